CREATE TABLE "follow_audit_items" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"seq" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"contract_quantity" numeric(20, 4) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "follow_audit_measures" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"period_id" text NOT NULL,
	"item_id" text NOT NULL,
	"reported_quantity" numeric(20, 4) DEFAULT '0' NOT NULL,
	"approved_quantity" numeric(20, 4) DEFAULT '0' NOT NULL,
	"over_reason" text,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "follow_audit_periods" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"pay_amount" numeric(18, 2),
	"opinion" text,
	"return_reason" text,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"approved_amount" numeric(18, 2),
	"advance_deduction" numeric(18, 2),
	"retention" numeric(18, 2),
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "follow_audit_projects" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"customer_id" text,
	"contractor" text NOT NULL,
	"cost_project_id" text,
	"contract_amount" numeric(18, 2) NOT NULL,
	"pay_ratio" numeric(6, 4) NOT NULL,
	"advance_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"advance_start_ratio" numeric(6, 4) DEFAULT '0' NOT NULL,
	"advance_deduct_ratio" numeric(6, 4) DEFAULT '0' NOT NULL,
	"retention_ratio" numeric(6, 4) DEFAULT '0' NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "follow_audit_items" ADD CONSTRAINT "follow_audit_items_project_id_follow_audit_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."follow_audit_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_audit_measures" ADD CONSTRAINT "follow_audit_measures_period_id_follow_audit_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."follow_audit_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_audit_measures" ADD CONSTRAINT "follow_audit_measures_item_id_follow_audit_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."follow_audit_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_audit_periods" ADD CONSTRAINT "follow_audit_periods_project_id_follow_audit_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."follow_audit_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_audit_projects" ADD CONSTRAINT "follow_audit_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_audit_projects" ADD CONSTRAINT "follow_audit_projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_audit_projects" ADD CONSTRAINT "follow_audit_projects_cost_project_id_cost_projects_id_fk" FOREIGN KEY ("cost_project_id") REFERENCES "public"."cost_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_audit_items_project_idx" ON "follow_audit_items" USING btree ("project_id","seq");--> statement-breakpoint
CREATE INDEX "follow_audit_items_company_idx" ON "follow_audit_items" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_audit_measures_period_item_uq" ON "follow_audit_measures" USING btree ("period_id","item_id");--> statement-breakpoint
CREATE INDEX "follow_audit_measures_item_idx" ON "follow_audit_measures" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "follow_audit_measures_company_idx" ON "follow_audit_measures" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_audit_periods_project_period_uq" ON "follow_audit_periods" USING btree ("project_id","period");--> statement-breakpoint
CREATE INDEX "follow_audit_periods_company_idx" ON "follow_audit_periods" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "follow_audit_projects_company_idx" ON "follow_audit_projects" USING btree ("company_id","created_at");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON follow_audit_projects, follow_audit_items, follow_audit_periods, follow_audit_measures TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['follow_audit_projects', 'follow_audit_items', 'follow_audit_periods', 'follow_audit_measures']
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
