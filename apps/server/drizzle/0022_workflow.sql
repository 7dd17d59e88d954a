CREATE TABLE "wf_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "wf_copies" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"seq" integer NOT NULL,
	"from_user" text NOT NULL,
	"to_user" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_definitions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"model_id" text,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"category_id" text,
	"version" integer NOT NULL,
	"xml" text NOT NULL,
	"pc_enabled" boolean DEFAULT true NOT NULL,
	"deployed_at" timestamp with time zone NOT NULL,
	"deployed_by" text
);
--> statement-breakpoint
CREATE TABLE "wf_dept_leaders" (
	"company_id" text NOT NULL,
	"dept_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wf_dept_leaders_dept_id_user_id_pk" PRIMARY KEY("dept_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wf_favourites" (
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"definition_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wf_favourites_user_id_definition_key_pk" PRIMARY KEY("user_id","definition_key")
);
--> statement-breakpoint
CREATE TABLE "wf_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"definition_id" text NOT NULL,
	"definition_key" text NOT NULL,
	"title" text NOT NULL,
	"form_id" text,
	"record_id" text,
	"starter_id" text NOT NULL,
	"status" text NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wf_models" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"category_id" text,
	"xml" text NOT NULL,
	"pc_enabled" boolean DEFAULT true NOT NULL,
	"deployed_version" integer,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "wf_opinions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"seq" integer NOT NULL,
	"engine_task_id" text,
	"activity_id" text,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"engine_task_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"name" text NOT NULL,
	"assignee" text,
	"candidates" jsonb NOT NULL,
	"status" text NOT NULL,
	"outcome" text,
	"completed_by" text,
	"owner" text,
	"delegation_state" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wf_categories" ADD CONSTRAINT "wf_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_copies" ADD CONSTRAINT "wf_copies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_copies" ADD CONSTRAINT "wf_copies_instance_id_wf_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."wf_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_definitions" ADD CONSTRAINT "wf_definitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_definitions" ADD CONSTRAINT "wf_definitions_model_id_wf_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."wf_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_definitions" ADD CONSTRAINT "wf_definitions_category_id_wf_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."wf_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_dept_leaders" ADD CONSTRAINT "wf_dept_leaders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_dept_leaders" ADD CONSTRAINT "wf_dept_leaders_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_dept_leaders" ADD CONSTRAINT "wf_dept_leaders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_favourites" ADD CONSTRAINT "wf_favourites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_favourites" ADD CONSTRAINT "wf_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_instances" ADD CONSTRAINT "wf_instances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_instances" ADD CONSTRAINT "wf_instances_definition_id_wf_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."wf_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_models" ADD CONSTRAINT "wf_models_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_models" ADD CONSTRAINT "wf_models_category_id_wf_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."wf_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_opinions" ADD CONSTRAINT "wf_opinions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_opinions" ADD CONSTRAINT "wf_opinions_instance_id_wf_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."wf_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_tasks" ADD CONSTRAINT "wf_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_tasks" ADD CONSTRAINT "wf_tasks_instance_id_wf_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."wf_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wf_categories_company_name_uq" ON "wf_categories" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_copies_instance_seq_to_uq" ON "wf_copies" USING btree ("instance_id","seq","to_user");--> statement-breakpoint
CREATE INDEX "wf_copies_company_to_idx" ON "wf_copies" USING btree ("company_id","to_user");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_definitions_company_key_version_uq" ON "wf_definitions" USING btree ("company_id","key","version");--> statement-breakpoint
CREATE INDEX "wf_instances_company_starter_idx" ON "wf_instances" USING btree ("company_id","starter_id","started_at");--> statement-breakpoint
CREATE INDEX "wf_instances_company_started_idx" ON "wf_instances" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_models_company_key_uq" ON "wf_models" USING btree ("company_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_opinions_instance_seq_uq" ON "wf_opinions" USING btree ("instance_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_tasks_instance_engine_uq" ON "wf_tasks" USING btree ("instance_id","engine_task_id");--> statement-breakpoint
CREATE INDEX "wf_tasks_company_assignee_idx" ON "wf_tasks" USING btree ("company_id","assignee","status");--> statement-breakpoint
CREATE INDEX "wf_tasks_company_done_idx" ON "wf_tasks" USING btree ("company_id","completed_by");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON wf_categories, wf_models, wf_definitions, wf_instances, wf_tasks, wf_opinions, wf_copies, wf_favourites, wf_dept_leaders TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['wf_categories', 'wf_models', 'wf_definitions', 'wf_instances', 'wf_tasks', 'wf_opinions', 'wf_copies', 'wf_favourites', 'wf_dept_leaders']
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
