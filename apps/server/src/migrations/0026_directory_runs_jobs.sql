ALTER TABLE "directory_connections" ADD COLUMN "ca_certificate" text;--> statement-breakpoint
ALTER TABLE "directory_runs" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Runs left "running" by the synchronous version are over: the index below allows one per company.
UPDATE "directory_runs" SET "status" = 'failed', "error" = 'api.directory.interrupted', "finished_at" = now() WHERE "status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "directory_runs_one_running" ON "directory_runs" USING btree ("company_id") WHERE status = 'running';