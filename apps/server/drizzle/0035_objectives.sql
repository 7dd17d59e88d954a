CREATE TABLE "objective_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"reason" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "objective_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_contract" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_production" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_receipt" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_profit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "objective_progress" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"month" text NOT NULL,
	"progress" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "objective_targets" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"department_id" text NOT NULL,
	"measure" text NOT NULL,
	"annual" numeric(18, 2) NOT NULL,
	"method" text NOT NULL,
	"months" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "objective_adjustments" ADD CONSTRAINT "objective_adjustments_plan_id_objective_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."objective_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_plans" ADD CONSTRAINT "objective_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_progress" ADD CONSTRAINT "objective_progress_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_targets" ADD CONSTRAINT "objective_targets_plan_id_objective_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."objective_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_targets" ADD CONSTRAINT "objective_targets_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objective_adjustments_plan_idx" ON "objective_adjustments" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "objective_plans_company_year_uq" ON "objective_plans" USING btree ("company_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "objective_progress_contract_month_uq" ON "objective_progress" USING btree ("contract_id","month");--> statement-breakpoint
CREATE INDEX "objective_progress_company_month_idx" ON "objective_progress" USING btree ("company_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "objective_targets_plan_dept_measure_uq" ON "objective_targets" USING btree ("plan_id","department_id","measure");--> statement-breakpoint
CREATE INDEX "objective_targets_company_idx" ON "objective_targets" USING btree ("company_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON objective_plans, objective_targets, objective_adjustments, objective_progress TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['objective_plans', 'objective_targets', 'objective_adjustments', 'objective_progress']
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
