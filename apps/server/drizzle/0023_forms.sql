-- Form engine: form definitions (fields, per-node field config) and their records.
CREATE TABLE "wf_form_records" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"form_id" text NOT NULL,
	"values" jsonb NOT NULL,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"instance_id" text,
	"created_by" text,
	"created_date" timestamp with time zone NOT NULL,
	"updated_by" text,
	"updated_date" timestamp with time zone NOT NULL,
	"last_submit_user_name" text,
	"last_submit_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wf_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"process_key" text,
	"category_name" text,
	"permission" text NOT NULL,
	"fields" jsonb NOT NULL,
	"nodes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "wf_form_records" ADD CONSTRAINT "wf_form_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_form_records" ADD CONSTRAINT "wf_form_records_form_id_wf_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."wf_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_forms" ADD CONSTRAINT "wf_forms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wf_form_records_company_form_idx" ON "wf_form_records" USING btree ("company_id","form_id","created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_forms_company_code_uq" ON "wf_forms" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "wf_forms_company_process_idx" ON "wf_forms" USING btree ("company_id","process_key");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON wf_forms, wf_form_records TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['wf_forms', 'wf_form_records']
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
