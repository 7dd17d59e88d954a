CREATE TABLE "contract_payment_cycles" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"ratio" numeric(6, 4) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"due_date" date,
	"condition" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "e_invoice_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"status" text NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"verified_at" timestamp with time zone NOT NULL,
	"verified_by" text,
	"verified_by_name" text
);
--> statement-breakpoint
ALTER TABLE "contract_payment_cycles" ADD CONSTRAINT "contract_payment_cycles_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_verifications" ADD CONSTRAINT "e_invoice_verifications_invoice_id_e_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."e_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_payment_cycles_contract_seq_uq" ON "contract_payment_cycles" USING btree ("contract_id","seq");--> statement-breakpoint
CREATE INDEX "contract_payment_cycles_company_idx" ON "contract_payment_cycles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "e_invoice_verifications_invoice_idx" ON "e_invoice_verifications" USING btree ("invoice_id","verified_at");--> statement-breakpoint
CREATE INDEX "e_invoice_verifications_company_idx" ON "e_invoice_verifications" USING btree ("company_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON e_invoice_verifications, contract_payment_cycles TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['e_invoice_verifications', 'contract_payment_cycles']
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
