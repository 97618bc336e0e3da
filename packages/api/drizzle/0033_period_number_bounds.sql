ALTER TABLE "ticket_daily_shares" ADD COLUMN "first_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_daily_shares" ADD COLUMN "last_id" integer DEFAULT 2147483647 NOT NULL;--> statement-breakpoint
-- Each day's row keeps the lowest and highest number of the tickets it counts (docs/performance.md#sorts): a period
-- sorted by number walks the numbers from its first day's lowest instead of passing every older ticket. A ticket
-- leaving a row does not narrow them, so they stay bounds.
CREATE OR REPLACE FUNCTION tms_rollup_day(p_day date, p_category integer, p_location integer, p_tickets integer, p_id integer)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_tickets = 0 THEN RETURN; END IF;
  INSERT INTO ticket_daily_shares AS d (day, category_id, company_location_id, tickets, first_id, last_id)
  VALUES (p_day, p_category, p_location, p_tickets, CASE WHEN p_tickets > 0 THEN p_id ELSE 0 END,
          CASE WHEN p_tickets > 0 THEN p_id ELSE 2147483647 END)
  ON CONFLICT ON CONSTRAINT ticket_daily_shares_key DO UPDATE
    SET tickets = d.tickets + excluded.tickets,
        first_id = CASE WHEN excluded.tickets > 0 THEN LEAST(d.first_id, excluded.first_id) ELSE d.first_id END,
        last_id = CASE WHEN excluded.tickets > 0 THEN GREATEST(d.last_id, excluded.last_id) ELSE d.last_id END;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tms_ticket_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_month date; o_day date; o_closed integer := 0; o_in_sla integer := 0;
  n_month date; n_day date; n_closed integer := 0; n_in_sla integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    o_month := date_trunc('month', OLD.created_date AT TIME ZONE 'UTC')::date;
    o_day := (OLD.created_date AT TIME ZONE 'UTC')::date;
    IF OLD.status_id = 3 THEN
      o_closed := 1;
      IF OLD.expire_date IS NULL OR OLD.closed_date <= OLD.expire_date THEN o_in_sla := 1; END IF;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    n_month := date_trunc('month', NEW.created_date AT TIME ZONE 'UTC')::date;
    n_day := (NEW.created_date AT TIME ZONE 'UTC')::date;
    IF NEW.status_id = 3 THEN
      n_closed := 1;
      IF NEW.expire_date IS NULL OR NEW.closed_date <= NEW.expire_date THEN n_in_sla := 1; END IF;
    END IF;
  END IF;

  IF TG_OP = 'INSERT' THEN
    PERFORM tms_rollup_month(n_month, NEW.company_location_id, 1, n_closed, n_in_sla);
    PERFORM tms_rollup_day(n_day, NEW.category_id, NEW.company_location_id, 1, NEW.id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM tms_rollup_month(o_month, OLD.company_location_id, -1, -o_closed, -o_in_sla);
    PERFORM tms_rollup_day(o_day, OLD.category_id, OLD.company_location_id, -1, OLD.id);
  ELSE
    IF o_month = n_month AND OLD.company_location_id IS NOT DISTINCT FROM NEW.company_location_id THEN
      PERFORM tms_rollup_month(n_month, NEW.company_location_id, 0, n_closed - o_closed, n_in_sla - o_in_sla);
    ELSIF (o_month, COALESCE(OLD.company_location_id, 0)) < (n_month, COALESCE(NEW.company_location_id, 0)) THEN
      PERFORM tms_rollup_month(o_month, OLD.company_location_id, -1, -o_closed, -o_in_sla);
      PERFORM tms_rollup_month(n_month, NEW.company_location_id, 1, n_closed, n_in_sla);
    ELSE
      PERFORM tms_rollup_month(n_month, NEW.company_location_id, 1, n_closed, n_in_sla);
      PERFORM tms_rollup_month(o_month, OLD.company_location_id, -1, -o_closed, -o_in_sla);
    END IF;
    IF o_day = n_day AND OLD.category_id = NEW.category_id
       AND OLD.company_location_id IS NOT DISTINCT FROM NEW.company_location_id THEN
      NULL;
    ELSIF (o_day, OLD.category_id, COALESCE(OLD.company_location_id, 0))
        < (n_day, NEW.category_id, COALESCE(NEW.company_location_id, 0)) THEN
      PERFORM tms_rollup_day(o_day, OLD.category_id, OLD.company_location_id, -1, OLD.id);
      PERFORM tms_rollup_day(n_day, NEW.category_id, NEW.company_location_id, 1, NEW.id);
    ELSE
      PERFORM tms_rollup_day(n_day, NEW.category_id, NEW.company_location_id, 1, NEW.id);
      PERFORM tms_rollup_day(o_day, OLD.category_id, OLD.company_location_id, -1, OLD.id);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION tms_rollup_day(date, integer, integer, integer);--> statement-breakpoint
UPDATE ticket_daily_shares d SET first_id = t.first_id, last_id = t.last_id
  FROM (SELECT (created_date AT TIME ZONE 'UTC')::date AS day, category_id, company_location_id,
               min(id) AS first_id, max(id) AS last_id
          FROM work_items GROUP BY 1, 2, 3) t
 WHERE d.day = t.day AND d.category_id = t.category_id
   AND d.company_location_id IS NOT DISTINCT FROM t.company_location_id;
