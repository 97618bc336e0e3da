-- The SLA check every minute (docs/product/notifications.md#sla-warnings) read every open ticket past its 80% instant
-- and tried to insert its alerts again (2.4 s of database time a minute at 1,000,000 tickets). Each ticket now says
-- which warnings it was sent, and the check reads only open tickets still owed one, through a partial index.
ALTER TABLE "work_items" ADD COLUMN "sla_alerted" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "work_items" wi SET "sla_alerted" = sent.level
  FROM (SELECT work_item_id, max(CASE kind WHEN 'expired' THEN 2 ELSE 1 END) AS level FROM sla_alerts GROUP BY 1) sent
 WHERE wi.id = sent.work_item_id;--> statement-breakpoint
CREATE INDEX "work_items_sla_pending_idx" ON "work_items" USING btree ("expire_date") WHERE sla_alerted < 2 AND status_id <> 3;
