-- The creation-order covering index (docs/performance.md#sorts) is keyed by creation date and number and also holds
-- the modification date: a period's tickets come in the order 'Creado' sorts them, and a period sorted by number or
-- by modification date is sorted from the index alone, without reading the tickets (160 ms to 43 ms for a month at
-- 1,000,000 tickets). It replaces the creation-date index, whose key it starts with.
DROP INDEX "work_items_created_date_idx";--> statement-breakpoint
DROP INDEX "work_items_created_filters_idx";--> statement-breakpoint
CREATE INDEX "work_items_created_filters_idx" ON "work_items" ("created_date", "id") INCLUDE ("status_id", "severity_id", "category_id", "sub_category_id", "company_location_id", "assigned_to", "created_by", "expire_date", "closed_date", "modified_date");
