CREATE TABLE "cost_material_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"resource_code" text NOT NULL,
	"catalogue_code" text,
	"confidence" numeric(5, 4),
	"method" text,
	"confirmed" boolean DEFAULT false NOT NULL,
	"transform_unit" text,
	"transform_factor" numeric(20, 8),
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "cost_material_codes" ADD CONSTRAINT "cost_material_codes_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_material_codes_project_resource_uq" ON "cost_material_codes" USING btree ("project_id","resource_code");--> statement-breakpoint
CREATE INDEX "cost_material_codes_company_idx" ON "cost_material_codes" USING btree ("company_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON cost_material_codes TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['cost_material_codes']
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
