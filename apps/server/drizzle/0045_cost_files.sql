CREATE TABLE "cost_files" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"document_id" text NOT NULL,
	"version" integer NOT NULL,
	"project_id" text NOT NULL,
	"stage" text NOT NULL,
	"name" text NOT NULL,
	"file_id" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "cost_files" ADD CONSTRAINT "cost_files_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_files" ADD CONSTRAINT "cost_files_file_id_file_items_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_files_document_version_uq" ON "cost_files" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "cost_files_company_project_idx" ON "cost_files" USING btree ("company_id","project_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON cost_files TO ccms_tenant;
--> statement-breakpoint
ALTER TABLE cost_files ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE cost_files FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON cost_files TO ccms_tenant
  USING (company_id = current_setting('app.company_id', true))
  WITH CHECK (company_id = current_setting('app.company_id', true));
--> statement-breakpoint
CREATE POLICY system_context ON cost_files TO CURRENT_USER USING (true) WITH CHECK (true);
