ALTER TABLE "ppm_nodes" ADD COLUMN "last_report_end" date;--> statement-breakpoint
-- ADR 50: each level's last published report, kept from now on when a report is published.
UPDATE "ppm_nodes" SET "last_report_end" = r."last_report_end"
FROM (
  SELECT "node_id", max("period_end") AS "last_report_end"
  FROM "ppm_status_reports" WHERE "published_at" IS NOT NULL GROUP BY "node_id"
) r
WHERE r."node_id" = "ppm_nodes"."id";
