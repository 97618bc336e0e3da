-- Sort keys (docs/performance.md#sorts): every column the Buscador and the assigned report sort by is kept on the
-- ticket row in Spanish order and indexed with the ticket's number, so a page in any order walks an index.
-- Spanish order at the primary level: case and accents ignored, 'ñ' its own letter after 'n' ('n~' sorts after any
-- 'n' followed by a letter and before 'o' in byte order, which is the order of the C collation PGlite and PostgreSQL
-- share here).
CREATE OR REPLACE FUNCTION tms_sort_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(tms_unaccent(replace(replace($1, 'ñ', 'n~'), 'Ñ', 'n~'))) COLLATE "C" $$;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "subject_key" text COLLATE "C" GENERATED ALWAYS AS (tms_sort_key(subject)) STORED;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "creator_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "responsible_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "sub_category_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "category_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "location_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "severity_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "status_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "closing_time" interval GENERATED ALWAYS AS (CASE WHEN status_id = 3 THEN COALESCE(closed_date, modified_date) - created_date END) STORED;--> statement-breakpoint
-- A ticket's keys from its catalogue entries, whenever it is written with a new one.
CREATE OR REPLACE FUNCTION tms_ticket_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.creator_key := (SELECT tms_sort_key(display_name) FROM users WHERE id = NEW.created_by);
  NEW.responsible_key := (SELECT tms_sort_key(display_name) FROM users WHERE id = NEW.assigned_to);
  NEW.sub_category_key := (SELECT tms_sort_key(code) FROM sub_categories WHERE id = NEW.sub_category_id);
  NEW.category_key := (SELECT tms_sort_key(code) FROM categories WHERE id = NEW.category_id);
  NEW.location_key := (SELECT tms_sort_key(code) FROM company_locations WHERE id = NEW.company_location_id);
  NEW.severity_key := (SELECT tms_sort_key(code) FROM priorities WHERE id = NEW.severity_id);
  NEW.status_key := (SELECT tms_sort_key(code) FROM statuses WHERE id = NEW.status_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER work_items_sort_keys_insert BEFORE INSERT ON work_items
  FOR EACH ROW EXECUTE FUNCTION tms_ticket_sort_keys();--> statement-breakpoint
CREATE TRIGGER work_items_sort_keys_update
  BEFORE UPDATE OF created_by, assigned_to, sub_category_id, category_id, company_location_id, severity_id, status_id ON work_items
  FOR EACH ROW WHEN ((NEW.created_by, NEW.assigned_to, NEW.sub_category_id, NEW.category_id, NEW.company_location_id,
                      NEW.severity_id, NEW.status_id)
                     IS DISTINCT FROM
                     (OLD.created_by, OLD.assigned_to, OLD.sub_category_id, OLD.category_id, OLD.company_location_id,
                      OLD.severity_id, OLD.status_id))
  EXECUTE FUNCTION tms_ticket_sort_keys();--> statement-breakpoint
-- A renamed user or catalogue entry re-keys its tickets; the trigger names the column that holds the name.
CREATE OR REPLACE FUNCTION tms_rekey_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := tms_sort_key(to_jsonb(NEW) ->> TG_ARGV[0]);
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'users' THEN
      UPDATE work_items SET creator_key = key WHERE created_by = NEW.id AND creator_key IS DISTINCT FROM key;
      UPDATE work_items SET responsible_key = key WHERE assigned_to = NEW.id AND responsible_key IS DISTINCT FROM key;
    WHEN 'sub_categories' THEN
      UPDATE work_items SET sub_category_key = key WHERE sub_category_id = NEW.id AND sub_category_key IS DISTINCT FROM key;
    WHEN 'categories' THEN
      UPDATE work_items SET category_key = key WHERE category_id = NEW.id AND category_key IS DISTINCT FROM key;
    WHEN 'company_locations' THEN
      UPDATE work_items SET location_key = key WHERE company_location_id = NEW.id AND location_key IS DISTINCT FROM key;
    WHEN 'priorities' THEN
      UPDATE work_items SET severity_key = key WHERE severity_id = NEW.id AND severity_key IS DISTINCT FROM key;
    WHEN 'statuses' THEN
      UPDATE work_items SET status_key = key WHERE status_id = NEW.id AND status_key IS DISTINCT FROM key;
  END CASE;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_rekey_tickets AFTER UPDATE OF display_name ON users
  FOR EACH ROW WHEN (tms_sort_key(OLD.display_name) IS DISTINCT FROM tms_sort_key(NEW.display_name))
  EXECUTE FUNCTION tms_rekey_tickets('display_name');--> statement-breakpoint
CREATE TRIGGER sub_categories_rekey_tickets AFTER UPDATE OF code ON sub_categories
  FOR EACH ROW WHEN (tms_sort_key(OLD.code) IS DISTINCT FROM tms_sort_key(NEW.code))
  EXECUTE FUNCTION tms_rekey_tickets('code');--> statement-breakpoint
CREATE TRIGGER categories_rekey_tickets AFTER UPDATE OF code ON categories
  FOR EACH ROW WHEN (tms_sort_key(OLD.code) IS DISTINCT FROM tms_sort_key(NEW.code))
  EXECUTE FUNCTION tms_rekey_tickets('code');--> statement-breakpoint
CREATE TRIGGER company_locations_rekey_tickets AFTER UPDATE OF code ON company_locations
  FOR EACH ROW WHEN (tms_sort_key(OLD.code) IS DISTINCT FROM tms_sort_key(NEW.code))
  EXECUTE FUNCTION tms_rekey_tickets('code');--> statement-breakpoint
CREATE TRIGGER priorities_rekey_tickets AFTER UPDATE OF code ON priorities
  FOR EACH ROW WHEN (tms_sort_key(OLD.code) IS DISTINCT FROM tms_sort_key(NEW.code))
  EXECUTE FUNCTION tms_rekey_tickets('code');--> statement-breakpoint
CREATE TRIGGER statuses_rekey_tickets AFTER UPDATE OF code ON statuses
  FOR EACH ROW WHEN (tms_sort_key(OLD.code) IS DISTINCT FROM tms_sort_key(NEW.code))
  EXECUTE FUNCTION tms_rekey_tickets('code');--> statement-breakpoint
UPDATE work_items wi SET
  creator_key = (SELECT tms_sort_key(display_name) FROM users WHERE id = wi.created_by),
  responsible_key = (SELECT tms_sort_key(display_name) FROM users WHERE id = wi.assigned_to),
  sub_category_key = (SELECT tms_sort_key(code) FROM sub_categories WHERE id = wi.sub_category_id),
  category_key = (SELECT tms_sort_key(code) FROM categories WHERE id = wi.category_id),
  location_key = (SELECT tms_sort_key(code) FROM company_locations WHERE id = wi.company_location_id),
  severity_key = (SELECT tms_sort_key(code) FROM priorities WHERE id = wi.severity_id),
  status_key = (SELECT tms_sort_key(code) FROM statuses WHERE id = wi.status_id);--> statement-breakpoint
-- The indexes last: built once over the filled keys. The modification date's own index gives way to its sort index.
DROP INDEX "work_items_modified_idx";--> statement-breakpoint
CREATE INDEX "work_items_subject_key_sort_idx" ON "work_items" USING btree ("subject_key","created_date","id");--> statement-breakpoint
CREATE INDEX "work_items_creator_key_sort_idx" ON "work_items" USING btree ("creator_key","created_date","id");--> statement-breakpoint
CREATE INDEX "work_items_sub_category_key_sort_idx" ON "work_items" USING btree ("sub_category_key","created_date","id");--> statement-breakpoint
CREATE INDEX "work_items_category_key_sort_idx" ON "work_items" USING btree ("category_key","created_date","id");--> statement-breakpoint
CREATE INDEX "work_items_severity_key_sort_idx" ON "work_items" USING btree ("severity_key","created_date","id");--> statement-breakpoint
CREATE INDEX "work_items_status_key_sort_idx" ON "work_items" USING btree ("status_key","created_date","id");--> statement-breakpoint
CREATE INDEX "work_items_status_id_sort_idx" ON "work_items" USING btree ("status_id","created_date","id");--> statement-breakpoint
CREATE INDEX "work_items_modified_date_sort_idx" ON "work_items" USING btree ("modified_date","created_date","id");--> statement-breakpoint
CREATE INDEX "work_items_responsible_key_asc_sort_idx" ON "work_items" USING btree (("responsible_key" IS NULL),"responsible_key","created_date","id");--> statement-breakpoint
CREATE INDEX "work_items_responsible_key_desc_sort_idx" ON "work_items" USING btree (("responsible_key" IS NULL),"responsible_key" DESC NULLS LAST,"created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_items_location_key_asc_sort_idx" ON "work_items" USING btree (("location_key" IS NULL),"location_key","created_date","id");--> statement-breakpoint
CREATE INDEX "work_items_location_key_desc_sort_idx" ON "work_items" USING btree (("location_key" IS NULL),"location_key" DESC NULLS LAST,"created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_items_closing_time_asc_sort_idx" ON "work_items" USING btree (("closing_time" IS NULL),"closing_time","created_date","id");--> statement-breakpoint
CREATE INDEX "work_items_closing_time_desc_sort_idx" ON "work_items" USING btree (("closing_time" IS NULL),"closing_time" DESC NULLS LAST,"created_date" DESC NULLS LAST,"id" DESC NULLS LAST);
