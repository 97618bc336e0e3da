-- A list with a quick 'Estado' filter reads the person's tickets of that status (docs/performance.md#sorts): the
-- created list through (created_by, status_id), as the received list through (assigned_to, status_id, expire_date).
-- Without it the planner combined the creator's tickets with every ticket of the status (a bitmap of a third of the
-- table). (status_id, created_date) goes: the status sort index (status_id, created_date, id) serves its searches.
CREATE INDEX "work_items_created_by_status_idx" ON "work_items" USING btree ("created_by","status_id");--> statement-breakpoint
DROP INDEX "work_items_status_created_idx";
