ALTER TABLE "work_item_discussions" ADD COLUMN "origin" varchar(10);--> statement-breakpoint
ALTER TABLE "work_item_history" ADD COLUMN "origin" varchar(10);