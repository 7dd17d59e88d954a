-- Placeholder: filled in by the work that owns this migration.
SELECT 1;
