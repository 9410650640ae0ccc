CREATE TABLE "okr_changelogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"action" text NOT NULL,
	"field" text,
	"before" jsonb,
	"after" jsonb,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"impersonator_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okr_changelogs_item_type_check" CHECK ("okr_changelogs"."item_type" in ('objective', 'key_result', 'project', 'task')),
	CONSTRAINT "okr_changelogs_action_check" CHECK ("okr_changelogs"."action" in ('create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "okr_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key_result_id" uuid NOT NULL,
	"value" double precision NOT NULL,
	"previous_value" double precision NOT NULL,
	"progress" double precision NOT NULL,
	"confidence" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"author_id" uuid,
	"impersonator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_key_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"objective_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"metric" text NOT NULL,
	"start_value" double precision NOT NULL,
	"target_value" double precision NOT NULL,
	"current_value" double precision NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"weight" double precision DEFAULT 1 NOT NULL,
	"responsible_id" uuid,
	"confidence" integer DEFAULT 5 NOT NULL,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"last_check_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okr_key_results_id_company_unique" UNIQUE("id","company_id"),
	CONSTRAINT "okr_key_results_metric_check" CHECK ("okr_key_results"."metric" in ('percentage', 'number', 'currency', 'yes_no', 'milestone')),
	CONSTRAINT "okr_key_results_confidence_check" CHECK ("okr_key_results"."confidence" between 0 and 10),
	CONSTRAINT "okr_key_results_weight_check" CHECK ("okr_key_results"."weight" > 0),
	CONSTRAINT "okr_key_results_progress_check" CHECK ("okr_key_results"."progress" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "okr_objective_alignments" (
	"child_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "okr_objective_alignments_child_id_parent_id_pk" PRIMARY KEY("child_id","parent_id"),
	CONSTRAINT "okr_objective_alignments_not_self" CHECK ("okr_objective_alignments"."child_id" <> "okr_objective_alignments"."parent_id")
);
--> statement-breakpoint
CREATE TABLE "okr_objective_responsibles" (
	"objective_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "okr_objective_responsibles_objective_id_user_id_pk" PRIMARY KEY("objective_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "okr_objectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"team_id" uuid,
	"owner_id" uuid,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"health" text DEFAULT 'on_track' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okr_objectives_id_company_unique" UNIQUE("id","company_id"),
	CONSTRAINT "okr_objectives_status_check" CHECK ("okr_objectives"."status" in ('draft', 'active', 'achieved', 'abandoned')),
	CONSTRAINT "okr_objectives_health_check" CHECK ("okr_objectives"."health" in ('on_track', 'at_risk', 'off_track')),
	CONSTRAINT "okr_objectives_period_check" CHECK ("okr_objectives"."period_start" <= "okr_objectives"."period_end"),
	CONSTRAINT "okr_objectives_progress_check" CHECK ("okr_objectives"."progress" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "okr_project_key_results" (
	"project_id" uuid NOT NULL,
	"key_result_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "okr_project_key_results_project_id_key_result_id_pk" PRIMARY KEY("project_id","key_result_id")
);
--> statement-breakpoint
CREATE TABLE "okr_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_id" uuid,
	"team_id" uuid,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'planned' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okr_projects_id_company_unique" UNIQUE("id","company_id"),
	CONSTRAINT "okr_projects_status_check" CHECK ("okr_projects"."status" in ('planned', 'in_progress', 'on_hold', 'completed', 'cancelled')),
	CONSTRAINT "okr_projects_dates_check" CHECK ("okr_projects"."start_date" is null or "okr_projects"."end_date" is null or "okr_projects"."start_date" <= "okr_projects"."end_date"),
	CONSTRAINT "okr_projects_progress_check" CHECK ("okr_projects"."progress" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "okr_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"assignee_id" uuid,
	"due_date" date,
	"is_complete" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"view_type" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" jsonb,
	"group_by" text DEFAULT 'none' NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okr_saved_views_view_type_check" CHECK ("okr_saved_views"."view_type" in ('table', 'diagram'))
);
--> statement-breakpoint
ALTER TABLE "okr_changelogs" ADD CONSTRAINT "okr_changelogs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_changelogs" ADD CONSTRAINT "okr_changelogs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_changelogs" ADD CONSTRAINT "okr_changelogs_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_check_ins" ADD CONSTRAINT "okr_check_ins_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_check_ins" ADD CONSTRAINT "okr_check_ins_key_result_id_company_id_okr_key_results_id_company_id_fk" FOREIGN KEY ("key_result_id","company_id") REFERENCES "public"."okr_key_results"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_key_results" ADD CONSTRAINT "okr_key_results_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_key_results" ADD CONSTRAINT "okr_key_results_objective_id_company_id_okr_objectives_id_company_id_fk" FOREIGN KEY ("objective_id","company_id") REFERENCES "public"."okr_objectives"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_objective_alignments" ADD CONSTRAINT "okr_objective_alignments_child_id_company_id_okr_objectives_id_company_id_fk" FOREIGN KEY ("child_id","company_id") REFERENCES "public"."okr_objectives"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_objective_alignments" ADD CONSTRAINT "okr_objective_alignments_parent_id_company_id_okr_objectives_id_company_id_fk" FOREIGN KEY ("parent_id","company_id") REFERENCES "public"."okr_objectives"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_objective_responsibles" ADD CONSTRAINT "okr_objective_responsibles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_objective_responsibles" ADD CONSTRAINT "okr_objective_responsibles_objective_id_company_id_okr_objectives_id_company_id_fk" FOREIGN KEY ("objective_id","company_id") REFERENCES "public"."okr_objectives"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_objectives" ADD CONSTRAINT "okr_objectives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_objectives" ADD CONSTRAINT "okr_objectives_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_objectives" ADD CONSTRAINT "okr_objectives_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_project_key_results" ADD CONSTRAINT "okr_project_key_results_project_id_company_id_okr_projects_id_company_id_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."okr_projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_project_key_results" ADD CONSTRAINT "okr_project_key_results_key_result_id_company_id_okr_key_results_id_company_id_fk" FOREIGN KEY ("key_result_id","company_id") REFERENCES "public"."okr_key_results"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_projects" ADD CONSTRAINT "okr_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_projects" ADD CONSTRAINT "okr_projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_projects" ADD CONSTRAINT "okr_projects_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_tasks" ADD CONSTRAINT "okr_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_tasks" ADD CONSTRAINT "okr_tasks_project_id_company_id_okr_projects_id_company_id_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."okr_projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_saved_views" ADD CONSTRAINT "okr_saved_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_saved_views" ADD CONSTRAINT "okr_saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "okr_changelogs_item_idx" ON "okr_changelogs" USING btree ("company_id","item_type","item_id","at");--> statement-breakpoint
CREATE INDEX "okr_check_ins_key_result_idx" ON "okr_check_ins" USING btree ("key_result_id","created_at");--> statement-breakpoint
CREATE INDEX "okr_check_ins_company_idx" ON "okr_check_ins" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "okr_key_results_objective_idx" ON "okr_key_results" USING btree ("objective_id");--> statement-breakpoint
CREATE INDEX "okr_key_results_company_idx" ON "okr_key_results" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "okr_key_results_responsible_idx" ON "okr_key_results" USING btree ("responsible_id");--> statement-breakpoint
CREATE INDEX "okr_objective_alignments_parent_idx" ON "okr_objective_alignments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "okr_objective_responsibles_user_idx" ON "okr_objective_responsibles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "okr_objectives_company_period_idx" ON "okr_objectives" USING btree ("company_id","period_start","period_end");--> statement-breakpoint
CREATE INDEX "okr_objectives_team_idx" ON "okr_objectives" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "okr_objectives_owner_idx" ON "okr_objectives" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "okr_project_key_results_key_result_idx" ON "okr_project_key_results" USING btree ("key_result_id");--> statement-breakpoint
CREATE INDEX "okr_projects_company_idx" ON "okr_projects" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "okr_projects_owner_idx" ON "okr_projects" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "okr_projects_team_idx" ON "okr_projects" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "okr_tasks_project_idx" ON "okr_tasks" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "okr_tasks_company_due_idx" ON "okr_tasks" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "okr_tasks_assignee_idx" ON "okr_tasks" USING btree ("assignee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "okr_saved_views_owner_name_unique" ON "okr_saved_views" USING btree ("company_id","owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "okr_saved_views_shared_idx" ON "okr_saved_views" USING btree ("company_id","is_shared");