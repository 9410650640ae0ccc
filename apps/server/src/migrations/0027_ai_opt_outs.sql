CREATE TABLE "ai_module_opt_outs" (
	"company_id" uuid NOT NULL,
	"module" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_module_opt_outs_company_id_module_pk" PRIMARY KEY("company_id","module"),
	CONSTRAINT "ai_module_opt_outs_module_check" CHECK ("ai_module_opt_outs"."module" in ('okr', 'ppm', 'trends', 'services', 'notifications'))
);
--> statement-breakpoint
ALTER TABLE "ai_records" ADD COLUMN "refused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_module_opt_outs" ADD CONSTRAINT "ai_module_opt_outs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_module_opt_outs" ADD CONSTRAINT "ai_module_opt_outs_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_records_actor_idx" ON "ai_records" USING btree ("actor_id","created_at");