-- SaaS: company logos, packages (user grades) over an enterprise-menu catalogue, the platform
-- operator flag; a request may edit its own company's name and logos.
ALTER TABLE "companies" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo2" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo3" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "grade_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_platform" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "saas_menu_id" text;--> statement-breakpoint
CREATE TABLE "saas_menus" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"name_key" text,
	"url" text,
	"href" text,
	"icon" text,
	"permission" text,
	"type" integer NOT NULL,
	"open_type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "saas_grades" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	CONSTRAINT "saas_grades_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "saas_grade_menus" (
	"grade_id" text NOT NULL,
	"saas_menu_id" text NOT NULL,
	CONSTRAINT "saas_grade_menus_grade_id_saas_menu_id_pk" PRIMARY KEY("grade_id","saas_menu_id")
);
--> statement-breakpoint
ALTER TABLE "saas_grade_menus" ADD CONSTRAINT "saas_grade_menus_grade_id_saas_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."saas_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saas_grade_menus" ADD CONSTRAINT "saas_grade_menus_saas_menu_id_saas_menus_id_fk" FOREIGN KEY ("saas_menu_id") REFERENCES "public"."saas_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "saas_roles" (
	"id" text PRIMARY KEY NOT NULL,
	"grade_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "saas_role_menus" (
	"saas_role_id" text NOT NULL,
	"saas_menu_id" text NOT NULL,
	CONSTRAINT "saas_role_menus_saas_role_id_saas_menu_id_pk" PRIMARY KEY("saas_role_id","saas_menu_id")
);
--> statement-breakpoint
ALTER TABLE "saas_roles" ADD CONSTRAINT "saas_roles_grade_id_saas_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."saas_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saas_role_menus" ADD CONSTRAINT "saas_role_menus_saas_role_id_saas_roles_id_fk" FOREIGN KEY ("saas_role_id") REFERENCES "public"."saas_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saas_role_menus" ADD CONSTRAINT "saas_role_menus_saas_menu_id_saas_menus_id_fk" FOREIGN KEY ("saas_menu_id") REFERENCES "public"."saas_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saas_roles_grade_code_uq" ON "saas_roles" USING btree ("grade_id","code");--> statement-breakpoint
-- The catalogue and the packages are the operator's: requests read them (a tenant's permissions
-- are bounded by its package) but change them only in the system context after the platform check.
REVOKE INSERT, UPDATE, DELETE ON saas_menus, saas_grades, saas_grade_menus, saas_roles, saas_role_menus
  FROM ccms_tenant;
--> statement-breakpoint
GRANT SELECT ON saas_menus, saas_grades, saas_grade_menus, saas_roles, saas_role_menus TO ccms_tenant;
--> statement-breakpoint
-- A request already sees only its own company row (0002); it may now change that row's name,
-- contact and logos, never its package, platform flag or enabled state.
REVOKE INSERT, UPDATE, DELETE ON companies FROM ccms_tenant;
--> statement-breakpoint
GRANT UPDATE (name, logo, logo2, logo3, contact_name, contact_phone, updated_at, updated_by)
  ON companies TO ccms_tenant;
--> statement-breakpoint
CREATE POLICY tenant_update ON companies FOR UPDATE TO ccms_tenant
  USING (id = current_setting('app.company_id', true))
  WITH CHECK (id = current_setting('app.company_id', true));
