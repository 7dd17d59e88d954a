CREATE TABLE "wf_form_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"form_id" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" text
);
--> statement-breakpoint
ALTER TABLE "wf_form_records" ADD COLUMN "form_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "wf_forms" ADD COLUMN "tree_parent" text;--> statement-breakpoint
ALTER TABLE "wf_forms" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "wf_form_versions" ADD CONSTRAINT "wf_form_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_form_versions" ADD CONSTRAINT "wf_form_versions_form_id_wf_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."wf_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wf_form_versions_form_version_uq" ON "wf_form_versions" USING btree ("form_id","version");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON wf_form_versions TO ccms_tenant;
--> statement-breakpoint
ALTER TABLE wf_form_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE wf_form_versions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON wf_form_versions TO ccms_tenant
  USING (company_id = current_setting('app.company_id', true))
  WITH CHECK (company_id = current_setting('app.company_id', true));
--> statement-breakpoint
CREATE POLICY system_context ON wf_form_versions TO CURRENT_USER USING (true) WITH CHECK (true);
