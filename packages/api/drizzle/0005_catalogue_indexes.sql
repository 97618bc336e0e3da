CREATE UNIQUE INDEX "roles_code_uq" ON "roles" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "users_company_location_idx" ON "users" USING btree ("company_location_id");--> statement-breakpoint
CREATE INDEX "category_locations_owner_idx" ON "category_locations" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sub_category_locations_owner_idx" ON "sub_category_locations" USING btree ("owner_id");