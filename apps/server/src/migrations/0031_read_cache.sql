-- Issue 18, ADR 48: the per-process read cache (core/read-cache.ts) learns of every change to what the
-- cached lists show through these triggers: NOTIFY is transactional, so a change is announced when (and
-- only if) it commits, whichever process, module or script made it. Payload: '<topic>:<company id>', or
-- 'all:' for a change to people (a name or e-mail shown in every company's lists).
CREATE FUNCTION portal_read_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	topic text;
BEGIN
	FOREACH topic IN ARRAY TG_ARGV LOOP
		IF TG_OP <> 'INSERT' THEN
			PERFORM pg_notify('portal_read_changes', topic || ':' || OLD.company_id);
		END IF;
		IF TG_OP <> 'DELETE' THEN
			PERFORM pg_notify('portal_read_changes', topic || ':' || NEW.company_id);
		END IF;
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_people_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('portal_read_changes', 'all:');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER teams_read_changed AFTER INSERT OR UPDATE OR DELETE ON teams
	FOR EACH ROW EXECUTE FUNCTION portal_read_changed('teams', 'okr');
--> statement-breakpoint
CREATE TRIGGER team_members_read_changed AFTER INSERT OR UPDATE OR DELETE ON team_members
	FOR EACH ROW EXECUTE FUNCTION portal_read_changed('teams');
--> statement-breakpoint
CREATE TRIGGER okr_objectives_read_changed AFTER INSERT OR UPDATE OR DELETE ON okr_objectives
	FOR EACH ROW EXECUTE FUNCTION portal_read_changed('okr');
--> statement-breakpoint
CREATE TRIGGER okr_objective_responsibles_read_changed AFTER INSERT OR UPDATE OR DELETE ON okr_objective_responsibles
	FOR EACH ROW EXECUTE FUNCTION portal_read_changed('okr');
--> statement-breakpoint
CREATE TRIGGER okr_objective_alignments_read_changed AFTER INSERT OR UPDATE OR DELETE ON okr_objective_alignments
	FOR EACH ROW EXECUTE FUNCTION portal_read_changed('okr');
--> statement-breakpoint
-- A list shows how many key results an objective has: only adding, removing or moving one changes that.
CREATE TRIGGER okr_key_results_read_added AFTER INSERT OR DELETE ON okr_key_results
	FOR EACH ROW EXECUTE FUNCTION portal_read_changed('okr');
--> statement-breakpoint
CREATE TRIGGER okr_key_results_read_moved AFTER UPDATE OF objective_id ON okr_key_results
	FOR EACH ROW WHEN (OLD.objective_id IS DISTINCT FROM NEW.objective_id) EXECUTE FUNCTION portal_read_changed('okr');
--> statement-breakpoint
CREATE TRIGGER users_read_changed AFTER UPDATE OF first_name, last_name, email ON users
	FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.email IS DISTINCT FROM NEW.email)
	EXECUTE FUNCTION portal_people_changed();
