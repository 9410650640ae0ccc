CREATE TABLE "company_features" (
	"company_id" uuid NOT NULL,
	"feature" text NOT NULL,
	"visibility" text,
	"enabled" boolean,
	CONSTRAINT "company_features_company_id_feature_pk" PRIMARY KEY("company_id","feature"),
	CONSTRAINT "company_features_visibility_check" CHECK ("company_features"."visibility" is null or "company_features"."visibility" in ('hidden', 'locked'))
);
--> statement-breakpoint
CREATE TABLE "service_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"visibility" text NOT NULL,
	"group_restricted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_access_service_company_unique" UNIQUE("service_id","company_id"),
	CONSTRAINT "service_access_id_company_unique" UNIQUE("id","company_id"),
	CONSTRAINT "service_access_visibility_check" CHECK ("service_access"."visibility" in ('visible', 'hidden', 'locked'))
);
--> statement-breakpoint
CREATE TABLE "service_access_groups" (
	"access_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "service_access_groups_access_id_group_id_pk" PRIMARY KEY("access_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icon" text DEFAULT 'apps' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"url" text,
	"path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_endpoints_target_check" CHECK (("service_endpoints"."type" = 'internal' and "service_endpoints"."path" is not null and "service_endpoints"."url" is null) or ("service_endpoints"."type" in ('embed', 'external', 'external_new_tab') and "service_endpoints"."url" is not null and "service_endpoints"."path" is null))
);
--> statement-breakpoint
CREATE TABLE "service_favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_favourites_unique" UNIQUE("company_id","user_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_uses_unique" UNIQUE("company_id","user_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icon" text DEFAULT 'apps' NOT NULL,
	"category_id" uuid,
	"endpoint_id" uuid,
	"is_builtin" boolean DEFAULT false NOT NULL,
	"default_visibility" text DEFAULT 'visible' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_slug_unique" UNIQUE("slug"),
	CONSTRAINT "services_endpoint_check" CHECK ("services"."is_builtin" or "services"."endpoint_id" is not null),
	CONSTRAINT "services_default_visibility_check" CHECK ("services"."default_visibility" in ('visible', 'hidden', 'locked'))
);
--> statement-breakpoint
ALTER TABLE "company_features" ADD CONSTRAINT "company_features_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_access" ADD CONSTRAINT "service_access_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_access" ADD CONSTRAINT "service_access_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_access_groups" ADD CONSTRAINT "service_access_groups_access_id_company_id_service_access_id_company_id_fk" FOREIGN KEY ("access_id","company_id") REFERENCES "public"."service_access"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_access_groups" ADD CONSTRAINT "service_access_groups_group_id_company_id_groups_id_company_id_fk" FOREIGN KEY ("group_id","company_id") REFERENCES "public"."groups"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_favourites" ADD CONSTRAINT "service_favourites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_favourites" ADD CONSTRAINT "service_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_favourites" ADD CONSTRAINT "service_favourites_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_uses" ADD CONSTRAINT "service_uses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_uses" ADD CONSTRAINT "service_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_uses" ADD CONSTRAINT "service_uses_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_endpoint_id_service_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."service_endpoints"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_access_company_id_idx" ON "service_access" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "services_endpoint_id_idx" ON "services" USING btree ("endpoint_id");--> statement-breakpoint
-- The built-in services exist in every installation, demo data or not: their pages are the portal's own.
INSERT INTO "services" ("slug", "names", "descriptions", "icon", "is_builtin") VALUES
	('whiteboard', '{"en-US": "Whiteboard", "de-DE": "Whiteboard"}', '{"en-US": "Sketch ideas together on a shared canvas.", "de-DE": "Ideen gemeinsam auf einer geteilten Fläche skizzieren."}', 'chalkboard', true),
	('academy', '{"en-US": "Academy", "de-DE": "Akademie"}', '{"en-US": "Courses and learning paths for your team.", "de-DE": "Kurse und Lernpfade für Ihr Team."}', 'school', true),
	('project-management', '{"en-US": "Project management", "de-DE": "Projektmanagement"}', '{"en-US": "Plan programmes, projects and measures.", "de-DE": "Programme, Projekte und Maßnahmen planen."}', 'layout-kanban', true)
ON CONFLICT ("slug") DO NOTHING;
