CREATE TABLE "impersonation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_email" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_email" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impersonation_events_action_check" CHECK ("impersonation_events"."action" in ('start', 'stop'))
);
--> statement-breakpoint
CREATE INDEX "impersonation_events_created_at_idx" ON "impersonation_events" USING btree ("created_at");