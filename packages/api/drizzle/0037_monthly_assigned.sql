CREATE TABLE "ticket_monthly_assigned" (
	"month" date NOT NULL,
	"company_location_id" integer,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"severity_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_monthly_assigned_key" UNIQUE NULLS NOT DISTINCT("month","company_location_id","category_id","sub_category_id","severity_id","status_id")
);
--> statement-breakpoint
-- The assigned report's roll-up per month beside the one per day (docs/performance.md#sorts): a report over a year
-- reads a row per month and combination for its whole months. Each write of an assigned ticket updates its month's
-- row and then its day's; the two contributions of a ticket that moves are written in (month, combination, day)
-- order, so two writes always lock rows in the same order.
CREATE OR REPLACE FUNCTION tms_rollup_assigned(p_day date, p_location integer, p_category integer, p_sub_category integer,
                                               p_severity integer, p_status integer, p_tickets integer)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_monthly_assigned AS m (month, company_location_id, category_id, sub_category_id, severity_id, status_id, tickets)
  VALUES (date_trunc('month', p_day)::date, p_location, p_category, p_sub_category, p_severity, p_status, p_tickets)
  ON CONFLICT ON CONSTRAINT ticket_monthly_assigned_key DO UPDATE SET tickets = m.tickets + excluded.tickets;
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
    ELSIF (date_trunc('month', o_day), COALESCE(OLD.company_location_id, 0), OLD.category_id, OLD.sub_category_id,
           OLD.severity_id, OLD.status_id, o_day)
        < (date_trunc('month', n_day), COALESCE(NEW.company_location_id, 0), NEW.category_id, NEW.sub_category_id,
           NEW.severity_id, NEW.status_id, n_day) THEN
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
-- Every table derived from the tickets' rows empties with them.
CREATE OR REPLACE FUNCTION tms_ticket_rollups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE ticket_monthly_counts, ticket_daily_shares, ticket_daily_assigned, ticket_monthly_assigned, ticket_number_blocks,
           ticket_subject_words, subject_word_vocabulary;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO ticket_monthly_assigned (month, company_location_id, category_id, sub_category_id, severity_id, status_id, tickets)
SELECT date_trunc('month', day)::date, company_location_id, category_id, sub_category_id, severity_id, status_id, sum(tickets)
  FROM ticket_daily_assigned GROUP BY 1, 2, 3, 4, 5, 6;
