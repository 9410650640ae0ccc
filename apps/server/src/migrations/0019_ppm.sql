CREATE TABLE "ppm_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"node_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppm_effects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"measure_id" uuid NOT NULL,
	"effect_type" text NOT NULL,
	"month" date NOT NULL,
	"planned_cents" bigint DEFAULT 0 NOT NULL,
	"actual_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ppm_effects_cell_unique" UNIQUE("measure_id","effect_type","month"),
	CONSTRAINT "ppm_effects_type_check" CHECK ("ppm_effects"."effect_type" in ('cost_reduction', 'revenue_increase', 'one_off_cost', 'investment')),
	CONSTRAINT "ppm_effects_month_check" CHECK (extract(day from "ppm_effects"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "ppm_gate_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"measure_id" uuid NOT NULL,
	"from_gate" smallint NOT NULL,
	"to_gate" smallint NOT NULL,
	"state" text NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_comment" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "ppm_gate_decisions_state_check" CHECK ("ppm_gate_decisions"."state" in ('pending', 'approved', 'rejected', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "ppm_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"level" text NOT NULL,
	"program_id" uuid,
	"project_id" uuid,
	"package_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_id" uuid,
	"sponsor_id" uuid,
	"approver_id" uuid,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_case" text DEFAULT '' NOT NULL,
	"gate" smallint,
	"target_cents" bigint,
	"report_cadence_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppm_nodes_id_company_unique" UNIQUE("id","company_id"),
	CONSTRAINT "ppm_nodes_level_check" CHECK ("ppm_nodes"."level" in ('program', 'project', 'package', 'measure')),
	CONSTRAINT "ppm_nodes_parents_check" CHECK (("ppm_nodes"."level" = 'program' and "ppm_nodes"."program_id" is null and "ppm_nodes"."project_id" is null and "ppm_nodes"."package_id" is null)
        or ("ppm_nodes"."level" = 'project' and "ppm_nodes"."program_id" is not null and "ppm_nodes"."project_id" is null and "ppm_nodes"."package_id" is null)
        or ("ppm_nodes"."level" = 'package' and "ppm_nodes"."program_id" is not null and "ppm_nodes"."project_id" is not null and "ppm_nodes"."package_id" is null)
        or ("ppm_nodes"."level" = 'measure' and "ppm_nodes"."program_id" is not null and "ppm_nodes"."project_id" is not null and "ppm_nodes"."package_id" is not null)),
	CONSTRAINT "ppm_nodes_gate_check" CHECK (("ppm_nodes"."level" = 'measure') = ("ppm_nodes"."gate" is not null) and ("ppm_nodes"."gate" is null or "ppm_nodes"."gate" between 0 and 5)),
	CONSTRAINT "ppm_nodes_status_check" CHECK ("ppm_nodes"."status" in ('active', 'on_hold', 'completed', 'cancelled')),
	CONSTRAINT "ppm_nodes_dates_check" CHECK ("ppm_nodes"."start_date" is null or "ppm_nodes"."end_date" is null or "ppm_nodes"."start_date" <= "ppm_nodes"."end_date")
);
--> statement-breakpoint
CREATE TABLE "ppm_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppm_status_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"node_id" uuid NOT NULL,
	"period_end" date NOT NULL,
	"overall" text NOT NULL,
	"schedule" text NOT NULL,
	"budget" text NOT NULL,
	"scope" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"risks" text DEFAULT '' NOT NULL,
	"next_steps" text DEFAULT '' NOT NULL,
	"author_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppm_status_reports_rag_check" CHECK ("ppm_status_reports"."overall" in ('green', 'amber', 'red') and "ppm_status_reports"."schedule" in ('green', 'amber', 'red') and "ppm_status_reports"."budget" in ('green', 'amber', 'red') and "ppm_status_reports"."scope" in ('green', 'amber', 'red'))
);
--> statement-breakpoint
ALTER TABLE "ppm_activities" ADD CONSTRAINT "ppm_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_activities" ADD CONSTRAINT "ppm_activities_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_activities" ADD CONSTRAINT "ppm_activities_node_id_company_id_ppm_nodes_id_company_id_fk" FOREIGN KEY ("node_id","company_id") REFERENCES "public"."ppm_nodes"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_effects" ADD CONSTRAINT "ppm_effects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_effects" ADD CONSTRAINT "ppm_effects_measure_id_company_id_ppm_nodes_id_company_id_fk" FOREIGN KEY ("measure_id","company_id") REFERENCES "public"."ppm_nodes"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_gate_decisions" ADD CONSTRAINT "ppm_gate_decisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_gate_decisions" ADD CONSTRAINT "ppm_gate_decisions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_gate_decisions" ADD CONSTRAINT "ppm_gate_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_gate_decisions" ADD CONSTRAINT "ppm_gate_decisions_measure_id_company_id_ppm_nodes_id_company_id_fk" FOREIGN KEY ("measure_id","company_id") REFERENCES "public"."ppm_nodes"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_nodes" ADD CONSTRAINT "ppm_nodes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_nodes" ADD CONSTRAINT "ppm_nodes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_nodes" ADD CONSTRAINT "ppm_nodes_sponsor_id_users_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_nodes" ADD CONSTRAINT "ppm_nodes_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_nodes" ADD CONSTRAINT "ppm_nodes_program_id_company_id_ppm_nodes_id_company_id_fk" FOREIGN KEY ("program_id","company_id") REFERENCES "public"."ppm_nodes"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_nodes" ADD CONSTRAINT "ppm_nodes_project_id_company_id_ppm_nodes_id_company_id_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."ppm_nodes"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_nodes" ADD CONSTRAINT "ppm_nodes_package_id_company_id_ppm_nodes_id_company_id_fk" FOREIGN KEY ("package_id","company_id") REFERENCES "public"."ppm_nodes"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_settings" ADD CONSTRAINT "ppm_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_status_reports" ADD CONSTRAINT "ppm_status_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_status_reports" ADD CONSTRAINT "ppm_status_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_status_reports" ADD CONSTRAINT "ppm_status_reports_node_id_company_id_ppm_nodes_id_company_id_fk" FOREIGN KEY ("node_id","company_id") REFERENCES "public"."ppm_nodes"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppm_activities_node_idx" ON "ppm_activities" USING btree ("node_id","created_at");--> statement-breakpoint
CREATE INDEX "ppm_effects_company_month_idx" ON "ppm_effects" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "ppm_gate_decisions_measure_idx" ON "ppm_gate_decisions" USING btree ("measure_id","requested_at");--> statement-breakpoint
CREATE INDEX "ppm_gate_decisions_pending_idx" ON "ppm_gate_decisions" USING btree ("company_id") WHERE "ppm_gate_decisions"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "ppm_nodes_company_level_idx" ON "ppm_nodes" USING btree ("company_id","level");--> statement-breakpoint
CREATE INDEX "ppm_nodes_program_idx" ON "ppm_nodes" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "ppm_nodes_project_idx" ON "ppm_nodes" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "ppm_nodes_package_idx" ON "ppm_nodes" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "ppm_status_reports_node_idx" ON "ppm_status_reports" USING btree ("node_id","period_end");