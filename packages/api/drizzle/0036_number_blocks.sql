CREATE TABLE "ticket_number_blocks" (
	"block" integer PRIMARY KEY NOT NULL,
	"first_created" timestamp with time zone NOT NULL,
	"last_created" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_daily_shares" DROP COLUMN "first_id";--> statement-breakpoint
ALTER TABLE "ticket_daily_shares" DROP COLUMN "last_id";--> statement-breakpoint
-- A period sorted by number walks the blocks of 1,024 numbers its creation hours overlap (docs/performance.md#sorts),
-- bounded here by block rather than by day: a day's tickets may be numbered far apart (imports, demo data), a block's
-- numbers are consecutive. The day rows' number bounds (migration 0033) leave, and the roll-up functions are as before
-- them (migration 0017).
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
DROP FUNCTION tms_rollup_day(date, integer, integer, integer, integer);--> statement-breakpoint
-- Widens the block of ticket `p_id` to the creation hour of `p_created` when it lies outside: tickets written in
-- creation order widen their block once an hour at most, and otherwise only read its row.
CREATE OR REPLACE FUNCTION tms_cover_number_block(p_id integer, p_created timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  hour_start timestamptz := date_bin('1 hour', p_created, TIMESTAMPTZ '2000-01-01 00:00:00+00');
BEGIN
  PERFORM 1 FROM ticket_number_blocks WHERE block = p_id >> 10 AND first_created <= p_created AND last_created > p_created;
  IF FOUND THEN RETURN; END IF;
  INSERT INTO ticket_number_blocks AS b (block, first_created, last_created)
  VALUES (p_id >> 10, hour_start, hour_start + interval '1 hour')
  ON CONFLICT (block) DO UPDATE SET first_created = LEAST(b.first_created, excluded.first_created),
                                    last_created = GREATEST(b.last_created, excluded.last_created);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tms_ticket_number_block() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tms_cover_number_block(NEW.id, NEW.created_date);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER work_items_number_block_insert AFTER INSERT ON work_items
  FOR EACH ROW EXECUTE FUNCTION tms_ticket_number_block();--> statement-breakpoint
CREATE TRIGGER work_items_number_block_update AFTER UPDATE OF created_date ON work_items
  FOR EACH ROW WHEN (OLD.created_date IS DISTINCT FROM NEW.created_date) EXECUTE FUNCTION tms_ticket_number_block();--> statement-breakpoint
-- The blocks of the tickets numbered after `p_after` (all of them: 0), for a bulk write with the trigger off.
CREATE OR REPLACE FUNCTION tms_fill_number_blocks(p_after integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ticket_number_blocks AS b (block, first_created, last_created)
  SELECT id >> 10, date_bin('1 hour', min(created_date), TIMESTAMPTZ '2000-01-01 00:00:00+00'),
         date_bin('1 hour', max(created_date), TIMESTAMPTZ '2000-01-01 00:00:00+00') + interval '1 hour'
    FROM work_items WHERE id > p_after GROUP BY 1
  ON CONFLICT (block) DO UPDATE SET first_created = LEAST(b.first_created, excluded.first_created),
                                    last_created = GREATEST(b.last_created, excluded.last_created) $$;--> statement-breakpoint
SELECT tms_fill_number_blocks(0);
