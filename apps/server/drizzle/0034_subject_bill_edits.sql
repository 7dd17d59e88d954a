CREATE TABLE "cost_subject_bill_edits" (
	"bill_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"quantity" numeric(24, 8),
	"norms" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cost_subject_bill_removals" (
	"bill_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"subject_code" text NOT NULL,
	"method" text NOT NULL,
	"score" numeric(5, 4),
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "cost_subject_bill_edits" ADD CONSTRAINT "cost_subject_bill_edits_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_subject_bill_removals" ADD CONSTRAINT "cost_subject_bill_removals_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_subject_bill_edits_project_idx" ON "cost_subject_bill_edits" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "cost_subject_bill_edits_company_idx" ON "cost_subject_bill_edits" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "cost_subject_bill_removals_project_idx" ON "cost_subject_bill_removals" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "cost_subject_bill_removals_company_idx" ON "cost_subject_bill_removals" USING btree ("company_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON cost_subject_bill_edits, cost_subject_bill_removals TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['cost_subject_bill_edits', 'cost_subject_bill_removals']
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
