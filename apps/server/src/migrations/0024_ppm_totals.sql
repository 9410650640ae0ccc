CREATE TABLE "ppm_effect_totals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"node_id" uuid NOT NULL,
	"gate" smallint NOT NULL,
	"effect_type" text NOT NULL,
	"month" date NOT NULL,
	"planned_cents" bigint DEFAULT 0 NOT NULL,
	"actual_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ppm_effect_totals_cell_unique" UNIQUE("node_id","gate","effect_type","month")
);
--> statement-breakpoint
ALTER TABLE "ppm_nodes" ADD COLUMN "planned_net_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ppm_nodes" ADD COLUMN "actual_net_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ppm_nodes" ADD COLUMN "measure_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ppm_effect_totals" ADD CONSTRAINT "ppm_effect_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_effect_totals" ADD CONSTRAINT "ppm_effect_totals_node_id_company_id_ppm_nodes_id_company_id_fk" FOREIGN KEY ("node_id","company_id") REFERENCES "public"."ppm_nodes"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ADR 31: the stored totals of data written before them, computed once from the effects.
INSERT INTO "ppm_effect_totals" ("company_id", "node_id", "gate", "effect_type", "month", "planned_cents", "actual_cents")
SELECT e."company_id", a."node_id", n."gate", e."effect_type", e."month", sum(e."planned_cents"), sum(e."actual_cents")
FROM "ppm_effects" e JOIN "ppm_nodes" n ON n."id" = e."measure_id"
CROSS JOIN LATERAL (VALUES (n."program_id"), (n."project_id"), (n."package_id")) a("node_id")
WHERE a."node_id" IS NOT NULL
GROUP BY e."company_id", a."node_id", n."gate", e."effect_type", e."month"
HAVING sum(e."planned_cents") <> 0 OR sum(e."actual_cents") <> 0;--> statement-breakpoint
UPDATE "ppm_nodes" SET "planned_net_cents" = x."planned", "actual_net_cents" = x."actual"
FROM (
  SELECT a."node_id",
    sum(CASE WHEN e."effect_type" IN ('one_off_cost', 'investment') THEN -e."planned_cents" ELSE e."planned_cents" END) AS "planned",
    sum(CASE WHEN e."effect_type" IN ('one_off_cost', 'investment') THEN -e."actual_cents" ELSE e."actual_cents" END) AS "actual"
  FROM "ppm_effects" e JOIN "ppm_nodes" n ON n."id" = e."measure_id"
  CROSS JOIN LATERAL (VALUES (n."id"), (n."program_id"), (n."project_id"), (n."package_id")) a("node_id")
  WHERE a."node_id" IS NOT NULL
  GROUP BY a."node_id"
) x
WHERE "ppm_nodes"."id" = x."node_id";
;--> statement-breakpoint
UPDATE "ppm_nodes" SET "measure_count" = x."n"
FROM (
  SELECT a."node_id", count(*)::integer AS "n"
  FROM "ppm_nodes" n
  CROSS JOIN LATERAL (VALUES (n."program_id"), (n."project_id"), (n."package_id")) a("node_id")
  WHERE n."level" = 'measure' AND a."node_id" IS NOT NULL
  GROUP BY a."node_id"
) x
WHERE "ppm_nodes"."id" = x."node_id";
