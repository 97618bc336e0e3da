-- Live fan-out of in-app notifications: every inserted row is announced on the `notifications` channel, so each app
-- process (LISTEN) can push it to the recipient's open browser tabs, whichever process wrote it.
CREATE OR REPLACE FUNCTION tms_announce_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notifications', json_build_object('id', NEW.id, 'userId', NEW.user_id)::text);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER notifications_announce AFTER INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION tms_announce_notification();
