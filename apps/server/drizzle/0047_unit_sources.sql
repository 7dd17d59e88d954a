-- A 单位工程 imported from a file records the standard tables the file carried (issue 24), so a
-- check that needs a table the file lacked skips once for the unit; null for units made in the
-- product. A fee row read from a file keeps the 计算基数 the file stated (表-13).
ALTER TABLE "cost_fees" ADD COLUMN "stated_base" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "cost_nodes" ADD COLUMN "sources" jsonb;