-- The chart roll-ups (decision 0010) follow every ticket write in the same transaction: a trigger on work_items takes
-- the old row's contribution away and adds the new one's, so no write code changes and a rolled-back write leaves
-- no count behind. Months and days are UTC. A write that changes no counted field touches no roll-up row; when old and
-- new fall on the same row it is one upsert, and two rows are always locked in key order (no deadlock between two
-- writers moving tickets in opposite directions). Existing tickets are counted once at the end.
CREATE OR REPLACE FUNCTION tms_rollup_month(p_month date, p_location integer, p_tickets integer, p_closed integer, p_in_sla integer)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_tickets = 0 AND p_closed = 0 AND p_in_sla = 0 THEN RETURN; END IF;
  INSERT INTO ticket_monthly_counts AS m (month, company_location_id, tickets, closed, closed_in_sla)
  VALUES (p_month, p_location, p_tickets, p_closed, p_in_sla)
  ON CONFLICT ON CONSTRAINT ticket_monthly_counts_key DO UPDATE
    SET tickets = m.tickets + excluded.tickets, closed = m.closed + excluded.closed,
        closed_in_sla = m.closed_in_sla + excluded.closed_in_sla;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tms_rollup_day(p_day date, p_category integer, p_location integer, p_tickets integer)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_tickets = 0 THEN RETURN; END IF;
  INSERT INTO ticket_daily_shares AS d (day, category_id, company_location_id, tickets)
  VALUES (p_day, p_category, p_location, p_tickets)
  ON CONFLICT ON CONSTRAINT ticket_daily_shares_key DO UPDATE SET tickets = d.tickets + excluded.tickets;
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
    PERFORM tms_rollup_day(n_day, NEW.category_id, NEW.company_location_id, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM tms_rollup_month(o_month, OLD.company_location_id, -1, -o_closed, -o_in_sla);
    PERFORM tms_rollup_day(o_day, OLD.category_id, OLD.company_location_id, -1);
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
      PERFORM tms_rollup_day(o_day, OLD.category_id, OLD.company_location_id, -1);
      PERFORM tms_rollup_day(n_day, NEW.category_id, NEW.company_location_id, 1);
    ELSE
      PERFORM tms_rollup_day(n_day, NEW.category_id, NEW.company_location_id, 1);
      PERFORM tms_rollup_day(o_day, OLD.category_id, OLD.company_location_id, -1);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER work_items_rollups_insert AFTER INSERT ON work_items
  FOR EACH ROW EXECUTE FUNCTION tms_ticket_rollups();--> statement-breakpoint
CREATE TRIGGER work_items_rollups_delete AFTER DELETE ON work_items
  FOR EACH ROW EXECUTE FUNCTION tms_ticket_rollups();--> statement-breakpoint
CREATE TRIGGER work_items_rollups_update
  AFTER UPDATE OF created_date, status_id, expire_date, closed_date, category_id, company_location_id ON work_items
  FOR EACH ROW WHEN (OLD.created_date IS DISTINCT FROM NEW.created_date OR OLD.status_id IS DISTINCT FROM NEW.status_id
    OR OLD.expire_date IS DISTINCT FROM NEW.expire_date OR OLD.closed_date IS DISTINCT FROM NEW.closed_date
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.company_location_id IS DISTINCT FROM NEW.company_location_id)
  EXECUTE FUNCTION tms_ticket_rollups();--> statement-breakpoint
-- TRUNCATE fires no row trigger: empty the roll-ups with the tickets.
CREATE OR REPLACE FUNCTION tms_ticket_rollups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE ticket_monthly_counts, ticket_daily_shares;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER work_items_rollups_truncate AFTER TRUNCATE ON work_items
  FOR EACH STATEMENT EXECUTE FUNCTION tms_ticket_rollups_truncate();--> statement-breakpoint
INSERT INTO ticket_monthly_counts (month, company_location_id, tickets, closed, closed_in_sla)
SELECT date_trunc('month', created_date AT TIME ZONE 'UTC')::date, company_location_id, count(*),
       count(*) FILTER (WHERE status_id = 3),
       count(*) FILTER (WHERE status_id = 3 AND (expire_date IS NULL OR closed_date <= expire_date))
  FROM work_items GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO ticket_daily_shares (day, category_id, company_location_id, tickets)
SELECT (created_date AT TIME ZONE 'UTC')::date, category_id, company_location_id, count(*) FROM work_items GROUP BY 1, 2, 3;
