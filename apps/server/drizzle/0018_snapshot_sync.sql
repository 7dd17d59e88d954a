-- No change: migrations 0011–0017 were written by hand (several areas built in parallel); this
-- entry carries drizzle-kit's snapshot of the schema they produce, so the next `generate` diffs
-- from the right place. (drizzle-kit generated the same statements, all already in 0011–0017.)
SELECT 1;
