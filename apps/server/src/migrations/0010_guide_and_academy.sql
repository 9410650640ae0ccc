CREATE TABLE "academy_course_texts" (
	"course_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	CONSTRAINT "academy_course_texts_course_id_locale_pk" PRIMARY KEY("course_id","locale"),
	CONSTRAINT "academy_course_texts_locale_check" CHECK ("academy_course_texts"."locale" in ('en-US', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "academy_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"icon" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_lesson_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_lesson_texts" (
	"lesson_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "academy_lesson_texts_lesson_id_locale_pk" PRIMARY KEY("lesson_id","locale"),
	CONSTRAINT "academy_lesson_texts_locale_check" CHECK ("academy_lesson_texts"."locale" in ('en-US', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "academy_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"video_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_progress" (
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "guide_article_texts" (
	"article_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "guide_article_texts_article_id_locale_pk" PRIMARY KEY("article_id","locale"),
	CONSTRAINT "guide_article_texts_locale_check" CHECK ("guide_article_texts"."locale" in ('en-US', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "guide_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"module" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tour_completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "academy_course_texts" ADD CONSTRAINT "academy_course_texts_course_id_academy_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."academy_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_lesson_files" ADD CONSTRAINT "academy_lesson_files_lesson_id_academy_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."academy_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_lesson_texts" ADD CONSTRAINT "academy_lesson_texts_lesson_id_academy_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."academy_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_lessons" ADD CONSTRAINT "academy_lessons_course_id_academy_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."academy_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_progress" ADD CONSTRAINT "academy_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_progress" ADD CONSTRAINT "academy_progress_lesson_id_academy_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."academy_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_article_texts" ADD CONSTRAINT "guide_article_texts_article_id_guide_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."guide_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_user_settings" ADD CONSTRAINT "guide_user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academy_lesson_files_lesson_id_idx" ON "academy_lesson_files" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "academy_lessons_course_position_idx" ON "academy_lessons" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "academy_progress_lesson_id_idx" ON "academy_progress" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guide_articles_slug_unique" ON "guide_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "guide_articles_module_position_idx" ON "guide_articles" USING btree ("module","position");