-- A 单位工程 imported from a file records the standard tables the file carried (issue 24), so a
-- check that needs a table the file lacked skips once for the unit; null for units made in the product.
ALTER TABLE "cost_nodes" ADD COLUMN "sources" jsonb;