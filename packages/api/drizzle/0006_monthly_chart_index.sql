-- The monthly chart and the share charts read creation date, status and SLA dates of every ticket in a period: a
-- covering index lets them scan the index alone.
CREATE INDEX "work_items_created_sla_idx" ON "work_items" ("created_date") INCLUDE ("status_id", "expire_date", "closed_date", "category_id", "company_location_id");
