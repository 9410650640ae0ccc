CREATE TABLE "trend_pictures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"microtrend_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sha256" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"preview" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trend_pictures_file_unique" UNIQUE("microtrend_id","sha256")
);
--> statement-breakpoint
DROP INDEX "trend_microtrends_published_idx";--> statement-breakpoint
ALTER TABLE "trend_pictures" ADD CONSTRAINT "trend_pictures_microtrend_id_trend_microtrends_id_fk" FOREIGN KEY ("microtrend_id") REFERENCES "public"."trend_microtrends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trend_pictures_microtrend_idx" ON "trend_pictures" USING btree ("microtrend_id","position");--> statement-breakpoint
CREATE INDEX "trend_microtrends_newest_idx" ON "trend_microtrends" USING btree ("created_at_external" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trend_microtrends_search_de_de_idx" ON "trend_microtrends" USING gin ((coalesce(nullif("translations" -> 'de-DE' ->> 'title', ''), nullif("translations" -> 'en-US' ->> 'title', ''), '') || ' ' || coalesce(nullif("translations" -> 'de-DE' ->> 'summary', ''), nullif("translations" -> 'en-US' ->> 'summary', ''), '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trend_microtrends_search_en_us_idx" ON "trend_microtrends" USING gin ((coalesce(nullif("translations" -> 'en-US' ->> 'title', ''), nullif("translations" -> 'de-DE' ->> 'title', ''), '') || ' ' || coalesce(nullif("translations" -> 'en-US' ->> 'summary', ''), nullif("translations" -> 'de-DE' ->> 'summary', ''), '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trend_microtrends_search_es_es_idx" ON "trend_microtrends" USING gin ((coalesce(nullif("translations" -> 'es-ES' ->> 'title', ''), nullif("translations" -> 'en-US' ->> 'title', ''), nullif("translations" -> 'de-DE' ->> 'title', ''), '') || ' ' || coalesce(nullif("translations" -> 'es-ES' ->> 'summary', ''), nullif("translations" -> 'en-US' ->> 'summary', ''), nullif("translations" -> 'de-DE' ->> 'summary', ''), '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trend_microtrends_search_zh_chs_idx" ON "trend_microtrends" USING gin ((coalesce(nullif("translations" -> 'zh-CHS' ->> 'title', ''), nullif("translations" -> 'de-DE' ->> 'title', ''), nullif("translations" -> 'en-US' ->> 'title', ''), '') || ' ' || coalesce(nullif("translations" -> 'zh-CHS' ->> 'summary', ''), nullif("translations" -> 'de-DE' ->> 'summary', ''), nullif("translations" -> 'en-US' ->> 'summary', ''), '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trend_microtrends_search_fr_fr_idx" ON "trend_microtrends" USING gin ((coalesce(nullif("translations" -> 'fr-FR' ->> 'title', ''), nullif("translations" -> 'en-US' ->> 'title', ''), nullif("translations" -> 'de-DE' ->> 'title', ''), '') || ' ' || coalesce(nullif("translations" -> 'fr-FR' ->> 'summary', ''), nullif("translations" -> 'en-US' ->> 'summary', ''), nullif("translations" -> 'de-DE' ->> 'summary', ''), '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trend_microtrends_search_pt_pt_idx" ON "trend_microtrends" USING gin ((coalesce(nullif("translations" -> 'pt-PT' ->> 'title', ''), nullif("translations" -> 'en-US' ->> 'title', ''), nullif("translations" -> 'de-DE' ->> 'title', ''), '') || ' ' || coalesce(nullif("translations" -> 'pt-PT' ->> 'summary', ''), nullif("translations" -> 'en-US' ->> 'summary', ''), nullif("translations" -> 'de-DE' ->> 'summary', ''), '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trend_microtrends_search_de_at_idx" ON "trend_microtrends" USING gin ((coalesce(nullif("translations" -> 'de-AT' ->> 'title', ''), nullif("translations" -> 'de-DE' ->> 'title', ''), nullif("translations" -> 'en-US' ->> 'title', ''), '') || ' ' || coalesce(nullif("translations" -> 'de-AT' ->> 'summary', ''), nullif("translations" -> 'de-DE' ->> 'summary', ''), nullif("translations" -> 'en-US' ->> 'summary', ''), '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trend_microtrends_published_idx" ON "trend_microtrends" USING btree ("created_at_external","id");--> statement-breakpoint
ALTER TABLE "trend_microtrends" DROP COLUMN "pictures";--> statement-breakpoint
ALTER TABLE "trend_microtrends" DROP COLUMN "preview_picture_url";