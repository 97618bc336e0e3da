-- Ticket search: accent-insensitive full-text (Spanish) and trigram matching on the subject, and the indexes the
-- lists, dashboard and reports filter and sort by.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tms_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE INDEX "work_items_subject_trgm_idx" ON "work_items" USING gin (tms_unaccent(lower("subject")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_items_subject_fts_idx" ON "work_items" USING gin (to_tsvector('spanish', tms_unaccent("subject")));--> statement-breakpoint
CREATE INDEX "work_items_status_created_idx" ON "work_items" ("status_id", "created_date");--> statement-breakpoint
CREATE INDEX "work_items_assigned_status_idx" ON "work_items" ("assigned_to", "status_id", "expire_date");--> statement-breakpoint
CREATE INDEX "work_items_modified_idx" ON "work_items" ("modified_date" DESC, "id" DESC);
