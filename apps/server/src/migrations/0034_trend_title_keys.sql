CREATE TABLE "trend_title_keys" (
	"macrotrend_id" uuid NOT NULL,
	"microtrend_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "trend_title_keys_microtrend_id_macrotrend_id_locale_pk" PRIMARY KEY("microtrend_id","macrotrend_id","locale")
);
--> statement-breakpoint
ALTER TABLE "trend_title_keys" ADD CONSTRAINT "trend_title_keys_macrotrend_id_trend_macrotrends_id_fk" FOREIGN KEY ("macrotrend_id") REFERENCES "public"."trend_macrotrends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_title_keys" ADD CONSTRAINT "trend_title_keys_microtrend_id_trend_microtrends_id_fk" FOREIGN KEY ("microtrend_id") REFERENCES "public"."trend_microtrends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trend_title_keys_order_idx" ON "trend_title_keys" USING btree ("macrotrend_id","locale","title" collate "und-x-icu","microtrend_id");--> statement-breakpoint
-- Hand-written (ADR 55): the title keys of the trends already in the library.
INSERT INTO "trend_title_keys" ("macrotrend_id", "microtrend_id", "locale", "title")
select l."macrotrend_id", l."microtrend_id", 'de-DE', coalesce(nullif(m."translations" -> 'de-DE' ->> 'title', ''), nullif(m."translations" -> 'en-US' ->> 'title', ''), '') from "trend_microtrend_macrotrends" l join "trend_microtrends" m on m."id" = l."microtrend_id"
union all
select l."macrotrend_id", l."microtrend_id", 'en-US', coalesce(nullif(m."translations" -> 'en-US' ->> 'title', ''), nullif(m."translations" -> 'de-DE' ->> 'title', ''), '') from "trend_microtrend_macrotrends" l join "trend_microtrends" m on m."id" = l."microtrend_id"
union all
select l."macrotrend_id", l."microtrend_id", 'es-ES', coalesce(nullif(m."translations" -> 'es-ES' ->> 'title', ''), nullif(m."translations" -> 'en-US' ->> 'title', ''), nullif(m."translations" -> 'de-DE' ->> 'title', ''), '') from "trend_microtrend_macrotrends" l join "trend_microtrends" m on m."id" = l."microtrend_id"
union all
select l."macrotrend_id", l."microtrend_id", 'zh-CHS', coalesce(nullif(m."translations" -> 'zh-CHS' ->> 'title', ''), nullif(m."translations" -> 'de-DE' ->> 'title', ''), nullif(m."translations" -> 'en-US' ->> 'title', ''), '') from "trend_microtrend_macrotrends" l join "trend_microtrends" m on m."id" = l."microtrend_id"
union all
select l."macrotrend_id", l."microtrend_id", 'fr-FR', coalesce(nullif(m."translations" -> 'fr-FR' ->> 'title', ''), nullif(m."translations" -> 'en-US' ->> 'title', ''), nullif(m."translations" -> 'de-DE' ->> 'title', ''), '') from "trend_microtrend_macrotrends" l join "trend_microtrends" m on m."id" = l."microtrend_id"
union all
select l."macrotrend_id", l."microtrend_id", 'pt-PT', coalesce(nullif(m."translations" -> 'pt-PT' ->> 'title', ''), nullif(m."translations" -> 'en-US' ->> 'title', ''), nullif(m."translations" -> 'de-DE' ->> 'title', ''), '') from "trend_microtrend_macrotrends" l join "trend_microtrends" m on m."id" = l."microtrend_id"
union all
select l."macrotrend_id", l."microtrend_id", 'de-AT', coalesce(nullif(m."translations" -> 'de-AT' ->> 'title', ''), nullif(m."translations" -> 'de-DE' ->> 'title', ''), nullif(m."translations" -> 'en-US' ->> 'title', ''), '') from "trend_microtrend_macrotrends" l join "trend_microtrends" m on m."id" = l."microtrend_id";
