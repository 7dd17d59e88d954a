CREATE TABLE "sales_opportunities" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"name" text NOT NULL,
	"business_type" text NOT NULL,
	"region" text,
	"department_id" text,
	"owner_user_id" text NOT NULL,
	"expected_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"stage" text DEFAULT 'lead' NOT NULL,
	"opened_date" date NOT NULL,
	"expected_sign_date" date,
	"closed_date" date,
	"lost_reason" text,
	"contract_id" text,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "sales_opportunity_stages" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"opportunity_id" text NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"reason" text,
	"moved_on" date NOT NULL,
	"moved_at" timestamp with time zone NOT NULL,
	"moved_by" text
);
--> statement-breakpoint
CREATE TABLE "sales_targets" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"department_id" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"opportunities" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"signings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_work_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"department_id" text,
	"period_kind" text NOT NULL,
	"period_start" date NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"customer_id" text,
	"opportunity_id" text,
	"planned_date" date NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"result" text,
	"done_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "sales_opportunities" ADD CONSTRAINT "sales_opportunities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_opportunities" ADD CONSTRAINT "sales_opportunities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_opportunities" ADD CONSTRAINT "sales_opportunities_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_opportunities" ADD CONSTRAINT "sales_opportunities_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_opportunities" ADD CONSTRAINT "sales_opportunities_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_opportunity_stages" ADD CONSTRAINT "sales_opportunity_stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_opportunity_stages" ADD CONSTRAINT "sales_opportunity_stages_opportunity_id_sales_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."sales_opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_targets" ADD CONSTRAINT "sales_targets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_targets" ADD CONSTRAINT "sales_targets_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_work_plans" ADD CONSTRAINT "sales_work_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_work_plans" ADD CONSTRAINT "sales_work_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_work_plans" ADD CONSTRAINT "sales_work_plans_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_work_plans" ADD CONSTRAINT "sales_work_plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_work_plans" ADD CONSTRAINT "sales_work_plans_opportunity_id_sales_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."sales_opportunities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_opportunities_company_stage_idx" ON "sales_opportunities" USING btree ("company_id","stage");--> statement-breakpoint
CREATE INDEX "sales_opportunities_owner_idx" ON "sales_opportunities" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "sales_opportunities_customer_idx" ON "sales_opportunities" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sales_opportunity_stages_opp_idx" ON "sales_opportunity_stages" USING btree ("opportunity_id","moved_at");--> statement-breakpoint
CREATE INDEX "sales_opportunity_stages_company_day_idx" ON "sales_opportunity_stages" USING btree ("company_id","moved_on");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_targets_company_dept_month_uq" ON "sales_targets" USING btree ("company_id","department_id","year","month");--> statement-breakpoint
CREATE INDEX "sales_work_plans_company_user_idx" ON "sales_work_plans" USING btree ("company_id","user_id","period_start");--> statement-breakpoint
CREATE INDEX "sales_work_plans_customer_idx" ON "sales_work_plans" USING btree ("customer_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON sales_opportunities, sales_opportunity_stages, sales_work_plans, sales_targets TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['sales_opportunities', 'sales_opportunity_stages', 'sales_work_plans', 'sales_targets']
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
