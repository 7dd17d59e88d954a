CREATE TABLE "cost_kind_attrs" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"kind_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"unit" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"scope" text DEFAULT 'project' NOT NULL,
	"min" numeric(20, 4),
	"max" numeric(20, 4),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_kind_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"kind_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"value" numeric(20, 4),
	"formula" text
);
--> statement-breakpoint
CREATE TABLE "cost_kinds" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"parent_id" text,
	"level" integer NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"cost_industry" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cost_node_features" (
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"node_id" text NOT NULL,
	"function_id" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	CONSTRAINT "cost_node_features_node_id_function_id_pk" PRIMARY KEY("node_id","function_id")
);
--> statement-breakpoint
CREATE TABLE "cost_project_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"project_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"value" numeric(20, 4),
	"formula" text,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cost_project_kinds" (
	"project_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"kind_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "fee_tool_bases" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"area" text NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"tax_method" text DEFAULT 'general' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "fee_tool_details" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"base_id" text NOT NULL,
	"parent_code" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'custom' NOT NULL,
	"base" text DEFAULT '' NOT NULL,
	"rate" numeric(20, 4) DEFAULT '100' NOT NULL,
	"non_competitive" boolean DEFAULT false NOT NULL,
	"is_total" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_tool_simples" (
	"base_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"overhead_rate" numeric(20, 4) DEFAULT '0' NOT NULL,
	"profit_rate" numeric(20, 4) DEFAULT '0' NOT NULL,
	"lawfee_rate" numeric(20, 4) DEFAULT '0' NOT NULL,
	"safety_rate" numeric(20, 4) DEFAULT '0' NOT NULL,
	"tax_rate" numeric(20, 4) DEFAULT '0' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "cost_kind_attrs" ADD CONSTRAINT "cost_kind_attrs_kind_id_cost_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."cost_kinds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_kind_factors" ADD CONSTRAINT "cost_kind_factors_kind_id_cost_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."cost_kinds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_kinds" ADD CONSTRAINT "cost_kinds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_node_features" ADD CONSTRAINT "cost_node_features_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_project_factors" ADD CONSTRAINT "cost_project_factors_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_project_kinds" ADD CONSTRAINT "cost_project_kinds_project_id_cost_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cost_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_project_kinds" ADD CONSTRAINT "cost_project_kinds_kind_id_cost_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."cost_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_tool_bases" ADD CONSTRAINT "fee_tool_bases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_tool_details" ADD CONSTRAINT "fee_tool_details_base_id_fee_tool_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."fee_tool_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_tool_simples" ADD CONSTRAINT "fee_tool_simples_base_id_fee_tool_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."fee_tool_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_kind_attrs_kind_idx" ON "cost_kind_attrs" USING btree ("kind_id","sort");--> statement-breakpoint
CREATE INDEX "cost_kind_factors_kind_idx" ON "cost_kind_factors" USING btree ("kind_id","sort");--> statement-breakpoint
CREATE INDEX "cost_kinds_company_parent_idx" ON "cost_kinds" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE INDEX "cost_node_features_project_idx" ON "cost_node_features" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "cost_project_factors_project_idx" ON "cost_project_factors" USING btree ("project_id","sort");--> statement-breakpoint
CREATE INDEX "fee_tool_bases_company_area_idx" ON "fee_tool_bases" USING btree ("company_id","area","year");--> statement-breakpoint
CREATE INDEX "fee_tool_details_base_idx" ON "fee_tool_details" USING btree ("base_id","sort");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON cost_kinds, cost_kind_attrs, cost_project_kinds, cost_node_features, cost_project_factors, cost_kind_factors, fee_tool_bases, fee_tool_details, fee_tool_simples TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['cost_kinds', 'cost_kind_attrs', 'cost_project_kinds', 'cost_node_features', 'cost_project_factors', 'cost_kind_factors', 'fee_tool_bases', 'fee_tool_details', 'fee_tool_simples']
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
