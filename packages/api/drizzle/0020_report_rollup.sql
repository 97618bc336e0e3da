CREATE TABLE "ticket_daily_assigned" (
	"day" date NOT NULL,
	"company_location_id" integer,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"severity_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_daily_assigned_key" UNIQUE NULLS NOT DISTINCT("day","company_location_id","category_id","sub_category_id","severity_id","status_id")
);
--> statement-breakpoint
-- The assigned report's roll-up (decision 0010) follows every write of an assigned ticket in the same transaction, as
-- the chart roll-ups do (migration 0017): the old row's contribution is taken away and the new one's added, two rows
-- locked in key order. Only tickets with a responsible count; taking a responsible away or giving one moves the
-- ticket out of or into the counts.
CREATE OR REPLACE FUNCTION tms_rollup_assigned(p_day date, p_location integer, p_category integer, p_sub_category integer,
                                               p_severity integer, p_status integer, p_tickets integer)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_daily_assigned AS d (day, company_location_id, category_id, sub_category_id, severity_id, status_id, tickets)
  VALUES (p_day, p_location, p_category, p_sub_category, p_severity, p_status, p_tickets)
  ON CONFLICT ON CONSTRAINT ticket_daily_assigned_key DO UPDATE SET tickets = d.tickets + excluded.tickets;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tms_ticket_report_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_counted boolean := false; o_day date;
  n_counted boolean := false; n_day date;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    o_counted := OLD.assigned_to IS NOT NULL;
    o_day := (OLD.created_date AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    n_counted := NEW.assigned_to IS NOT NULL;
    n_day := (NEW.created_date AT TIME ZONE 'UTC')::date;
  END IF;

  IF o_counted AND n_counted THEN
    IF (o_day, COALESCE(OLD.company_location_id, 0), OLD.category_id, OLD.sub_category_id, OLD.severity_id, OLD.status_id)
       = (n_day, COALESCE(NEW.company_location_id, 0), NEW.category_id, NEW.sub_category_id, NEW.severity_id, NEW.status_id) THEN
      NULL;
    ELSIF (o_day, COALESCE(OLD.company_location_id, 0), OLD.category_id, OLD.sub_category_id, OLD.severity_id, OLD.status_id)
        < (n_day, COALESCE(NEW.company_location_id, 0), NEW.category_id, NEW.sub_category_id, NEW.severity_id, NEW.status_id) THEN
      PERFORM tms_rollup_assigned(o_day, OLD.company_location_id, OLD.category_id, OLD.sub_category_id, OLD.severity_id, OLD.status_id, -1);
      PERFORM tms_rollup_assigned(n_day, NEW.company_location_id, NEW.category_id, NEW.sub_category_id, NEW.severity_id, NEW.status_id, 1);
    ELSE
      PERFORM tms_rollup_assigned(n_day, NEW.company_location_id, NEW.category_id, NEW.sub_category_id, NEW.severity_id, NEW.status_id, 1);
      PERFORM tms_rollup_assigned(o_day, OLD.company_location_id, OLD.category_id, OLD.sub_category_id, OLD.severity_id, OLD.status_id, -1);
    END IF;
  ELSIF o_counted THEN
    PERFORM tms_rollup_assigned(o_day, OLD.company_location_id, OLD.category_id, OLD.sub_category_id, OLD.severity_id, OLD.status_id, -1);
  ELSIF n_counted THEN
    PERFORM tms_rollup_assigned(n_day, NEW.company_location_id, NEW.category_id, NEW.sub_category_id, NEW.severity_id, NEW.status_id, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER work_items_report_rollup_insert AFTER INSERT ON work_items
  FOR EACH ROW WHEN (NEW.assigned_to IS NOT NULL) EXECUTE FUNCTION tms_ticket_report_rollup();--> statement-breakpoint
CREATE TRIGGER work_items_report_rollup_delete AFTER DELETE ON work_items
  FOR EACH ROW WHEN (OLD.assigned_to IS NOT NULL) EXECUTE FUNCTION tms_ticket_report_rollup();--> statement-breakpoint
CREATE TRIGGER work_items_report_rollup_update
  AFTER UPDATE OF created_date, status_id, category_id, sub_category_id, severity_id, company_location_id, assigned_to ON work_items
  FOR EACH ROW WHEN (OLD.created_date IS DISTINCT FROM NEW.created_date OR OLD.status_id IS DISTINCT FROM NEW.status_id
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.sub_category_id IS DISTINCT FROM NEW.sub_category_id
    OR OLD.severity_id IS DISTINCT FROM NEW.severity_id OR OLD.company_location_id IS DISTINCT FROM NEW.company_location_id
    OR (OLD.assigned_to IS NULL) <> (NEW.assigned_to IS NULL))
  EXECUTE FUNCTION tms_ticket_report_rollup();--> statement-breakpoint
CREATE OR REPLACE FUNCTION tms_ticket_rollups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE ticket_monthly_counts, ticket_daily_shares, ticket_daily_assigned;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A responsible's tickets of a period, with the report's drop-down columns: the report's page and combinations under
-- the 'Usuario' choice, and whether each responsible has a ticket in the period under the other choices, read from
-- the index alone.
CREATE INDEX "work_items_assigned_created_idx" ON "work_items" ("assigned_to", "created_date")
  INCLUDE ("company_location_id", "category_id", "sub_category_id", "severity_id", "status_id");--> statement-breakpoint
INSERT INTO ticket_daily_assigned (day, company_location_id, category_id, sub_category_id, severity_id, status_id, tickets)
SELECT (created_date AT TIME ZONE 'UTC')::date, company_location_id, category_id, sub_category_id, severity_id, status_id, count(*)
  FROM work_items WHERE assigned_to IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6;
