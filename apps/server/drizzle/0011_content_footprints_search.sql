CREATE TABLE "cms_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"parent_id" text,
	"parent_ids" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cms_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"cover_image_id" text,
	"content" text DEFAULT '' NOT NULL,
	"plain_text" text DEFAULT '' NOT NULL,
	"author" text,
	"source" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "footprints" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"type" integer NOT NULL,
	"menu_name" text NOT NULL,
	"business_id" text,
	"business_name" text,
	"visit_count" integer DEFAULT 1 NOT NULL,
	"first_visit_at" timestamp with time zone NOT NULL,
	"visit_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "search_tokens" (
	"company_id" text NOT NULL,
	"source" text NOT NULL,
	"record_id" text NOT NULL,
	"token" text NOT NULL,
	CONSTRAINT "search_tokens_source_record_id_token_pk" PRIMARY KEY("source","record_id","token")
);
--> statement-breakpoint
ALTER TABLE "cms_categories" ADD CONSTRAINT "cms_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_articles" ADD CONSTRAINT "cms_articles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_articles" ADD CONSTRAINT "cms_articles_category_id_cms_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."cms_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_tokens" ADD CONSTRAINT "search_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_categories_company_parent_idx" ON "cms_categories" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_categories_company_code_uq" ON "cms_categories" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "cms_articles_company_category_idx" ON "cms_articles" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "cms_articles_company_published_idx" ON "cms_articles" USING btree ("company_id","status","published_at");--> statement-breakpoint
CREATE INDEX "footprints_user_visit_idx" ON "footprints" USING btree ("user_id","visit_at");--> statement-breakpoint
CREATE INDEX "footprints_user_menu_idx" ON "footprints" USING btree ("user_id","menu_name","business_id");--> statement-breakpoint
CREATE INDEX "search_tokens_lookup_idx" ON "search_tokens" USING btree ("company_id","source","token");--> statement-breakpoint
-- Tenant isolation as in 0002/0009: a request (ccms_tenant with app.company_id) sees and writes only
-- its company's rows. Whose footprints a user sees within the company is the application's rule.
GRANT SELECT, INSERT, UPDATE, DELETE ON cms_categories, cms_articles, footprints, search_tokens TO ccms_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['cms_categories', 'cms_articles', 'footprints', 'search_tokens']
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
-- Global search: substring search for Chinese text. pg_trgm does not serve it: PGlite would need
-- the extension loaded, a search of one or two characters (合同, 张) has no trigram, and neither a
-- trigram nor any other GIN operator is leakproof, so under row-level security the planner may not
-- use such an index for a request at all. Instead search_tokens holds the distinct characters and
-- character pairs of each record's text, looked up by text equality (leakproof, so its btree index
-- serves tenant requests); the application then confirms the substring on the record itself.
-- The grams of a text: lower-cased, distinct, none containing whitespace.
CREATE FUNCTION ccms_search_grams(input text, size integer) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT gram), '{}')
  FROM (
    SELECT substr(lowered, position, size) AS gram
    FROM (SELECT lower(input) AS lowered) AS source,
      generate_series(1, char_length(lowered) - size + 1) AS position
  ) AS grams
  WHERE gram !~ '\s'
$$;
--> statement-breakpoint
-- What a record is indexed under: its characters and its character pairs.
CREATE FUNCTION ccms_search_tokens(input text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ccms_search_grams(input, 1) || ccms_search_grams(input, 2)
$$;
--> statement-breakpoint
-- What a keyword is looked up by: its character pairs, or its characters when it has no pair.
-- Every pair (or character) of a substring of a text is a pair (or character) of the text.
CREATE FUNCTION ccms_search_query_tokens(input text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN cardinality(ccms_search_grams(input, 2)) > 0
    THEN ccms_search_grams(input, 2) ELSE ccms_search_grams(input, 1) END
$$;
--> statement-breakpoint
-- The trigger of a search source: arguments are the source code, then the columns whose text is
-- searched. Keeps search_tokens in step with every insert, update and delete of the table, and
-- does nothing when an update leaves the searched text alone (sign-in counters, read flags …).
CREATE FUNCTION ccms_search_sync() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  source_code text := TG_ARGV[0];
  old_row jsonb;
  new_row jsonb;
  old_text text;
  new_text text;
  column_index integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD);
    old_text := '';
    FOR column_index IN 1 .. TG_NARGS - 1 LOOP
      old_text := old_text || ' ' || coalesce(old_row ->> TG_ARGV[column_index], '');
    END LOOP;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW);
    new_text := '';
    FOR column_index IN 1 .. TG_NARGS - 1 LOOP
      new_text := new_text || ' ' || coalesce(new_row ->> TG_ARGV[column_index], '');
    END LOOP;
  END IF;
  IF TG_OP = 'UPDATE' AND old_text = new_text
    AND old_row ->> 'id' = new_row ->> 'id'
    AND old_row ->> 'company_id' = new_row ->> 'company_id' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_tokens
      WHERE source = source_code AND record_id = old_row ->> 'id';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_tokens (company_id, source, record_id, token)
      SELECT new_row ->> 'company_id', source_code, new_row ->> 'id', token
      FROM unnest(ccms_search_tokens(new_text)) AS token;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The sources of modules/search/sources.ts (a test checks that both name the same columns).
CREATE TRIGGER search_sync AFTER INSERT OR UPDATE OR DELETE ON cms_articles
  FOR EACH ROW EXECUTE FUNCTION ccms_search_sync('article', 'title', 'summary', 'plain_text', 'author');
--> statement-breakpoint
CREATE TRIGGER search_sync AFTER INSERT OR UPDATE OR DELETE ON departments
  FOR EACH ROW EXECUTE FUNCTION ccms_search_sync('dept', 'name');
--> statement-breakpoint
CREATE TRIGGER search_sync AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION ccms_search_sync('user', 'name', 'login_name', 'no', 'job');
--> statement-breakpoint
CREATE TRIGGER search_sync AFTER INSERT OR UPDATE OR DELETE ON messages
  FOR EACH ROW EXECUTE FUNCTION ccms_search_sync('message', 'title', 'content');
--> statement-breakpoint
CREATE TRIGGER search_sync AFTER INSERT OR UPDATE OR DELETE ON file_items
  FOR EACH ROW EXECUTE FUNCTION ccms_search_sync('file', 'file_name');
--> statement-breakpoint
CREATE TRIGGER search_sync AFTER INSERT OR UPDATE OR DELETE ON dict_items
  FOR EACH ROW EXECUTE FUNCTION ccms_search_sync('dict', 'label', 'value');
--> statement-breakpoint
-- Records written before this migration get their tokens once.
INSERT INTO search_tokens (company_id, source, record_id, token)
SELECT company_id, 'dept', id, token
FROM departments, unnest(ccms_search_tokens(concat_ws(' ', name))) AS token
UNION ALL
SELECT company_id, 'user', id, token
FROM users, unnest(ccms_search_tokens(concat_ws(' ', name, login_name, no, job))) AS token
UNION ALL
SELECT company_id, 'message', id, token
FROM messages, unnest(ccms_search_tokens(concat_ws(' ', title, content))) AS token
UNION ALL
SELECT company_id, 'file', id, token
FROM file_items, unnest(ccms_search_tokens(concat_ws(' ', file_name))) AS token
UNION ALL
SELECT company_id, 'dict', id, token
FROM dict_items, unnest(ccms_search_tokens(concat_ws(' ', label, value))) AS token;
