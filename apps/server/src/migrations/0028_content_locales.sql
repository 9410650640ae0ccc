ALTER TABLE "academy_course_texts" DROP CONSTRAINT "academy_course_texts_locale_check";--> statement-breakpoint
ALTER TABLE "academy_lesson_texts" DROP CONSTRAINT "academy_lesson_texts_locale_check";--> statement-breakpoint
ALTER TABLE "guide_article_texts" DROP CONSTRAINT "guide_article_texts_locale_check";--> statement-breakpoint
ALTER TABLE "academy_course_texts" ADD CONSTRAINT "academy_course_texts_locale_check" CHECK ("academy_course_texts"."locale" in ('en-US', 'de-DE', 'es-ES', 'fr-FR', 'pt-PT'));--> statement-breakpoint
ALTER TABLE "academy_lesson_texts" ADD CONSTRAINT "academy_lesson_texts_locale_check" CHECK ("academy_lesson_texts"."locale" in ('en-US', 'de-DE', 'es-ES', 'fr-FR', 'pt-PT'));--> statement-breakpoint
ALTER TABLE "guide_article_texts" ADD CONSTRAINT "guide_article_texts_locale_check" CHECK ("guide_article_texts"."locale" in ('en-US', 'de-DE', 'es-ES', 'fr-FR', 'pt-PT'));--> statement-breakpoint
-- Hand-written backfill (ADR 44): every text needs all content languages. Content written before
-- Spanish, French and Portuguese became content languages gets its English text there, which is what
-- those readers saw until now; staff translate it in the editor.
INSERT INTO "guide_article_texts" ("article_id", "locale", "title", "body")
SELECT t."article_id", l."locale", t."title", t."body"
FROM "guide_article_texts" t CROSS JOIN (VALUES ('es-ES'), ('fr-FR'), ('pt-PT')) AS l("locale")
WHERE t."locale" = 'en-US'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "academy_course_texts" ("course_id", "locale", "title", "summary")
SELECT t."course_id", l."locale", t."title", t."summary"
FROM "academy_course_texts" t CROSS JOIN (VALUES ('es-ES'), ('fr-FR'), ('pt-PT')) AS l("locale")
WHERE t."locale" = 'en-US'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "academy_lesson_texts" ("lesson_id", "locale", "title", "body")
SELECT t."lesson_id", l."locale", t."title", t."body"
FROM "academy_lesson_texts" t CROSS JOIN (VALUES ('es-ES'), ('fr-FR'), ('pt-PT')) AS l("locale")
WHERE t."locale" = 'en-US'
ON CONFLICT DO NOTHING;
