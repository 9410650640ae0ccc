-- Issue 18, ADR 59: the goals dashboard and the task lists are held in the read cache (core/read-cache.ts)
-- too. What they show besides the objectives and teams (which announce 'okr' since migration 0031) is
-- announced as 'goals': every change to a key result (progress, confidence, values), check-in, task or
-- project.
CREATE TRIGGER okr_key_results_goals_changed AFTER INSERT OR UPDATE OR DELETE ON okr_key_results
	FOR EACH ROW EXECUTE FUNCTION portal_read_changed('goals');
--> statement-breakpoint
CREATE TRIGGER okr_check_ins_goals_changed AFTER INSERT OR UPDATE OR DELETE ON okr_check_ins
	FOR EACH ROW EXECUTE FUNCTION portal_read_changed('goals');
--> statement-breakpoint
CREATE TRIGGER okr_tasks_goals_changed AFTER INSERT OR UPDATE OR DELETE ON okr_tasks
	FOR EACH ROW EXECUTE FUNCTION portal_read_changed('goals');
--> statement-breakpoint
CREATE TRIGGER okr_projects_goals_changed AFTER INSERT OR UPDATE OR DELETE ON okr_projects
	FOR EACH ROW EXECUTE FUNCTION portal_read_changed('goals');
