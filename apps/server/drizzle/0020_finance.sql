CREATE TABLE "bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"account_unit" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"opening_balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"opening_date" date,
	"department_id" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "bank_details" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"account_id" text NOT NULL,
	"batch_id" text,
	"seq" integer NOT NULL,
	"date_time" timestamp NOT NULL,
	"income" numeric(18, 2) DEFAULT '0' NOT NULL,
	"pay" numeric(18, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(18, 2),
	"other_side_unit" text,
	"other_side_name" text,
	"other_side_account" text,
	"matter" text,
	"summary" text,
	"memo" text,
	"serial_no" text,
	"dedupe_key" text NOT NULL,
	"is_need_claim" boolean DEFAULT false NOT NULL,
	"claim_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"need_claim_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"corrected_by" text,
	"corrected_at" timestamp with time zone,
	"is_change_account" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "bank_import_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"account_id" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"added_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "contract_members" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"stage" text,
	"weight" numeric(10, 4) DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"customer_id" text,
	"business_type" text NOT NULL,
	"department_id" text,
	"leader_user_id" text,
	"signed_date" date NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"vat_rate" numeric(6, 4) DEFAULT '0.06' NOT NULL,
	"status" text DEFAULT 'signed' NOT NULL,
	"cost_project_id" text,
	"region" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cost_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"department_id" text,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"occurred_date" date NOT NULL,
	"contract_id" text,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"region" text,
	"is_key" boolean DEFAULT false NOT NULL,
	"contact" text,
	"phone" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"invoice_no" text NOT NULL,
	"kind" text DEFAULT 'special' NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"tax_rate" numeric(6, 4) DEFAULT '0.06' NOT NULL,
	"issued_date" date NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"bank_detail_id" text,
	"amount" numeric(18, 2) NOT NULL,
	"received_date" date NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_batch_id_bank_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bank_import_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_batches" ADD CONSTRAINT "bank_import_batches_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_members" ADD CONSTRAINT "contract_members_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_members" ADD CONSTRAINT "contract_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_leader_user_id_users_id_fk" FOREIGN KEY ("leader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_cost_project_id_cost_projects_id_fk" FOREIGN KEY ("cost_project_id") REFERENCES "public"."cost_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_entries" ADD CONSTRAINT "cost_entries_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_entries" ADD CONSTRAINT "cost_entries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_bank_detail_id_bank_details_id_fk" FOREIGN KEY ("bank_detail_id") REFERENCES "public"."bank_details"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_company_no_uq" ON "bank_accounts" USING btree ("company_id","account_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_details_dedupe_uq" ON "bank_details" USING btree ("company_id","account_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "bank_details_account_seq_idx" ON "bank_details" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "bank_details_company_date_idx" ON "bank_details" USING btree ("company_id","date_time");--> statement-breakpoint
CREATE INDEX "bank_import_batches_account_idx" ON "bank_import_batches" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_members_contract_idx" ON "contract_members" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_members_user_idx" ON "contract_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_company_code_uq" ON "contracts" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "contracts_company_signed_idx" ON "contracts" USING btree ("company_id","signed_date");--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "cost_entries_company_date_idx" ON "cost_entries" USING btree ("company_id","occurred_date");--> statement-breakpoint
CREATE INDEX "cost_entries_contract_idx" ON "cost_entries" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_name_uq" ON "customers" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "invoices_contract_idx" ON "invoices" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "invoices_company_date_idx" ON "invoices" USING btree ("company_id","issued_date");--> statement-breakpoint
CREATE INDEX "receipts_contract_idx" ON "receipts" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "receipts_bank_detail_idx" ON "receipts" USING btree ("bank_detail_id");--> statement-breakpoint
CREATE INDEX "receipts_company_date_idx" ON "receipts" USING btree ("company_id","received_date");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON bank_accounts, bank_import_batches, bank_details, customers, contracts, contract_members, receipts, invoices, cost_entries TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['bank_accounts', 'bank_import_batches', 'bank_details', 'customers', 'contracts', 'contract_members', 'receipts', 'invoices', 'cost_entries']
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
