CREATE TABLE "cost_catalogue_materials" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"group_code" text NOT NULL,
	"group_name" text NOT NULL,
	"class_code" text NOT NULL,
	"class_name" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_node_factors" (
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"node_id" text NOT NULL,
	"code" text NOT NULL,
	"value" numeric(20, 4) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	CONSTRAINT "cost_node_factors_node_id_code_pk" PRIMARY KEY("node_id","code")
);
--> statement-breakpoint
CREATE TABLE "cost_rule_tables" (
	"company_id" text NOT NULL,
	"table_key" text NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cost_rule_tables_company_id_table_key_pk" PRIMARY KEY("company_id","table_key")
);
--> statement-breakpoint
CREATE TABLE "cost_subject_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"subject_code" text NOT NULL,
	"factor_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_logical_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"key" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"a" jsonb NOT NULL,
	"b" jsonb NOT NULL,
	"relation" text NOT NULL,
	"tolerance" numeric(10, 4) DEFAULT '0' NOT NULL,
	"severity" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_record_forms" (
	"record_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"checker" text DEFAULT '' NOT NULL,
	"control_project_id" text,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "cost_catalogue_materials" ADD CONSTRAINT "cost_catalogue_materials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_node_factors" ADD CONSTRAINT "cost_node_factors_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_rule_tables" ADD CONSTRAINT "cost_rule_tables_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_subject_factors" ADD CONSTRAINT "cost_subject_factors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_logical_rules" ADD CONSTRAINT "quality_logical_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_record_forms" ADD CONSTRAINT "quality_record_forms_record_id_quality_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."quality_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_record_forms" ADD CONSTRAINT "quality_record_forms_control_project_id_cost_projects_id_fk" FOREIGN KEY ("control_project_id") REFERENCES "public"."cost_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_catalogue_materials_company_code_uq" ON "cost_catalogue_materials" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "cost_node_factors_project_idx" ON "cost_node_factors" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_subject_factors_uq" ON "cost_subject_factors" USING btree ("company_id","subject_code","factor_code");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_logical_rules_company_key_uq" ON "quality_logical_rules" USING btree ("company_id","key");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON cost_rule_tables, cost_catalogue_materials, quality_logical_rules, quality_record_forms, cost_subject_factors, cost_node_factors TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['cost_rule_tables', 'cost_catalogue_materials', 'quality_logical_rules', 'quality_record_forms', 'cost_subject_factors', 'cost_node_factors']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I TO ccms_tenant'
      ' USING (company_id = current_setting(''app.company_id'', true))'
      ' WITH CHECK (company_id = current_setting(''app.company_id'', true))',
      tenant_table);
    EXECUTE format(
      'CREATE POLICY system_context ON %I TO CURRENT_USER USING (true) WITH CHECK (true)',
      tenant_table);
  END LOOP;
END $$;
