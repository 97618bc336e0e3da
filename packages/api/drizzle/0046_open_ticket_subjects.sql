-- Similar open tickets while a ticket is written (docs/product/self-service.md#suggestions): the open tickets' numbers,
-- latest first, each with its subject's Spanish stems. The suggestions walk the latest open tickets from this index
-- alone and match each subject here, reading a ticket only when it matches (docs/performance.md#knowledge-base).
CREATE INDEX "work_items_open_subject_idx" ON "work_items" ("id" DESC) INCLUDE ("subject_vector") WHERE status_id <> 3;
