CREATE TABLE "throttle_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_assign_rule_groups" (
	"rule_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "auto_assign_rule_groups_rule_id_group_id_pk" PRIMARY KEY("rule_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "auto_assign_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"is_company_admin" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_assign_rules_domain_unique" UNIQUE("domain"),
	CONSTRAINT "auto_assign_rules_id_company_unique" UNIQUE("id","company_id")
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "auto_assign_rule_groups" ADD CONSTRAINT "auto_assign_rule_groups_rule_id_company_id_auto_assign_rules_id_company_id_fk" FOREIGN KEY ("rule_id","company_id") REFERENCES "public"."auto_assign_rules"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_assign_rule_groups" ADD CONSTRAINT "auto_assign_rule_groups_group_id_company_id_groups_id_company_id_fk" FOREIGN KEY ("group_id","company_id") REFERENCES "public"."groups"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_assign_rules" ADD CONSTRAINT "auto_assign_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "throttle_events_email_idx" ON "throttle_events" USING btree ("action","email","created_at");--> statement-breakpoint
CREATE INDEX "throttle_events_ip_idx" ON "throttle_events" USING btree ("action","ip","created_at");--> statement-breakpoint
CREATE INDEX "auto_assign_rule_groups_group_id_idx" ON "auto_assign_rule_groups" USING btree ("group_id");