CREATE TABLE "mi_competitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mi_competitors_id_company_unique" UNIQUE("id","company_id")
);
--> statement-breakpoint
CREATE TABLE "mi_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"url" text,
	"occurred_on" date NOT NULL,
	"competitor_id" uuid,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mi_signals_kind_check" CHECK ("mi_signals"."kind" in ('news', 'note'))
);
--> statement-breakpoint
ALTER TABLE "mi_competitors" ADD CONSTRAINT "mi_competitors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mi_signals" ADD CONSTRAINT "mi_signals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mi_signals" ADD CONSTRAINT "mi_signals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mi_signals" ADD CONSTRAINT "mi_signals_competitor_id_company_id_mi_competitors_id_company_id_fk" FOREIGN KEY ("competitor_id","company_id") REFERENCES "public"."mi_competitors"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mi_competitors_company_name_unique" ON "mi_competitors" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "mi_signals_company_day_idx" ON "mi_signals" USING btree ("company_id","occurred_on");