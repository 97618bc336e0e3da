-- A user's subscriptions with their tickets' ids in the index itself: the 'Suscritos' list and its count read the
-- index alone instead of visiting a heap page per subscription (decision 0010).
DROP INDEX "work_item_subscribers_user_idx";--> statement-breakpoint
CREATE INDEX "work_item_subscribers_user_idx" ON "work_item_subscribers" USING btree ("user_id","work_item_id");