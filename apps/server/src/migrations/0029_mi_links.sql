CREATE TABLE "mi_signal_goal_links" (
	"signal_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "mi_signal_goal_links_signal_id_kind_target_id_pk" PRIMARY KEY("signal_id","kind","target_id"),
	CONSTRAINT "mi_signal_goal_links_kind_check" CHECK ("mi_signal_goal_links"."kind" in ('objective', 'measure'))
);
--> statement-breakpoint
CREATE TABLE "mi_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"url" text,
	"reliability" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mi_sources_id_company_unique" UNIQUE("id","company_id"),
	CONSTRAINT "mi_sources_kind_check" CHECK ("mi_sources"."kind" in ('news_site', 'analyst', 'internal', 'social', 'other')),
	CONSTRAINT "mi_sources_reliability_check" CHECK ("mi_sources"."reliability" in ('high', 'medium', 'low'))
);
--> statement-breakpoint
CREATE TABLE "trend_hub_trend_measures" (
	"hub_trend_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"measure_id" uuid NOT NULL,
	CONSTRAINT "trend_hub_trend_measures_hub_trend_id_measure_id_pk" PRIMARY KEY("hub_trend_id","measure_id")
);
--> statement-breakpoint
ALTER TABLE "mi_signals" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "mi_signals" ADD CONSTRAINT "mi_signals_id_company_unique" UNIQUE("id","company_id");--> statement-breakpoint
-- Hand-written (ADR 40): every free-text source a company's signals named becomes a source record of that
-- company, and each signal refers to it. Spellings that differ only in case become one record, named by the
-- spelling most signals used. Nothing else of a signal changes; the text column goes only after this.
INSERT INTO "mi_sources" ("company_id", "name")
SELECT DISTINCT ON ("company_id", lower("source")) "company_id", "source"
FROM (SELECT "company_id", "source", count(*) AS "n" FROM "mi_signals" GROUP BY "company_id", "source") AS "used"
ORDER BY "company_id", lower("source"), "n" DESC, "source";--> statement-breakpoint
UPDATE "mi_signals" SET "source_id" = "mi_sources"."id" FROM "mi_sources"
WHERE "mi_sources"."company_id" = "mi_signals"."company_id" AND lower("mi_sources"."name") = lower("mi_signals"."source");--> statement-breakpoint
ALTER TABLE "mi_signals" ALTER COLUMN "source_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mi_signals" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "mi_signal_goal_links" ADD CONSTRAINT "mi_signal_goal_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mi_signal_goal_links" ADD CONSTRAINT "mi_signal_goal_links_signal_id_company_id_mi_signals_id_company_id_fk" FOREIGN KEY ("signal_id","company_id") REFERENCES "public"."mi_signals"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mi_sources" ADD CONSTRAINT "mi_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_hub_trend_measures" ADD CONSTRAINT "trend_hub_trend_measures_hub_trend_id_trend_hub_trends_id_fk" FOREIGN KEY ("hub_trend_id") REFERENCES "public"."trend_hub_trends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_hub_trend_measures" ADD CONSTRAINT "trend_hub_trend_measures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mi_signal_goal_links_target_idx" ON "mi_signal_goal_links" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mi_sources_company_name_unique" ON "mi_sources" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "trend_hub_trend_measures_measure_idx" ON "trend_hub_trend_measures" USING btree ("measure_id");--> statement-breakpoint
ALTER TABLE "mi_signals" ADD CONSTRAINT "mi_signals_source_id_company_id_mi_sources_id_company_id_fk" FOREIGN KEY ("source_id","company_id") REFERENCES "public"."mi_sources"("id","company_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mi_signals_source_idx" ON "mi_signals" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mi_signals_company_external_unique" ON "mi_signals" USING btree ("company_id","external_id");--> statement-breakpoint
ALTER TABLE "mi_signals" DROP COLUMN "source";