CREATE TABLE "trend_hub_trend_objectives" (
	"hub_trend_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"objective_id" uuid NOT NULL,
	CONSTRAINT "trend_hub_trend_objectives_hub_trend_id_objective_id_pk" PRIMARY KEY("hub_trend_id","objective_id")
);
--> statement-breakpoint
ALTER TABLE "trend_hub_trend_objectives" ADD CONSTRAINT "trend_hub_trend_objectives_hub_trend_id_trend_hub_trends_id_fk" FOREIGN KEY ("hub_trend_id") REFERENCES "public"."trend_hub_trends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_hub_trend_objectives" ADD CONSTRAINT "trend_hub_trend_objectives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trend_hub_trend_objectives_objective_idx" ON "trend_hub_trend_objectives" USING btree ("objective_id");