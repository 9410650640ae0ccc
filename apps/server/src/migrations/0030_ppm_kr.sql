CREATE TABLE "ppm_key_result_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_result_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppm_key_result_sources_key_result_unique" UNIQUE("key_result_id")
);
--> statement-breakpoint
CREATE TABLE "ppm_measure_key_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"measure_id" uuid NOT NULL,
	"key_result_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppm_measure_key_results_pair_unique" UNIQUE("measure_id","key_result_id")
);
--> statement-breakpoint
ALTER TABLE "okr_check_ins" ADD COLUMN "via_measures" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ppm_key_result_sources" ADD CONSTRAINT "ppm_key_result_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_key_result_sources" ADD CONSTRAINT "ppm_key_result_sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_key_result_sources" ADD CONSTRAINT "ppm_key_result_sources_key_result_id_company_id_okr_key_results_id_company_id_fk" FOREIGN KEY ("key_result_id","company_id") REFERENCES "public"."okr_key_results"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_measure_key_results" ADD CONSTRAINT "ppm_measure_key_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_measure_key_results" ADD CONSTRAINT "ppm_measure_key_results_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_measure_key_results" ADD CONSTRAINT "ppm_measure_key_results_measure_id_company_id_ppm_nodes_id_company_id_fk" FOREIGN KEY ("measure_id","company_id") REFERENCES "public"."ppm_nodes"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_measure_key_results" ADD CONSTRAINT "ppm_measure_key_results_key_result_id_company_id_okr_key_results_id_company_id_fk" FOREIGN KEY ("key_result_id","company_id") REFERENCES "public"."okr_key_results"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppm_measure_key_results_key_result_idx" ON "ppm_measure_key_results" USING btree ("key_result_id");