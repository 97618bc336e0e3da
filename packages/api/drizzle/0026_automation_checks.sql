CREATE TABLE "automation_checks" (
	"work_item_id" integer PRIMARY KEY NOT NULL,
	"check_date" timestamp with time zone NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_checks" ADD CONSTRAINT "automation_checks_work_item_id_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_checks_due_idx" ON "automation_checks" USING btree ("check_date","work_item_id");--> statement-breakpoint
-- The time rules' pass reads only the tickets whose check instant has come (docs/product/automations.md). A new open
-- ticket, and any change of what a rule looks at or counts from, makes it due at its creation instant under a new
-- version; a ticket made inactive leaves the table.
CREATE OR REPLACE FUNCTION tms_arm_automation_check(p_ticket integer, p_created timestamptz) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO automation_checks (work_item_id, check_date) VALUES (p_ticket, p_created)
  ON CONFLICT (work_item_id) DO UPDATE SET check_date = EXCLUDED.check_date, version = automation_checks.version + 1;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tms_arm_automation_check_on_ticket() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.is_active THEN
    DELETE FROM automation_checks WHERE work_item_id = NEW.id;
  ELSIF TG_OP = 'INSERT' THEN
    -- Only an import writes a finalised ticket; a rule that reads finalised ones makes them due when it is saved.
    IF NEW.status_id <> 3 THEN PERFORM tms_arm_automation_check(NEW.id, NEW.created_date); END IF;
  ELSE
    PERFORM tms_arm_automation_check(NEW.id, NEW.created_date);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER work_items_arm_automation_check_insert AFTER INSERT ON work_items
  FOR EACH ROW EXECUTE FUNCTION tms_arm_automation_check_on_ticket();--> statement-breakpoint
CREATE TRIGGER work_items_arm_automation_check_update AFTER UPDATE ON work_items
  FOR EACH ROW WHEN ((NEW.created_date, NEW.modified_date, NEW.expire_date, NEW.status_id, NEW.subject, NEW.category_id,
                      NEW.sub_category_id, NEW.company_location_id, NEW.severity_id, NEW.assigned_to, NEW.created_by,
                      NEW.is_active)
                     IS DISTINCT FROM
                     (OLD.created_date, OLD.modified_date, OLD.expire_date, OLD.status_id, OLD.subject, OLD.category_id,
                      OLD.sub_category_id, OLD.company_location_id, OLD.severity_id, OLD.assigned_to, OLD.created_by,
                      OLD.is_active))
  EXECUTE FUNCTION tms_arm_automation_check_on_ticket();--> statement-breakpoint
-- A message or note, written or changed: idle stretches and waits on the creator read them.
CREATE OR REPLACE FUNCTION tms_arm_automation_check_on_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tms_arm_automation_check(wi.id, wi.created_date) FROM work_items wi WHERE wi.id = NEW.work_item_id AND wi.is_active;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER work_item_discussions_arm_automation_check AFTER INSERT OR UPDATE ON work_item_discussions
  FOR EACH ROW EXECUTE FUNCTION tms_arm_automation_check_on_message();--> statement-breakpoint
INSERT INTO automation_checks (work_item_id, check_date)
  SELECT id, created_date FROM work_items WHERE is_active AND status_id <> 3;
