ALTER TABLE "account_events" DROP CONSTRAINT "account_events_action_check";--> statement-breakpoint
ALTER TABLE "account_events" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "throttle_events" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_action_check" CHECK (action in ('created', 'updated', 'role_changed', 'deactivated', 'reactivated', 'deleted', 'membership_added', 'membership_removed', 'company_admin_changed', 'reset_mail_sent', 'duplicates_merged', 'login_locked'));