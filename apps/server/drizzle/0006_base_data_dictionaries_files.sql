CREATE TABLE "dict_items" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"type_id" text NOT NULL,
	"parent_id" text,
	"parent_ids" text DEFAULT '' NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"group_code" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "dict_types" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'list' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "file_items" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"file_name" text NOT NULL,
	"suffix" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"ref_module" text,
	"ref_record_id" text,
	"business_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "parameters" ADD COLUMN "category" text DEFAULT 'basic' NOT NULL;--> statement-breakpoint
ALTER TABLE "parameters" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "parameters" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_type_id_dict_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."dict_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict_types" ADD CONSTRAINT "dict_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_items" ADD CONSTRAINT "file_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dict_items_type_sort_idx" ON "dict_items" USING btree ("type_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_items_type_value_uq" ON "dict_items" USING btree ("type_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_types_company_code_uq" ON "dict_types" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "file_items_company_ref_idx" ON "file_items" USING btree ("company_id","ref_module","ref_record_id");