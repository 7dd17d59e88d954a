-- Tenant isolation in the database: a request runs as ccms_tenant with app.company_id set to its
-- session's company (see src/db/tenancy.ts), and every tenant-owned table shows it only that
-- company's rows. The migrating role (the application's own connection) stays the system context
-- that sign-in, session lookup, seeding and migrations use.
DO $$ BEGIN
  CREATE ROLE ccms_tenant NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- Superusers may already switch to any role; others need the membership to SET ROLE.
DO $$ BEGIN
  IF NOT pg_has_role(current_user, 'ccms_tenant', 'MEMBER') THEN
    EXECUTE format('GRANT ccms_tenant TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO ccms_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ccms_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['departments', 'users', 'roles', 'user_roles', 'menus',
    'role_menus', 'role_departments', 'sessions']
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
--> statement-breakpoint
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON companies FOR SELECT TO ccms_tenant
  USING (id = current_setting('app.company_id', true));
--> statement-breakpoint
CREATE POLICY system_context ON companies TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE parameters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE parameters FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Global parameters (no company) are readable by every company; only its own rows are writable.
CREATE POLICY tenant_read ON parameters FOR SELECT TO ccms_tenant
  USING (company_id IS NULL OR company_id = current_setting('app.company_id', true));
--> statement-breakpoint
CREATE POLICY tenant_write ON parameters TO ccms_tenant
  USING (company_id = current_setting('app.company_id', true))
  WITH CHECK (company_id = current_setting('app.company_id', true));
--> statement-breakpoint
CREATE POLICY system_context ON parameters TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
-- Login names are unique across companies until the company-aware sign-in exists; a tenant
-- cannot see other companies' rows, so it asks this (running as the owner) instead.
CREATE FUNCTION login_name_taken(candidate text, except_user text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT EXISTS (SELECT 1 FROM users WHERE login_name = candidate AND id IS DISTINCT FROM except_user) $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION login_name_taken(text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION login_name_taken(text, text) TO ccms_tenant;
