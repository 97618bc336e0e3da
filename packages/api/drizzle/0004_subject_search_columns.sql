ALTER TABLE "work_items" ADD COLUMN "subject_search" text GENERATED ALWAYS AS (tms_unaccent(lower(subject))) STORED;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "subject_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish'::regconfig, tms_unaccent(subject))) STORED;--> statement-breakpoint
-- Search reads the stored columns, so a match is checked without recomputing unaccent per row.
DROP INDEX IF EXISTS "work_items_subject_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "work_items_subject_fts_idx";--> statement-breakpoint
CREATE INDEX "work_items_subject_search_trgm_idx" ON "work_items" USING gin ("subject_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_items_subject_vector_idx" ON "work_items" USING gin ("subject_vector");
