CREATE TABLE "invoice_infos" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"invoices_type" integer NOT NULL,
	"person_name" text,
	"company_name" text,
	"honesty_code" text,
	"email" text,
	"registered_address" text,
	"phone" text,
	"bank" text,
	"bank_account" text,
	"receiver" text,
	"receive_address" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "invoice_infos" ADD CONSTRAINT "invoice_infos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_infos" ADD CONSTRAINT "invoice_infos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Invoice information gets the tenant isolation of 0002: a request (ccms_tenant with
-- app.company_id) sees and writes only its company's rows; which user's row is the application's
-- rule (every query names the session's user).
GRANT SELECT, INSERT, UPDATE, DELETE ON invoice_infos TO ccms_tenant;
--> statement-breakpoint
ALTER TABLE invoice_infos ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE invoice_infos FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoice_infos TO ccms_tenant
  USING (company_id = current_setting('app.company_id', true))
  WITH CHECK (company_id = current_setting('app.company_id', true));
--> statement-breakpoint
CREATE POLICY system_context ON invoice_infos TO CURRENT_USER USING (true) WITH CHECK (true);
