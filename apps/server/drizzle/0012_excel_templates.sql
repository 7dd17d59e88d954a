CREATE TABLE "excel_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"target" text NOT NULL,
	"sheet_name" text,
	"header_row" integer DEFAULT 2 NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "excel_template_columns" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"template_id" text NOT NULL,
	"field" text NOT NULL,
	"title" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"type" text DEFAULT 'string' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"dict_code" text,
	"is_unique" boolean DEFAULT false NOT NULL,
	"max_length" integer,
	"width" integer DEFAULT 16 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "excel_templates" ADD CONSTRAINT "excel_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_template_columns" ADD CONSTRAINT "excel_template_columns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_template_columns" ADD CONSTRAINT "excel_template_columns_template_id_excel_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."excel_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "excel_templates_company_code_uq" ON "excel_templates" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "excel_template_columns_template_field_uq" ON "excel_template_columns" USING btree ("template_id","field");--> statement-breakpoint
-- Templates and their columns get the tenant isolation of 0002: a request (ccms_tenant with
-- app.company_id) sees and writes only its company's templates, so another company can neither
-- list, read, download nor import through them.
GRANT SELECT, INSERT, UPDATE, DELETE ON excel_templates, excel_template_columns TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['excel_templates', 'excel_template_columns']
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
