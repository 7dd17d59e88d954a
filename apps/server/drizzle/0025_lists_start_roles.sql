-- 我的关注 (wf_focus: instances a user follows) and model-role-manager (wf_start_roles: the roles that
-- may start a flow key; none = everybody with home:start:flow).
CREATE TABLE "wf_focus" (
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wf_focus_user_id_instance_id_pk" PRIMARY KEY("user_id","instance_id")
);
--> statement-breakpoint
CREATE TABLE "wf_start_roles" (
	"company_id" text NOT NULL,
	"definition_key" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "wf_start_roles_company_id_definition_key_role_id_pk" PRIMARY KEY("company_id","definition_key","role_id")
);
--> statement-breakpoint
ALTER TABLE "wf_focus" ADD CONSTRAINT "wf_focus_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_focus" ADD CONSTRAINT "wf_focus_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_focus" ADD CONSTRAINT "wf_focus_instance_id_wf_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."wf_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_start_roles" ADD CONSTRAINT "wf_start_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_start_roles" ADD CONSTRAINT "wf_start_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wf_focus_company_user_idx" ON "wf_focus" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON wf_focus, wf_start_roles TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['wf_focus', 'wf_start_roles']
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
