CREATE TABLE "invoice_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"contract_id" text NOT NULL,
	"kind" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_tax_no" text,
	"buyer_address_phone" text,
	"buyer_bank_account" text,
	"amount" numeric(18, 2) NOT NULL,
	"tax_rate" numeric(6, 4) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"net_amount" numeric(18, 2) NOT NULL,
	"content" text NOT NULL,
	"memo" text,
	"over_invoicing" boolean DEFAULT false NOT NULL,
	"over_reason" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"applicant_id" text,
	"applied_date" date NOT NULL,
	"submitted_at" timestamp with time zone,
	"invoice_id" text,
	"invoice_no" text,
	"issued_date" date,
	"issued_by" text,
	"return_reason" text,
	"red_invoice_id" text,
	"red_invoice_no" text,
	"red_date" date,
	"void_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "loan_repayments" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"loan_id" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"repaid_date" date NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"borrower_id" text NOT NULL,
	"department_id" text,
	"amount" numeric(18, 2) NOT NULL,
	"purpose" text NOT NULL,
	"loan_date" date NOT NULL,
	"expected_repay_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"repaid_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"opinion" text,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "price_rate_tiers" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"business_type" text NOT NULL,
	"seq" integer NOT NULL,
	"upper_limit" numeric(18, 2),
	"rate" numeric(8, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"customer_id" text,
	"customer_name" text NOT NULL,
	"project_name" text NOT NULL,
	"business_type" text NOT NULL,
	"basis_kind" text NOT NULL,
	"basis_amount" numeric(18, 2) NOT NULL,
	"guidance_fee" numeric(18, 2) NOT NULL,
	"proposed_fee" numeric(18, 2) NOT NULL,
	"discount_rate" numeric(8, 6) NOT NULL,
	"reason" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"applicant_id" text,
	"department_id" text,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"opinion" text,
	"contract_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_red_invoice_id_invoices_id_fk" FOREIGN KEY ("red_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_borrower_id_users_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rate_tiers" ADD CONSTRAINT "price_rate_tiers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_applications_company_code_uq" ON "invoice_applications" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "invoice_applications_contract_idx" ON "invoice_applications" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "invoice_applications_company_status_idx" ON "invoice_applications" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "loan_repayments_loan_idx" ON "loan_repayments" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_company_code_uq" ON "loans" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "loans_company_borrower_idx" ON "loans" USING btree ("company_id","borrower_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_rate_tiers_company_type_seq_uq" ON "price_rate_tiers" USING btree ("company_id","business_type","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "price_requests_company_code_uq" ON "price_requests" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "price_requests_company_status_idx" ON "price_requests" USING btree ("company_id","status");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON invoice_applications, loans, loan_repayments, price_rate_tiers, price_requests TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['invoice_applications', 'loans', 'loan_repayments', 'price_rate_tiers', 'price_requests']
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
