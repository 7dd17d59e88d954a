CREATE TABLE "quality_logical_records" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"checked_by" text,
	"passed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_logical_results" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"record_id" text NOT NULL,
	"rule" text NOT NULL,
	"status" text NOT NULL,
	"severity" text NOT NULL,
	"a_value" numeric(20, 4) NOT NULL,
	"b_value" numeric(20, 4) NOT NULL,
	"ignored" boolean DEFAULT false NOT NULL,
	"ignored_by" text,
	"ignored_at" timestamp with time zone,
	"opinion" text
);
--> statement-breakpoint
ALTER TABLE "quality_logical_records" ADD CONSTRAINT "quality_logical_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_logical_records" ADD CONSTRAINT "quality_logical_records_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_logical_results" ADD CONSTRAINT "quality_logical_results_record_id_quality_logical_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."quality_logical_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quality_logical_records_project_idx" ON "quality_logical_records" USING btree ("project_id","checked_at");--> statement-breakpoint
CREATE INDEX "quality_logical_results_record_idx" ON "quality_logical_results" USING btree ("record_id","rule");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON quality_logical_records, quality_logical_results TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['quality_logical_records', 'quality_logical_results']
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
