-- The case library's projects are a source of the global search (issue 26 item 8): name, code
-- and region (the project's place), kept in step by the search trigger (migration 0011).
CREATE TRIGGER search_sync AFTER INSERT OR UPDATE OR DELETE ON cost_projects
  FOR EACH ROW EXECUTE FUNCTION ccms_search_sync('project', 'name', 'code', 'region');
--> statement-breakpoint
-- Projects written before this migration get their tokens once.
INSERT INTO search_tokens (company_id, source, record_id, token)
SELECT company_id, 'project', id, token
FROM cost_projects, unnest(ccms_search_tokens(concat_ws(' ', name, code, region))) AS token;
