CREATE TABLE "login_key_pairs" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_qr_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"ticket_hash" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"company_id" text,
	"user_id" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"scanned_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "login_qr_codes_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "login_qr_codes_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE TABLE "sso_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"id_token" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_states" (
	"id" text PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"browser_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sso_states_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
ALTER TABLE "login_qr_codes" ADD CONSTRAINT "login_qr_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_qr_codes" ADD CONSTRAINT "login_qr_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_qr_codes_expires_idx" ON "login_qr_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_sessions_user_idx" ON "sso_sessions" USING btree ("user_id");
--> statement-breakpoint
-- sso_sessions is tenant-owned like 0009's tables: a request sees only its company's rows.
GRANT SELECT, INSERT, UPDATE, DELETE ON sso_sessions TO ccms_tenant;
--> statement-breakpoint
ALTER TABLE sso_sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sso_sessions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON sso_sessions TO ccms_tenant
  USING (company_id = current_setting('app.company_id', true))
  WITH CHECK (company_id = current_setting('app.company_id', true));
--> statement-breakpoint
CREATE POLICY system_context ON sso_sessions TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
-- A QR code belongs to no company until a signed-in user scans it: a tenant request may see
-- unclaimed codes (to claim one by its ticket) and its own company's, and may write a row only
-- as its own company's. The waiting page polls on the system connection.
GRANT SELECT, UPDATE ON login_qr_codes TO ccms_tenant;
--> statement-breakpoint
ALTER TABLE login_qr_codes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE login_qr_codes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON login_qr_codes TO ccms_tenant
  USING (company_id IS NULL OR company_id = current_setting('app.company_id', true))
  WITH CHECK (company_id = current_setting('app.company_id', true));
--> statement-breakpoint
CREATE POLICY system_context ON login_qr_codes TO CURRENT_USER USING (true) WITH CHECK (true);
