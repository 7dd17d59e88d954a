ALTER TABLE "follow_audit_measures" DROP CONSTRAINT "follow_audit_measures_item_id_follow_audit_items_id_fk";
--> statement-breakpoint
ALTER TABLE "follow_audit_measures" ADD CONSTRAINT "follow_audit_measures_item_id_follow_audit_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."follow_audit_items"("id") ON DELETE cascade ON UPDATE no action;