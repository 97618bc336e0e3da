-- The Buscador's capped count (decision 0010) reads a period of creation dates and tests the other filters on each
-- ticket: with every filter column in the index it is an index-only scan. It supersedes the monthly chart's covering
-- index (creation date with status, SLA dates, category and branch), whose columns it also holds.
CREATE INDEX "work_items_created_filters_idx" ON "work_items" ("created_date") INCLUDE ("status_id", "severity_id", "category_id", "sub_category_id", "company_location_id", "assigned_to", "created_by", "expire_date", "closed_date");--> statement-breakpoint
DROP INDEX IF EXISTS "work_items_created_sla_idx";
