CREATE TABLE "indicator_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_week" date
);
--> statement-breakpoint
CREATE TABLE "ticket_daily_quality" (
	"day" date NOT NULL,
	"company_location_id" integer,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"sla_total" integer DEFAULT 0 NOT NULL,
	"sla_met" integer DEFAULT 0 NOT NULL,
	"first_response_due" integer DEFAULT 0 NOT NULL,
	"first_response_met" integer DEFAULT 0 NOT NULL,
	"first_response_late" integer DEFAULT 0 NOT NULL,
	"surveys_sent" integer DEFAULT 0 NOT NULL,
	"rating_1" integer DEFAULT 0 NOT NULL,
	"rating_2" integer DEFAULT 0 NOT NULL,
	"rating_3" integer DEFAULT 0 NOT NULL,
	"rating_4" integer DEFAULT 0 NOT NULL,
	"rating_5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_daily_quality_key" UNIQUE NULLS NOT DISTINCT("day","company_location_id","category_id","sub_category_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_daily_responsible" (
	"day" date NOT NULL,
	"assigned_to" integer,
	"company_location_id" integer,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_daily_responsible_key" UNIQUE NULLS NOT DISTINCT("day","assigned_to","company_location_id","category_id","sub_category_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_open_load" (
	"assigned_to" integer,
	"company_location_id" integer,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	"open_with_deadline" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_open_load_key" UNIQUE NULLS NOT DISTINCT("assigned_to","company_location_id","category_id","sub_category_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_period_closers" (
	"span" smallint NOT NULL,
	"day" date NOT NULL,
	"dimension" smallint NOT NULL,
	"value" integer,
	"assigned_to" integer,
	"closed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_period_closers_key" UNIQUE NULLS NOT DISTINCT("span","dimension","value","day","assigned_to")
);
--> statement-breakpoint
CREATE TABLE "ticket_period_minutes" (
	"span" smallint NOT NULL,
	"day" date NOT NULL,
	"kind" smallint NOT NULL,
	"bucket" smallint NOT NULL,
	"company_location_id" integer,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_period_minutes_key" UNIQUE NULLS NOT DISTINCT("span","day","kind","bucket","company_location_id","category_id","sub_category_id")
);
--> statement-breakpoint
CREATE TABLE "time_period_entities" (
	"span" smallint NOT NULL,
	"day" date NOT NULL,
	"external_entity_id" integer,
	"company_location_id" integer,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"billable_minutes" integer DEFAULT 0 NOT NULL,
	"other_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "time_period_entities_key" UNIQUE NULLS NOT DISTINCT("span","day","external_entity_id","company_location_id","category_id","sub_category_id")
);
--> statement-breakpoint
ALTER TABLE "indicator_subscriptions" ADD CONSTRAINT "indicator_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The indicators' roll-ups (docs/product/service-quality.md#indicators, docs/performance.md#indicators) follow every
-- write of a ticket, a satisfaction survey, a time entry and a user's entity in the same transaction, as the chart
-- roll-ups do (migrations 0017, 0020, 0037): a trigger takes the old row's contribution away and adds the new one's.
-- What a row contributes is written once, as the SQL functions below, which the triggers, the backfill, the data
-- generator (tms_fill_indicator_rollups) and the API's reading of one responsible's own tickets all use. Each trigger
-- writes a table in one statement, its contributions netted per key and upserted in key order, so two writes lock
-- rows in the same order; a write that changes no counted field touches no row. The minutes, the time logged and the
-- closings per responsible, which hold many rows a day, are kept per day, per week and per four weeks too
-- (tms_indicator_periods): a range reads its whole blocks of four weeks, then its whole weeks, then its other days. The closings per responsible are kept whatever the
-- combination and per branch, category and sub-category alone, so one catalogue filter reads its own rows.
--
-- The indicators count whole days of the company's time zone, Mexico City's, as time entries' dates are: the day of an
-- instant, and the instant a day starts.
CREATE OR REPLACE FUNCTION tms_indicator_zone() RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 'America/Mexico_City' $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tms_indicator_day(p_at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (p_at AT TIME ZONE tms_indicator_zone())::date $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tms_indicator_day_start(p_day date) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT p_day::timestamp AT TIME ZONE tms_indicator_zone() $$;--> statement-breakpoint
-- The lower bounds of the buckets of working minutes the medians and 90th percentiles are estimated from: exact up to
-- 6 minutes, then 20 to 33 % wide (hours, then working days of 8 hours and calendar days).
CREATE OR REPLACE FUNCTION tms_minutes_bounds() RETURNS integer[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '{0,1,2,3,4,5,6,8,10,12,15,20,25,30,40,50,60,75,90,105,120,150,180,210,240,300,360,420,480,600,720,840,960,
           1200,1440,1680,1920,2400,2880,3360,3840,4800,5760,7200,8640,11520,14400,20160,28800,43200}'::integer[] $$;--> statement-breakpoint
-- The bucket of a number of minutes: 0 for [0, 1), … the last for 43,200 (30 days) and more.
CREATE OR REPLACE FUNCTION tms_minutes_bucket(p_minutes integer) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (width_bucket(GREATEST(p_minutes, 0), tms_minutes_bounds()) - 1)::smallint $$;--> statement-breakpoint
-- The periods a day counts in, each on its first day: itself (span 1), its week from Monday (span 7) and its block of
-- four weeks (span 28), weeks and blocks counted from Monday 1 January 2001 (indicator-days.ts counts them alike).
CREATE OR REPLACE FUNCTION tms_indicator_periods(p_day date) RETURNS TABLE (span smallint, day date)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT s, p_day - ((p_day - DATE '2001-01-01') % s + s) % s FROM unnest('{1,7,28}'::smallint[]) s $$;--> statement-breakpoint
-- A ticket's daily counts: created on its creation day; finalised on its closing day (within its SLA deadline or not);
-- its first response on the day it was due (answered on time, late, or not yet).
CREATE OR REPLACE FUNCTION tms_ticket_quality_facts(w work_items)
  RETURNS TABLE (day date, created integer, closed integer, sla_total integer, sla_met integer, first_response_due integer,
                 first_response_met integer, first_response_late integer)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT tms_indicator_day(w.created_date), 1, 0, 0, 0, 0, 0, 0 WHERE w.id IS NOT NULL
  UNION ALL
  SELECT tms_indicator_day(w.closed_date), 0, 1, (w.expire_date IS NOT NULL)::int, COALESCE(w.closed_date <= w.expire_date, false)::int,
         0, 0, 0
   WHERE w.status_id = 3 AND w.closed_date IS NOT NULL
  UNION ALL
  SELECT tms_indicator_day(w.first_response_due_date), 0, 0, 0, 0, 1,
         COALESCE(w.first_response_date <= w.first_response_due_date, false)::int,
         COALESCE(w.first_response_date > w.first_response_due_date, false)::int
   WHERE w.first_response_due_date IS NOT NULL $$;--> statement-breakpoint
-- A ticket's working minutes: its first response's (kind 1) on the day it was given, its resolution's (kind 2) on its
-- closing day.
CREATE OR REPLACE FUNCTION tms_ticket_minutes_facts(w work_items) RETURNS TABLE (day date, kind smallint, bucket smallint)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT tms_indicator_day(w.first_response_date), 1::smallint, tms_minutes_bucket(w.first_response_minutes)
   WHERE w.first_response_date IS NOT NULL AND w.first_response_minutes IS NOT NULL
  UNION ALL
  SELECT tms_indicator_day(w.closed_date), 2::smallint, tms_minutes_bucket(w.resolution_minutes)
   WHERE w.status_id = 3 AND w.closed_date IS NOT NULL AND w.resolution_minutes IS NOT NULL $$;--> statement-breakpoint
-- A survey's daily counts: sent on the day its mail went, answered on the day it was answered, per rating.
CREATE OR REPLACE FUNCTION tms_survey_facts(s satisfaction_surveys)
  RETURNS TABLE (day date, surveys_sent integer, rating_1 integer, rating_2 integer, rating_3 integer, rating_4 integer,
                 rating_5 integer)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT tms_indicator_day(s.sent_date), 1, 0, 0, 0, 0, 0 WHERE s.sent_date IS NOT NULL
  UNION ALL
  SELECT tms_indicator_day(s.answered_date), 0, (s.rating = 1)::int, (s.rating = 2)::int, (s.rating = 3)::int,
         (s.rating = 4)::int, (s.rating = 5)::int
   WHERE s.answered_date IS NOT NULL AND s.rating BETWEEN 1 AND 5 $$;--> statement-breakpoint
-- A time entry's minutes on its work date, billable or not.
CREATE OR REPLACE FUNCTION tms_time_facts(e time_entries) RETURNS TABLE (day date, billable_minutes integer, other_minutes integer)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT e.work_date, CASE WHEN e.billable THEN e.minutes ELSE 0 END, CASE WHEN e.billable THEN 0 ELSE e.minutes END
   WHERE e.id IS NOT NULL $$;--> statement-breakpoint
-- An open ticket's load on its responsible: one open ticket, with an SLA deadline or not.
CREATE OR REPLACE FUNCTION tms_ticket_open_facts(w work_items) RETURNS TABLE (open integer, open_with_deadline integer)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT 1, (w.expire_date IS NOT NULL)::int WHERE w.id IS NOT NULL AND w.status_id <> 3 $$;--> statement-breakpoint
-- Adds `p_signs` times what the tickets `p_tickets` contribute to every roll-up: a trigger's old row taken away (-1)
-- and new row added (1), or a batch of the backfill and the data generator (tms_fill_indicator_rollups). With p_children
-- the tickets' surveys and time entries count too (a ticket moved to another combination or creator, or deleted, takes
-- them along). One statement: each roll-up is written by one of its parts, its contributions netted per key and
-- upserted in key order. Its plan is made once per session (the generic plan: reading nothing but its arguments and
-- the keys it writes, it suits every call), not again at each ticket write.
CREATE OR REPLACE FUNCTION tms_add_ticket_indicators(p_signs integer[], p_tickets work_items[], p_children boolean)
  RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  WITH sides AS (
    SELECT s.sign, s.w FROM generate_subscripts(p_tickets, 1) i, LATERAL (SELECT p_signs[i] AS sign, p_tickets[i] AS w) s
     WHERE (s.w).id IS NOT NULL
  ), facts AS (
    SELECT f.day, (s.w).company_location_id AS location, (s.w).category_id AS category, (s.w).sub_category_id AS sub_category,
           (s.w).assigned_to AS assigned_to, s.sign * f.created AS created, s.sign * f.closed AS closed,
           s.sign * f.sla_total AS sla_total, s.sign * f.sla_met AS sla_met, s.sign * f.first_response_due AS first_response_due,
           s.sign * f.first_response_met AS first_response_met, s.sign * f.first_response_late AS first_response_late,
           0 AS surveys_sent, 0 AS rating_1, 0 AS rating_2, 0 AS rating_3, 0 AS rating_4, 0 AS rating_5
      FROM sides s CROSS JOIN LATERAL tms_ticket_quality_facts(s.w) f
    UNION ALL
    SELECT f.day, (s.w).company_location_id, (s.w).category_id, (s.w).sub_category_id, (s.w).assigned_to, 0, 0, 0, 0, 0, 0, 0,
           s.sign * f.surveys_sent, s.sign * f.rating_1, s.sign * f.rating_2, s.sign * f.rating_3, s.sign * f.rating_4,
           s.sign * f.rating_5
      FROM sides s JOIN satisfaction_surveys ss ON p_children AND ss.work_item_id = (s.w).id
     CROSS JOIN LATERAL tms_survey_facts(ss) f
  ), quality AS (
    INSERT INTO ticket_daily_quality AS q (day, company_location_id, category_id, sub_category_id, created, closed, sla_total,
                                           sla_met, first_response_due, first_response_met, first_response_late, surveys_sent,
                                           rating_1, rating_2, rating_3, rating_4, rating_5)
    SELECT day, location, category, sub_category, sum(created), sum(closed), sum(sla_total), sum(sla_met), sum(first_response_due),
           sum(first_response_met), sum(first_response_late), sum(surveys_sent), sum(rating_1), sum(rating_2), sum(rating_3),
           sum(rating_4), sum(rating_5)
      FROM facts GROUP BY 1, 2, 3, 4
    HAVING (sum(created), sum(closed), sum(sla_total), sum(sla_met), sum(first_response_due), sum(first_response_met),
            sum(first_response_late), sum(surveys_sent), sum(rating_1), sum(rating_2), sum(rating_3), sum(rating_4), sum(rating_5))
           <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
     ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT ticket_daily_quality_key DO UPDATE
      SET created = q.created + excluded.created, closed = q.closed + excluded.closed, sla_total = q.sla_total + excluded.sla_total,
          sla_met = q.sla_met + excluded.sla_met, first_response_due = q.first_response_due + excluded.first_response_due,
          first_response_met = q.first_response_met + excluded.first_response_met,
          first_response_late = q.first_response_late + excluded.first_response_late,
          surveys_sent = q.surveys_sent + excluded.surveys_sent, rating_1 = q.rating_1 + excluded.rating_1,
          rating_2 = q.rating_2 + excluded.rating_2, rating_3 = q.rating_3 + excluded.rating_3,
          rating_4 = q.rating_4 + excluded.rating_4, rating_5 = q.rating_5 + excluded.rating_5
  ), responsible AS (
    INSERT INTO ticket_daily_responsible AS r (day, assigned_to, company_location_id, category_id, sub_category_id, closed)
    SELECT day, assigned_to, location, category, sub_category, sum(closed) FROM facts
     WHERE closed <> 0 GROUP BY 1, 2, 3, 4, 5 HAVING sum(closed) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT ticket_daily_responsible_key DO UPDATE SET closed = r.closed + excluded.closed
  ), closers AS (
    INSERT INTO ticket_period_closers AS c (span, dimension, value, day, assigned_to, closed)
    SELECT p.span, d.dimension, d.value, p.day, f.assigned_to, sum(f.closed)
      FROM facts f CROSS JOIN LATERAL tms_indicator_periods(f.day) p
     CROSS JOIN LATERAL (VALUES (0::smallint, NULL::integer), (1::smallint, f.location), (2::smallint, f.category),
                                (3::smallint, f.sub_category)) d(dimension, value)
     WHERE f.closed <> 0 GROUP BY 1, 2, 3, 4, 5 HAVING sum(f.closed) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT ticket_period_closers_key DO UPDATE SET closed = c.closed + excluded.closed
  ), minutes AS (
    INSERT INTO ticket_period_minutes AS m (span, day, kind, bucket, company_location_id, category_id, sub_category_id, tickets)
    SELECT p.span, p.day, f.kind, f.bucket, (s.w).company_location_id, (s.w).category_id, (s.w).sub_category_id, sum(s.sign)
      FROM sides s CROSS JOIN LATERAL tms_ticket_minutes_facts(s.w) f CROSS JOIN LATERAL tms_indicator_periods(f.day) p
     GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(s.sign) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT ticket_period_minutes_key DO UPDATE SET tickets = m.tickets + excluded.tickets
  ), open_load AS (
    INSERT INTO ticket_open_load AS l (assigned_to, company_location_id, category_id, sub_category_id, open, open_with_deadline)
    SELECT (s.w).assigned_to, (s.w).company_location_id, (s.w).category_id, (s.w).sub_category_id, sum(s.sign * f.open),
           sum(s.sign * f.open_with_deadline)
      FROM sides s CROSS JOIN LATERAL tms_ticket_open_facts(s.w) f
     GROUP BY 1, 2, 3, 4 HAVING (sum(s.sign * f.open), sum(s.sign * f.open_with_deadline)) <> (0, 0) ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT ticket_open_load_key DO UPDATE
      SET open = l.open + excluded.open, open_with_deadline = l.open_with_deadline + excluded.open_with_deadline
  )
  INSERT INTO time_period_entities AS d (span, day, external_entity_id, company_location_id, category_id, sub_category_id,
                                         billable_minutes, other_minutes)
  SELECT p.span, p.day, u.external_entity_id, (s.w).company_location_id, (s.w).category_id, (s.w).sub_category_id,
         sum(s.sign * f.billable_minutes), sum(s.sign * f.other_minutes)
    FROM sides s JOIN time_entries te ON p_children AND te.work_item_id = (s.w).id
   CROSS JOIN LATERAL tms_time_facts(te) f CROSS JOIN LATERAL tms_indicator_periods(f.day) p
    LEFT JOIN users u ON u.id = (s.w).created_by
   GROUP BY 1, 2, 3, 4, 5, 6 HAVING (sum(s.sign * f.billable_minutes), sum(s.sign * f.other_minutes)) <> (0, 0)
   ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT time_period_entities_key DO UPDATE
    SET billable_minutes = d.billable_minutes + excluded.billable_minutes, other_minutes = d.other_minutes + excluded.other_minutes;
END $$;--> statement-breakpoint
-- Every ticket numbered after p_after, its survey and its time entries, once, in batches of 10,000 tickets: the backfill
-- below and the data generator's bulk insert.
CREATE OR REPLACE FUNCTION tms_fill_indicator_rollups(p_after integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_from integer := p_after;
  v_last integer := (SELECT max(id) FROM work_items);
  v_batch work_items[];
BEGIN
  WHILE v_from < v_last LOOP
    SELECT array_agg(wi ORDER BY wi.id) INTO v_batch FROM work_items wi WHERE wi.id > v_from AND wi.id <= v_from + 10000;
    IF v_batch IS NOT NULL THEN
      PERFORM tms_add_ticket_indicators(array_fill(1, ARRAY[cardinality(v_batch)]), v_batch, true);
    END IF;
    v_from := v_from + 10000;
  END LOOP;
END $$;--> statement-breakpoint
-- A ticket's write. Its deletion is counted before the row goes (BEFORE DELETE): its survey and time entries, deleted
-- with it by their foreign keys, no longer find it when their own triggers run, so the ticket takes them away here.
CREATE OR REPLACE FUNCTION tms_ticket_indicator_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o work_items;
  n work_items;
BEGIN
  IF TG_OP <> 'INSERT' THEN o := OLD; END IF;
  IF TG_OP <> 'DELETE' THEN n := NEW; END IF;
  PERFORM tms_add_ticket_indicators(ARRAY[-1, 1], ARRAY[o, n],
    TG_OP = 'DELETE' OR (TG_OP = 'UPDATE'
      AND ((OLD.company_location_id, OLD.category_id, OLD.sub_category_id, OLD.created_by)
           IS DISTINCT FROM (NEW.company_location_id, NEW.category_id, NEW.sub_category_id, NEW.created_by))));
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER work_items_indicators_insert AFTER INSERT ON work_items
  FOR EACH ROW EXECUTE FUNCTION tms_ticket_indicator_rollups();--> statement-breakpoint
CREATE TRIGGER work_items_indicators_delete BEFORE DELETE ON work_items
  FOR EACH ROW EXECUTE FUNCTION tms_ticket_indicator_rollups();--> statement-breakpoint
CREATE TRIGGER work_items_indicators_update
  AFTER UPDATE OF created_date, status_id, closed_date, expire_date, first_response_date, first_response_minutes,
    first_response_due_date, resolution_minutes, company_location_id, category_id, sub_category_id, assigned_to, created_by
  ON work_items
  -- An open ticket's deadline counts only by being there or not: a calendar's change, which moves the deadlines of
  -- every open ticket, writes no roll-up.
  FOR EACH ROW WHEN ((OLD.created_date, OLD.status_id, OLD.closed_date, CASE WHEN OLD.status_id = 3 THEN OLD.expire_date END,
                      OLD.expire_date IS NULL, OLD.first_response_date, OLD.first_response_minutes, OLD.first_response_due_date,
                      OLD.resolution_minutes, OLD.company_location_id, OLD.category_id, OLD.sub_category_id, OLD.assigned_to,
                      OLD.created_by)
               IS DISTINCT FROM (NEW.created_date, NEW.status_id, NEW.closed_date,
                                 CASE WHEN NEW.status_id = 3 THEN NEW.expire_date END, NEW.expire_date IS NULL,
                                 NEW.first_response_date, NEW.first_response_minutes, NEW.first_response_due_date,
                                 NEW.resolution_minutes, NEW.company_location_id, NEW.category_id, NEW.sub_category_id,
                                 NEW.assigned_to, NEW.created_by))
  EXECUTE FUNCTION tms_ticket_indicator_rollups();--> statement-breakpoint
-- A survey's write: its sending and its answer, on its ticket's combination (nothing once the ticket is gone).
CREATE OR REPLACE FUNCTION tms_survey_indicator_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o satisfaction_surveys;
  n satisfaction_surveys;
BEGIN
  IF TG_OP <> 'INSERT' THEN o := OLD; END IF;
  IF TG_OP <> 'DELETE' THEN n := NEW; END IF;
  INSERT INTO ticket_daily_quality AS q (day, company_location_id, category_id, sub_category_id, surveys_sent, rating_1, rating_2,
                                         rating_3, rating_4, rating_5)
  SELECT f.day, wi.company_location_id, wi.category_id, wi.sub_category_id, sum(s.sign * f.surveys_sent),
         sum(s.sign * f.rating_1), sum(s.sign * f.rating_2), sum(s.sign * f.rating_3), sum(s.sign * f.rating_4),
         sum(s.sign * f.rating_5)
    FROM (SELECT -1 AS sign, o AS r UNION ALL SELECT 1, n) s
   CROSS JOIN LATERAL tms_survey_facts(s.r) f
    JOIN work_items wi ON wi.id = (s.r).work_item_id
   GROUP BY 1, 2, 3, 4
  HAVING (sum(s.sign * f.surveys_sent), sum(s.sign * f.rating_1), sum(s.sign * f.rating_2), sum(s.sign * f.rating_3),
          sum(s.sign * f.rating_4), sum(s.sign * f.rating_5)) <> (0, 0, 0, 0, 0, 0)
   ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT ticket_daily_quality_key DO UPDATE
    SET surveys_sent = q.surveys_sent + excluded.surveys_sent, rating_1 = q.rating_1 + excluded.rating_1,
        rating_2 = q.rating_2 + excluded.rating_2, rating_3 = q.rating_3 + excluded.rating_3,
        rating_4 = q.rating_4 + excluded.rating_4, rating_5 = q.rating_5 + excluded.rating_5;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER satisfaction_surveys_indicators AFTER INSERT OR DELETE ON satisfaction_surveys
  FOR EACH ROW EXECUTE FUNCTION tms_survey_indicator_rollups();--> statement-breakpoint
CREATE TRIGGER satisfaction_surveys_indicators_update AFTER UPDATE OF work_item_id, sent_date, rating, answered_date
  ON satisfaction_surveys
  FOR EACH ROW WHEN ((OLD.work_item_id, OLD.sent_date, OLD.rating, OLD.answered_date)
                     IS DISTINCT FROM (NEW.work_item_id, NEW.sent_date, NEW.rating, NEW.answered_date))
  EXECUTE FUNCTION tms_survey_indicator_rollups();--> statement-breakpoint
-- Time logged: on its ticket's combination and its creator's entity (nothing once the ticket is gone).
CREATE OR REPLACE FUNCTION tms_time_entry_indicator_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o time_entries;
  n time_entries;
BEGIN
  IF TG_OP <> 'INSERT' THEN o := OLD; END IF;
  IF TG_OP <> 'DELETE' THEN n := NEW; END IF;
  INSERT INTO time_period_entities AS d (span, day, external_entity_id, company_location_id, category_id, sub_category_id,
                                         billable_minutes, other_minutes)
  SELECT p.span, p.day, u.external_entity_id, wi.company_location_id, wi.category_id, wi.sub_category_id,
         sum(s.sign * f.billable_minutes), sum(s.sign * f.other_minutes)
    FROM (SELECT -1 AS sign, o AS e UNION ALL SELECT 1, n) s
   CROSS JOIN LATERAL tms_time_facts(s.e) f CROSS JOIN LATERAL tms_indicator_periods(f.day) p
    JOIN work_items wi ON wi.id = (s.e).work_item_id
    LEFT JOIN users u ON u.id = wi.created_by
   GROUP BY 1, 2, 3, 4, 5, 6 HAVING (sum(s.sign * f.billable_minutes), sum(s.sign * f.other_minutes)) <> (0, 0)
   ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT time_period_entities_key DO UPDATE
    SET billable_minutes = d.billable_minutes + excluded.billable_minutes, other_minutes = d.other_minutes + excluded.other_minutes;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER time_entries_indicators AFTER INSERT OR DELETE ON time_entries
  FOR EACH ROW EXECUTE FUNCTION tms_time_entry_indicator_rollups();--> statement-breakpoint
CREATE TRIGGER time_entries_indicators_update AFTER UPDATE OF work_item_id, work_date, minutes, billable ON time_entries
  FOR EACH ROW WHEN ((OLD.work_item_id, OLD.work_date, OLD.minutes, OLD.billable)
                     IS DISTINCT FROM (NEW.work_item_id, NEW.work_date, NEW.minutes, NEW.billable))
  EXECUTE FUNCTION tms_time_entry_indicator_rollups();--> statement-breakpoint
-- A person moved to another entity takes the time logged on the tickets they created along.
CREATE OR REPLACE FUNCTION tms_user_entity_indicator_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO time_period_entities AS d (span, day, external_entity_id, company_location_id, category_id, sub_category_id,
                                         billable_minutes, other_minutes)
  SELECT p.span, p.day, s.entity, wi.company_location_id, wi.category_id, wi.sub_category_id,
         sum(s.sign * f.billable_minutes), sum(s.sign * f.other_minutes)
    FROM (SELECT -1 AS sign, OLD.external_entity_id AS entity UNION ALL SELECT 1, NEW.external_entity_id) s
   CROSS JOIN work_items wi
    JOIN time_entries te ON te.work_item_id = wi.id
   CROSS JOIN LATERAL tms_time_facts(te) f CROSS JOIN LATERAL tms_indicator_periods(f.day) p
   WHERE wi.created_by = NEW.id
   GROUP BY 1, 2, 3, 4, 5, 6 HAVING (sum(s.sign * f.billable_minutes), sum(s.sign * f.other_minutes)) <> (0, 0)
   ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT time_period_entities_key DO UPDATE
    SET billable_minutes = d.billable_minutes + excluded.billable_minutes, other_minutes = d.other_minutes + excluded.other_minutes;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_indicators_entity AFTER UPDATE OF external_entity_id ON users
  FOR EACH ROW WHEN (OLD.external_entity_id IS DISTINCT FROM NEW.external_entity_id)
  EXECUTE FUNCTION tms_user_entity_indicator_rollups();--> statement-breakpoint
-- Every table derived from the tickets' rows empties with them.
CREATE OR REPLACE FUNCTION tms_ticket_rollups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE ticket_monthly_counts, ticket_daily_shares, ticket_daily_assigned, ticket_monthly_assigned, ticket_number_blocks,
           ticket_subject_words, subject_word_vocabulary, ticket_daily_quality, ticket_period_minutes, ticket_period_closers,
           ticket_daily_responsible, ticket_open_load, time_period_entities;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Open tickets by SLA deadline, with the filters: the workload's 'Vencidos' subtracts those whose deadline is still to
-- come (a few days' tickets), read from the index alone.
CREATE INDEX "work_items_open_deadline_idx" ON "work_items" ("expire_date")
  INCLUDE ("assigned_to", "company_location_id", "category_id", "sub_category_id") WHERE status_id <> 3;--> statement-breakpoint
-- Tickets still owed their first response, by due instant: the first-response compliance leaves out those not yet due.
CREATE INDEX "work_items_first_response_pending_idx" ON "work_items" ("first_response_due_date")
  INCLUDE ("assigned_to", "company_location_id", "category_id", "sub_category_id")
  WHERE first_response_date IS NULL AND first_response_due_date IS NOT NULL;--> statement-breakpoint
-- Permission 31 'Indicadores' for the Supervisor role of an existing database (a new one gets it with the role, from
-- the reference data; the Administrador holds every permission).
INSERT INTO business_functions (id, label, url, is_active) VALUES (31, 'Indicadores', '/indicators', true)
  ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
INSERT INTO business_function_roles (role_id, business_function_id) SELECT id, 31 FROM roles WHERE id = 3
  ON CONFLICT DO NOTHING;--> statement-breakpoint
SELECT tms_fill_indicator_rollups(0);--> statement-breakpoint
ANALYZE ticket_daily_quality;--> statement-breakpoint
ANALYZE ticket_period_minutes;--> statement-breakpoint
ANALYZE ticket_period_closers;--> statement-breakpoint
ANALYZE ticket_daily_responsible;--> statement-breakpoint
ANALYZE ticket_open_load;--> statement-breakpoint
ANALYZE time_period_entities;
