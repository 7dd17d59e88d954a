CREATE TABLE "e_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"direction" text NOT NULL,
	"number_kind" text NOT NULL,
	"invoice_code" text,
	"invoice_number" text NOT NULL,
	"invoice_key" text NOT NULL,
	"invoice_type" text DEFAULT 'normal' NOT NULL,
	"issue_date" date NOT NULL,
	"seller_name" text NOT NULL,
	"seller_tax_no" text,
	"buyer_name" text NOT NULL,
	"buyer_tax_no" text,
	"amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"contract_id" text,
	"reimbursement_no" text,
	"file_id" text,
	"verify_status" text DEFAULT 'unverified' NOT NULL,
	"verified_date" date,
	"source" text DEFAULT 'manual' NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "staff_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"cert_no" text NOT NULL,
	"registered_unit" text,
	"issue_date" date NOT NULL,
	"valid_until" date,
	"education_hours" integer DEFAULT 0 NOT NULL,
	"file_id" text,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_file_id_file_items_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_certificates" ADD CONSTRAINT "staff_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_certificates" ADD CONSTRAINT "staff_certificates_file_id_file_items_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_key_uq" ON "e_invoices" USING btree ("company_id","invoice_key");--> statement-breakpoint
CREATE INDEX "e_invoices_company_date_idx" ON "e_invoices" USING btree ("company_id","issue_date");--> statement-breakpoint
CREATE INDEX "e_invoices_contract_idx" ON "e_invoices" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_certificates_kind_no_uq" ON "staff_certificates" USING btree ("company_id","kind","cert_no");--> statement-breakpoint
CREATE INDEX "staff_certificates_user_idx" ON "staff_certificates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_certificates_company_valid_idx" ON "staff_certificates" USING btree ("company_id","valid_until");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON staff_certificates, e_invoices TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['staff_certificates', 'e_invoices']
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
