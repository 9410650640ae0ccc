CREATE TABLE "account_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_email" text NOT NULL,
	"impersonator_id" uuid,
	"impersonator_email" text,
	"target_id" uuid,
	"target_email" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_events_action_check" CHECK (action in ('created', 'updated', 'role_changed', 'deactivated', 'reactivated', 'deleted', 'membership_added', 'membership_removed', 'company_admin_changed', 'reset_mail_sent', 'duplicates_merged'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "account_events_created_at_idx" ON "account_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "account_events_target_id_idx" ON "account_events" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "users_email_normalized_idx" ON "users" USING btree (lower(trim("email")));