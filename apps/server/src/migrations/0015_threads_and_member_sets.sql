CREATE TABLE "thread_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"author_id" uuid,
	"from_team" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_messages_id_company_unique" UNIQUE("id","company_id")
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "threads_id_company_unique" UNIQUE("id","company_id"),
	CONSTRAINT "threads_kind_check" CHECK ("threads"."kind" in ('support', 'coaching')),
	CONSTRAINT "threads_status_check" CHECK ("threads"."status" in ('open', 'answered', 'closed') or ("threads"."kind" = 'coaching' and "threads"."status" = 'scheduled'))
);
--> statement-breakpoint
-- Hand-written: every ticket, request, message and file moves into the thread tables, with its id (links
-- in mails and download addresses stay valid), before the old tables and columns go.
INSERT INTO "threads" ("id", "company_id", "kind", "author_id", "status", "created_at", "updated_at", "last_message_at", "closed_at")
SELECT "id", "company_id", 'support', "author_id", "status", "created_at", "updated_at", "last_message_at", "closed_at"
FROM "support_tickets";--> statement-breakpoint
INSERT INTO "threads" ("id", "company_id", "kind", "author_id", "status", "created_at", "updated_at", "last_message_at", "closed_at")
SELECT "id", "company_id", 'coaching', "author_id", "status", "created_at", "updated_at", "last_message_at",
  CASE WHEN "status" = 'closed' THEN "updated_at" END
FROM "coaching_requests";--> statement-breakpoint
INSERT INTO "thread_messages" ("id", "thread_id", "company_id", "author_id", "from_team", "body", "created_at")
SELECT "id", "ticket_id", "company_id", "author_id", "from_support", "body", "created_at"
FROM "support_messages";--> statement-breakpoint
INSERT INTO "thread_messages" ("id", "thread_id", "company_id", "author_id", "from_team", "body", "created_at")
SELECT "id", "request_id", "company_id", "author_id", "from_coaching_team", "body", "created_at"
FROM "coaching_messages";--> statement-breakpoint
INSERT INTO "thread_attachments" ("id", "message_id", "company_id", "filename", "content_type", "size", "position", "content", "created_at")
SELECT "id", "message_id", "company_id", "filename", "content_type", "size", "position", "content", "created_at"
FROM "support_attachments";--> statement-breakpoint
DROP TABLE "coaching_messages" CASCADE;--> statement-breakpoint
DROP TABLE "support_attachments" CASCADE;--> statement-breakpoint
DROP TABLE "support_messages" CASCADE;--> statement-breakpoint
ALTER TABLE "coaching_requests" DROP CONSTRAINT "coaching_requests_id_company_unique";--> statement-breakpoint
ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_id_company_unique";--> statement-breakpoint
ALTER TABLE "coaching_requests" DROP CONSTRAINT "coaching_requests_status_check";--> statement-breakpoint
ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_status_check";--> statement-breakpoint
ALTER TABLE "coaching_requests" DROP CONSTRAINT "coaching_requests_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_author_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "coaching_requests_company_idx";--> statement-breakpoint
DROP INDEX "coaching_requests_author_idx";--> statement-breakpoint
DROP INDEX "coaching_requests_last_message_idx";--> statement-breakpoint
DROP INDEX "support_tickets_company_idx";--> statement-breakpoint
DROP INDEX "support_tickets_author_idx";--> statement-breakpoint
DROP INDEX "support_tickets_last_message_idx";--> statement-breakpoint
ALTER TABLE "coaching_requests" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "thread_attachments" ADD CONSTRAINT "thread_attachments_message_id_company_id_thread_messages_id_company_id_fk" FOREIGN KEY ("message_id","company_id") REFERENCES "public"."thread_messages"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_company_id_threads_id_company_id_fk" FOREIGN KEY ("thread_id","company_id") REFERENCES "public"."threads"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_attachments_message_idx" ON "thread_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "thread_messages_thread_idx" ON "thread_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "threads_company_kind_idx" ON "threads" USING btree ("company_id","kind","last_message_at");--> statement-breakpoint
CREATE INDEX "threads_kind_last_message_idx" ON "threads" USING btree ("kind","last_message_at");--> statement-breakpoint
CREATE INDEX "threads_author_idx" ON "threads" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "coaching_requests" ADD CONSTRAINT "coaching_requests_thread_fk" FOREIGN KEY ("id","company_id") REFERENCES "public"."threads"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_thread_fk" FOREIGN KEY ("id","company_id") REFERENCES "public"."threads"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_requests" DROP COLUMN "author_id";--> statement-breakpoint
ALTER TABLE "coaching_requests" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "coaching_requests" DROP COLUMN "created_at";--> statement-breakpoint
ALTER TABLE "coaching_requests" DROP COLUMN "updated_at";--> statement-breakpoint
ALTER TABLE "coaching_requests" DROP COLUMN "last_message_at";--> statement-breakpoint
ALTER TABLE "support_tickets" DROP COLUMN "author_id";--> statement-breakpoint
ALTER TABLE "support_tickets" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "support_tickets" DROP COLUMN "created_at";--> statement-breakpoint
ALTER TABLE "support_tickets" DROP COLUMN "updated_at";--> statement-breakpoint
ALTER TABLE "support_tickets" DROP COLUMN "last_message_at";--> statement-breakpoint
ALTER TABLE "support_tickets" DROP COLUMN "closed_at";