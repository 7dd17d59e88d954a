-- Cost data: the project library (projects, structure tree, bills with norms, 总价措施, 其他项目,
-- 人材机, fee tables), quality-check records and findings, rule overrides and saved searches.
CREATE TABLE "cost_bills" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"node_id" text NOT NULL,
	"kind" text DEFAULT 'item' NOT NULL,
	"seq" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"features" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(20, 4) NOT NULL,
	"unit_price" numeric(20, 2) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"provisional" numeric(20, 2) DEFAULT '0' NOT NULL,
	"labour" numeric(20, 4) DEFAULT '0' NOT NULL,
	"material" numeric(20, 4) DEFAULT '0' NOT NULL,
	"machine" numeric(20, 4) DEFAULT '0' NOT NULL,
	"overhead" numeric(20, 4) DEFAULT '0' NOT NULL,
	"profit" numeric(20, 4) DEFAULT '0' NOT NULL,
	"risk" numeric(20, 4) DEFAULT '0' NOT NULL,
	"norms" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_fees" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"parent_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'custom' NOT NULL,
	"base" text DEFAULT '' NOT NULL,
	"rate" numeric(20, 4) DEFAULT '100' NOT NULL,
	"amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"non_competitive" boolean DEFAULT false NOT NULL,
	"is_total" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_measures" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"seq" integer NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"base" text DEFAULT '' NOT NULL,
	"rate" numeric(20, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"adjusted_rate" numeric(20, 4),
	"adjusted_amount" numeric(20, 2)
);
--> statement-breakpoint
CREATE TABLE "cost_nodes" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"parent_id" text,
	"parent_ids" text DEFAULT '' NOT NULL,
	"level" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"amount" numeric(20, 2),
	"area" numeric(18, 2),
	"labour_day_rate" numeric(20, 2),
	"published_labour_day_rate" numeric(20, 2),
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cost_others" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"unit" text,
	"quantity" numeric(20, 4),
	"price" numeric(20, 2),
	"rate" numeric(20, 4),
	"base_amount" numeric(20, 2)
);
--> statement-breakpoint
CREATE TABLE "cost_projects" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"root_node_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"kind" text,
	"project_kind_id" text,
	"file_type" text DEFAULT 'control' NOT NULL,
	"tax_method" text DEFAULT 'general' NOT NULL,
	"region" text,
	"price_date" date NOT NULL,
	"area" numeric(18, 2),
	"floors" integer,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"special_units" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cost_resources" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"price" numeric(20, 4) DEFAULT '0' NOT NULL,
	"quantity" numeric(20, 4) DEFAULT '0' NOT NULL,
	"info_price" numeric(20, 4),
	"provisional" boolean DEFAULT false NOT NULL,
	"owner_supplied" boolean DEFAULT false NOT NULL,
	"owner_quantity" numeric(20, 4),
	"owner_price" numeric(20, 4),
	"risk_rate" numeric(20, 4)
);
--> statement-breakpoint
CREATE TABLE "cost_saved_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"condition" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_findings" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"record_id" text NOT NULL,
	"check" text NOT NULL,
	"rule" text NOT NULL,
	"severity" text NOT NULL,
	"node_id" text,
	"row_kind" text DEFAULT '' NOT NULL,
	"row_id" text,
	"row_label" text DEFAULT '' NOT NULL,
	"expected" text,
	"actual" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"viewed" boolean DEFAULT false NOT NULL,
	"ignored" boolean DEFAULT false NOT NULL,
	"ignored_by" text,
	"ignored_at" timestamp with time zone,
	"opinion" text
);
--> statement-breakpoint
CREATE TABLE "quality_records" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"checks" text[] NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"started_by" text,
	"errors" integer DEFAULT 0 NOT NULL,
	"warnings" integer DEFAULT 0 NOT NULL,
	"infos" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_rule_overrides" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"key" text NOT NULL,
	"project_kind" text,
	"region" text,
	"file_type" text,
	"min" numeric(20, 6),
	"max" numeric(20, 6),
	"severity" text,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_bills" ADD CONSTRAINT "cost_bills_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_fees" ADD CONSTRAINT "cost_fees_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_measures" ADD CONSTRAINT "cost_measures_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_nodes" ADD CONSTRAINT "cost_nodes_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_others" ADD CONSTRAINT "cost_others_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_projects" ADD CONSTRAINT "cost_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_projects" ADD CONSTRAINT "cost_projects_project_kind_id_project_kinds_id_fk" FOREIGN KEY ("project_kind_id") REFERENCES "public"."project_kinds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_resources" ADD CONSTRAINT "cost_resources_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_saved_searches" ADD CONSTRAINT "cost_saved_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_saved_searches" ADD CONSTRAINT "cost_saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_findings" ADD CONSTRAINT "quality_findings_record_id_quality_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."quality_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_records" ADD CONSTRAINT "quality_records_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_rule_overrides" ADD CONSTRAINT "quality_rule_overrides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_bills_unit_seq_idx" ON "cost_bills" USING btree ("unit_id","kind","seq");--> statement-breakpoint
CREATE INDEX "cost_bills_node_idx" ON "cost_bills" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "cost_bills_project_idx" ON "cost_bills" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "cost_fees_unit_idx" ON "cost_fees" USING btree ("unit_id","sort");--> statement-breakpoint
CREATE INDEX "cost_fees_project_idx" ON "cost_fees" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "cost_measures_unit_idx" ON "cost_measures" USING btree ("unit_id","seq");--> statement-breakpoint
CREATE INDEX "cost_measures_project_idx" ON "cost_measures" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "cost_nodes_project_parent_idx" ON "cost_nodes" USING btree ("project_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "cost_nodes_company_idx" ON "cost_nodes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "cost_others_unit_idx" ON "cost_others" USING btree ("unit_id","seq");--> statement-breakpoint
CREATE INDEX "cost_others_project_idx" ON "cost_others" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "cost_projects_company_created_idx" ON "cost_projects" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "cost_projects_company_kind_idx" ON "cost_projects" USING btree ("company_id","project_kind_id");--> statement-breakpoint
CREATE INDEX "cost_resources_unit_idx" ON "cost_resources" USING btree ("unit_id","seq");--> statement-breakpoint
CREATE INDEX "cost_resources_project_idx" ON "cost_resources" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "cost_saved_searches_user_page_idx" ON "cost_saved_searches" USING btree ("user_id","page");--> statement-breakpoint
CREATE INDEX "quality_findings_record_severity_idx" ON "quality_findings" USING btree ("record_id","severity");--> statement-breakpoint
CREATE INDEX "quality_findings_record_rule_idx" ON "quality_findings" USING btree ("record_id","rule");--> statement-breakpoint
CREATE INDEX "quality_findings_record_node_idx" ON "quality_findings" USING btree ("record_id","node_id");--> statement-breakpoint
CREATE INDEX "quality_records_project_started_idx" ON "quality_records" USING btree ("project_id","started_at");--> statement-breakpoint
CREATE INDEX "quality_records_company_idx" ON "quality_records" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "quality_rule_overrides_company_key_idx" ON "quality_rule_overrides" USING btree ("company_id","key");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON cost_projects, cost_nodes, cost_bills, cost_measures, cost_others, cost_resources, cost_fees, quality_records, quality_findings, quality_rule_overrides, cost_saved_searches TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['cost_projects', 'cost_nodes', 'cost_bills', 'cost_measures', 'cost_others', 'cost_resources', 'cost_fees', 'quality_records', 'quality_findings', 'quality_rule_overrides', 'cost_saved_searches']
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
