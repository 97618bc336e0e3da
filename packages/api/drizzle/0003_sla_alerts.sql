CREATE TABLE "sla_alerts" (
	"work_item_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sla_alerts_work_item_id_kind_pk" PRIMARY KEY("work_item_id","kind")
);
--> statement-breakpoint
ALTER TABLE "sla_alerts" ADD CONSTRAINT "sla_alerts_work_item_id_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Browser push: each new notification becomes one outbox row per push subscription of its recipient, in the same
-- transaction, so delivery survives crashes and is retried.
CREATE OR REPLACE FUNCTION tms_announce_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notifications', json_build_object('id', NEW.id, 'userId', NEW.user_id)::text);
  INSERT INTO outbox (kind, payload)
    SELECT 'push', jsonb_build_object('subscriptionId', ps.id, 'notificationId', NEW.id)
      FROM push_subscriptions ps WHERE ps.user_id = NEW.user_id;
  RETURN NEW;
END $$;
