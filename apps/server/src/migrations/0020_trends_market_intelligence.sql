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
CREATE TABLE "trend_favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"microtrend_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trend_favorites_unique" UNIQUE("company_id","user_id","microtrend_id")
);
--> statement-breakpoint
CREATE TABLE "trend_hub_members" (
	"hub_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "trend_hub_members_hub_id_user_id_pk" PRIMARY KEY("hub_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "trend_hub_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"hub_trend_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"impact" integer NOT NULL,
	"time_horizon" text NOT NULL,
	"relevance" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trend_hub_ratings_unique" UNIQUE("hub_trend_id","user_id"),
	CONSTRAINT "trend_hub_ratings_impact_check" CHECK ("trend_hub_ratings"."impact" between 1 and 5),
	CONSTRAINT "trend_hub_ratings_relevance_check" CHECK ("trend_hub_ratings"."relevance" between 1 and 5),
	CONSTRAINT "trend_hub_ratings_horizon_check" CHECK ("trend_hub_ratings"."time_horizon" in ('now', 'short', 'medium', 'long'))
);
--> statement-breakpoint
CREATE TABLE "trend_hub_trend_objectives" (
	"hub_trend_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"objective_id" uuid NOT NULL,
	CONSTRAINT "trend_hub_trend_objectives_hub_trend_id_objective_id_pk" PRIMARY KEY("hub_trend_id","objective_id")
);
--> statement-breakpoint
CREATE TABLE "trend_hub_trends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"hub_id" uuid NOT NULL,
	"microtrend_id" uuid NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trend_hub_trends_unique" UNIQUE("hub_id","microtrend_id")
);
--> statement-breakpoint
CREATE TABLE "trend_hubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trend_hubs_id_company_unique" UNIQUE("id","company_id")
);
--> statement-breakpoint
CREATE TABLE "trend_industries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trend_innovations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trend_macrotrends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"megatrend_id" uuid NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trend_megatrends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"color" text DEFAULT '#00484D' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trend_microtrend_industries" (
	"microtrend_id" uuid NOT NULL,
	"industry_id" uuid NOT NULL,
	CONSTRAINT "trend_microtrend_industries_microtrend_id_industry_id_pk" PRIMARY KEY("microtrend_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "trend_microtrend_innovations" (
	"microtrend_id" uuid NOT NULL,
	"innovation_id" uuid NOT NULL,
	CONSTRAINT "trend_microtrend_innovations_microtrend_id_innovation_id_pk" PRIMARY KEY("microtrend_id","innovation_id")
);
--> statement-breakpoint
CREATE TABLE "trend_microtrend_macrotrends" (
	"microtrend_id" uuid NOT NULL,
	"macrotrend_id" uuid NOT NULL,
	CONSTRAINT "trend_microtrend_macrotrends_microtrend_id_macrotrend_id_pk" PRIMARY KEY("microtrend_id","macrotrend_id")
);
--> statement-breakpoint
CREATE TABLE "trend_microtrends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text,
	"translations" jsonb NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview_picture_url" text,
	"created_at_external" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trend_microtrends_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "mi_competitors" ADD CONSTRAINT "mi_competitors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mi_signals" ADD CONSTRAINT "mi_signals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mi_signals" ADD CONSTRAINT "mi_signals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mi_signals" ADD CONSTRAINT "mi_signals_competitor_id_company_id_mi_competitors_id_company_id_fk" FOREIGN KEY ("competitor_id","company_id") REFERENCES "public"."mi_competitors"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_favorites" ADD CONSTRAINT "trend_favorites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_favorites" ADD CONSTRAINT "trend_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_favorites" ADD CONSTRAINT "trend_favorites_microtrend_id_trend_microtrends_id_fk" FOREIGN KEY ("microtrend_id") REFERENCES "public"."trend_microtrends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_hub_members" ADD CONSTRAINT "trend_hub_members_hub_id_company_id_trend_hubs_id_company_id_fk" FOREIGN KEY ("hub_id","company_id") REFERENCES "public"."trend_hubs"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_hub_members" ADD CONSTRAINT "trend_hub_members_company_id_user_id_company_memberships_company_id_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."company_memberships"("company_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_hub_ratings" ADD CONSTRAINT "trend_hub_ratings_hub_trend_id_trend_hub_trends_id_fk" FOREIGN KEY ("hub_trend_id") REFERENCES "public"."trend_hub_trends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_hub_ratings" ADD CONSTRAINT "trend_hub_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_hub_trend_objectives" ADD CONSTRAINT "trend_hub_trend_objectives_hub_trend_id_trend_hub_trends_id_fk" FOREIGN KEY ("hub_trend_id") REFERENCES "public"."trend_hub_trends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_hub_trend_objectives" ADD CONSTRAINT "trend_hub_trend_objectives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_hub_trends" ADD CONSTRAINT "trend_hub_trends_microtrend_id_trend_microtrends_id_fk" FOREIGN KEY ("microtrend_id") REFERENCES "public"."trend_microtrends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_hub_trends" ADD CONSTRAINT "trend_hub_trends_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_hub_trends" ADD CONSTRAINT "trend_hub_trends_hub_id_company_id_trend_hubs_id_company_id_fk" FOREIGN KEY ("hub_id","company_id") REFERENCES "public"."trend_hubs"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_hubs" ADD CONSTRAINT "trend_hubs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_hubs" ADD CONSTRAINT "trend_hubs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_macrotrends" ADD CONSTRAINT "trend_macrotrends_megatrend_id_trend_megatrends_id_fk" FOREIGN KEY ("megatrend_id") REFERENCES "public"."trend_megatrends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_microtrend_industries" ADD CONSTRAINT "trend_microtrend_industries_microtrend_id_trend_microtrends_id_fk" FOREIGN KEY ("microtrend_id") REFERENCES "public"."trend_microtrends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_microtrend_industries" ADD CONSTRAINT "trend_microtrend_industries_industry_id_trend_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."trend_industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_microtrend_innovations" ADD CONSTRAINT "trend_microtrend_innovations_microtrend_id_trend_microtrends_id_fk" FOREIGN KEY ("microtrend_id") REFERENCES "public"."trend_microtrends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_microtrend_innovations" ADD CONSTRAINT "trend_microtrend_innovations_innovation_id_trend_innovations_id_fk" FOREIGN KEY ("innovation_id") REFERENCES "public"."trend_innovations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_microtrend_macrotrends" ADD CONSTRAINT "trend_microtrend_macrotrends_microtrend_id_trend_microtrends_id_fk" FOREIGN KEY ("microtrend_id") REFERENCES "public"."trend_microtrends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_microtrend_macrotrends" ADD CONSTRAINT "trend_microtrend_macrotrends_macrotrend_id_trend_macrotrends_id_fk" FOREIGN KEY ("macrotrend_id") REFERENCES "public"."trend_macrotrends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mi_competitors_company_name_unique" ON "mi_competitors" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "mi_signals_company_day_idx" ON "mi_signals" USING btree ("company_id","occurred_on");--> statement-breakpoint
CREATE INDEX "trend_hub_trend_objectives_objective_idx" ON "trend_hub_trend_objectives" USING btree ("objective_id");--> statement-breakpoint
CREATE INDEX "trend_hubs_company_idx" ON "trend_hubs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "trend_macrotrends_megatrend_idx" ON "trend_macrotrends" USING btree ("megatrend_id");--> statement-breakpoint
CREATE INDEX "trend_microtrend_industries_target_idx" ON "trend_microtrend_industries" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "trend_microtrend_innovations_target_idx" ON "trend_microtrend_innovations" USING btree ("innovation_id");--> statement-breakpoint
CREATE INDEX "trend_microtrend_macrotrends_target_idx" ON "trend_microtrend_macrotrends" USING btree ("macrotrend_id");--> statement-breakpoint
CREATE INDEX "trend_microtrends_published_idx" ON "trend_microtrends" USING btree ("created_at_external");