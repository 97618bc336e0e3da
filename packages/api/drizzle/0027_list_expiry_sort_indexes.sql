-- The created and received lists sorted by 'Expira' walk a user's tickets in expiry order, a page at a time, in
-- either direction; without them the planner walked every ticket's expiry looking for the user's (decision 0010).
CREATE INDEX "work_items_created_by_expire_idx" ON "work_items" USING btree ("created_by","expire_date","id");--> statement-breakpoint
CREATE INDEX "work_items_assigned_to_expire_idx" ON "work_items" USING btree ("assigned_to","expire_date","id");