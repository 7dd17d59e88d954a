CREATE TABLE "cost_bill_model_links" (
	"bill_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"model_id" text NOT NULL,
	"method" text NOT NULL,
	"score" numeric(5, 4),
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cost_bill_models" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"subject_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cost_project_books" (
	"project_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"bill_book_id" text,
	"norm_book_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "cost_bill_model_links" ADD CONSTRAINT "cost_bill_model_links_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_bill_model_links" ADD CONSTRAINT "cost_bill_model_links_model_id_cost_bill_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."cost_bill_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_project_books" ADD CONSTRAINT "cost_project_books_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_bill_model_links_project_idx" ON "cost_bill_model_links" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "cost_bill_model_links_model_idx" ON "cost_bill_model_links" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "cost_bill_model_links_company_idx" ON "cost_bill_model_links" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_bill_models_company_code_name_uq" ON "cost_bill_models" USING btree ("company_id","code","name");--> statement-breakpoint
CREATE INDEX "cost_bill_models_company_subject_idx" ON "cost_bill_models" USING btree ("company_id","subject_code");--> statement-breakpoint
CREATE INDEX "cost_project_books_company_idx" ON "cost_project_books" USING btree ("company_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON cost_bill_models, cost_bill_model_links, cost_project_books TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['cost_bill_models', 'cost_bill_model_links', 'cost_project_books']
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
