ALTER TABLE "auto_assign_rules" DROP CONSTRAINT "auto_assign_rules_domain_unique";--> statement-breakpoint
ALTER TABLE "auto_assign_rules" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_assign_rules" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auto_assign_rules" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "auto_assign_rules" ADD CONSTRAINT "auto_assign_rules_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_assign_rules_claimed_domain_unique" ON "auto_assign_rules" USING btree ("domain") WHERE "auto_assign_rules"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "auto_assign_rules_status_idx" ON "auto_assign_rules" USING btree ("status");--> statement-breakpoint
ALTER TABLE "auto_assign_rules" ADD CONSTRAINT "auto_assign_rules_status_check" CHECK (status in ('pending', 'approved', 'rejected'));