-- What the demo seeder has put in once, so a database seeded by an earlier release receives the
-- demo data added since (new menus, parameters, dictionaries…) exactly once, and what an
-- administrator deleted stays deleted. The application's own table: requests never touch it.
CREATE TABLE "seed_marks" (
	"key" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
REVOKE ALL ON seed_marks FROM ccms_tenant;
