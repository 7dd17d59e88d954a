CREATE TABLE "bonus_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"calculation_id" text NOT NULL,
	"allocation_id" text NOT NULL,
	"move_id" text NOT NULL,
	"delta" numeric(18, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "bonus_allocations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"calculation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"stage" text,
	"amount" numeric(18, 2) NOT NULL,
	"released" numeric(18, 2) NOT NULL,
	"held_back" numeric(18, 2) NOT NULL,
	"paid" numeric(18, 2) DEFAULT '0' NOT NULL,
	"trace" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_calculations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"rule_id" text,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"received" numeric(18, 2) NOT NULL,
	"received_ex_vat" numeric(18, 2) NOT NULL,
	"coefficient" numeric(6, 4) NOT NULL,
	"pool" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"rule_snapshot" jsonb NOT NULL,
	"trace" jsonb NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "bonus_entrusts" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"principal_user_id" text NOT NULL,
	"agent_user_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "bonus_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"allocation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"paid_date" date NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "bonus_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"business_type" text NOT NULL,
	"rate" numeric(6, 4) NOT NULL,
	"coefficient_min" numeric(6, 4) DEFAULT '0.8' NOT NULL,
	"coefficient_max" numeric(6, 4) DEFAULT '1.2' NOT NULL,
	"role_splits" jsonb NOT NULL,
	"stage_splits" jsonb,
	"holdback_rate" numeric(6, 4) DEFAULT '0.15' NOT NULL,
	"effective_from" date NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "bonus_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"remark" text,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "bonus_adjustments" ADD CONSTRAINT "bonus_adjustments_calculation_id_bonus_calculations_id_fk" FOREIGN KEY ("calculation_id") REFERENCES "public"."bonus_calculations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_adjustments" ADD CONSTRAINT "bonus_adjustments_allocation_id_bonus_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."bonus_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_allocations" ADD CONSTRAINT "bonus_allocations_calculation_id_bonus_calculations_id_fk" FOREIGN KEY ("calculation_id") REFERENCES "public"."bonus_calculations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_allocations" ADD CONSTRAINT "bonus_allocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_calculations" ADD CONSTRAINT "bonus_calculations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_calculations" ADD CONSTRAINT "bonus_calculations_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_calculations" ADD CONSTRAINT "bonus_calculations_rule_id_bonus_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."bonus_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_entrusts" ADD CONSTRAINT "bonus_entrusts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_entrusts" ADD CONSTRAINT "bonus_entrusts_principal_user_id_users_id_fk" FOREIGN KEY ("principal_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_entrusts" ADD CONSTRAINT "bonus_entrusts_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_payments" ADD CONSTRAINT "bonus_payments_allocation_id_bonus_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."bonus_allocations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_payments" ADD CONSTRAINT "bonus_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_rules" ADD CONSTRAINT "bonus_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD CONSTRAINT "bonus_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_adjustments_calculation_idx" ON "bonus_adjustments" USING btree ("calculation_id");--> statement-breakpoint
CREATE INDEX "bonus_allocations_calculation_idx" ON "bonus_allocations" USING btree ("calculation_id");--> statement-breakpoint
CREATE INDEX "bonus_allocations_user_idx" ON "bonus_allocations" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "bonus_calculations_contract_idx" ON "bonus_calculations" USING btree ("contract_id","period_from");--> statement-breakpoint
CREATE INDEX "bonus_calculations_company_period_idx" ON "bonus_calculations" USING btree ("company_id","period_to");--> statement-breakpoint
CREATE INDEX "bonus_entrusts_agent_idx" ON "bonus_entrusts" USING btree ("company_id","agent_user_id");--> statement-breakpoint
CREATE INDEX "bonus_payments_allocation_idx" ON "bonus_payments" USING btree ("allocation_id");--> statement-breakpoint
CREATE INDEX "bonus_payments_company_date_idx" ON "bonus_payments" USING btree ("company_id","paid_date");--> statement-breakpoint
CREATE INDEX "bonus_rules_company_type_idx" ON "bonus_rules" USING btree ("company_id","business_type");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_templates_company_name_uq" ON "bonus_templates" USING btree ("company_id","name");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON bonus_rules, bonus_templates, bonus_entrusts, bonus_calculations, bonus_allocations, bonus_adjustments, bonus_payments TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['bonus_rules', 'bonus_templates', 'bonus_entrusts', 'bonus_calculations', 'bonus_allocations', 'bonus_adjustments', 'bonus_payments']
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
