CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(200) NOT NULL,
	"address" varchar(64),
	"action" varchar(40) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"record_id" varchar(60),
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log_retention" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "audit_log_retention_one_row" CHECK ("audit_log_retention"."id" = 1),
	CONSTRAINT "audit_log_retention_days" CHECK ("audit_log_retention"."days" >= 1)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_occurred_idx" ON "audit_log" USING btree ("company_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","occurred_at","id");--> statement-breakpoint
-- Append-only in the database itself (docs/product/audit-log.md#append-only): no UPDATE ever; a DELETE only of a row
-- older than the retention the server keeps in audit_log_retention (its own job removes those); no TRUNCATE. The
-- retention row cannot go below one day, and without it nothing may be deleted.
CREATE OR REPLACE FUNCTION tms_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.occurred_at < now() - make_interval(days => (SELECT days FROM audit_log_retention WHERE id = 1)) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION tms_audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION tms_audit_log_append_only();
