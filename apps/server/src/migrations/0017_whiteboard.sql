CREATE TABLE "whiteboard_current_scenes" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"scene_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whiteboard_current_scenes_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "whiteboard_elements" (
	"scene_id" uuid NOT NULL,
	"element_id" text NOT NULL,
	"version" integer NOT NULL,
	"version_nonce" integer NOT NULL,
	"is_deleted" boolean NOT NULL,
	"sort_index" text,
	"data" jsonb NOT NULL,
	"changed_in" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whiteboard_elements_scene_id_element_id_pk" PRIMARY KEY("scene_id","element_id")
);
--> statement-breakpoint
CREATE TABLE "whiteboard_files" (
	"scene_id" uuid NOT NULL,
	"file_id" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whiteboard_files_scene_id_file_id_pk" PRIMARY KEY("scene_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "whiteboard_scenes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"sharing" text DEFAULT 'private' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"app_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"element_count" integer DEFAULT 0 NOT NULL,
	"thumbnail" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "whiteboard_current_scenes" ADD CONSTRAINT "whiteboard_current_scenes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whiteboard_current_scenes" ADD CONSTRAINT "whiteboard_current_scenes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whiteboard_current_scenes" ADD CONSTRAINT "whiteboard_current_scenes_scene_id_whiteboard_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."whiteboard_scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whiteboard_elements" ADD CONSTRAINT "whiteboard_elements_scene_id_whiteboard_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."whiteboard_scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whiteboard_files" ADD CONSTRAINT "whiteboard_files_scene_id_whiteboard_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."whiteboard_scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whiteboard_files" ADD CONSTRAINT "whiteboard_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whiteboard_scenes" ADD CONSTRAINT "whiteboard_scenes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whiteboard_scenes" ADD CONSTRAINT "whiteboard_scenes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whiteboard_elements_changes_idx" ON "whiteboard_elements" USING btree ("scene_id","changed_in");--> statement-breakpoint
CREATE INDEX "whiteboard_elements_deleted_idx" ON "whiteboard_elements" USING btree ("updated_at") WHERE "whiteboard_elements"."is_deleted";--> statement-breakpoint
CREATE INDEX "whiteboard_scenes_company_idx" ON "whiteboard_scenes" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "whiteboard_scenes_owner_idx" ON "whiteboard_scenes" USING btree ("owner_id");