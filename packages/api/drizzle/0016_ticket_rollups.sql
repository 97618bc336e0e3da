CREATE TABLE "ticket_daily_shares" (
	"day" date NOT NULL,
	"category_id" integer NOT NULL,
	"company_location_id" integer,
	"tickets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_daily_shares_key" UNIQUE NULLS NOT DISTINCT("day","category_id","company_location_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_monthly_counts" (
	"month" date NOT NULL,
	"company_location_id" integer,
	"tickets" integer DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"closed_in_sla" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_monthly_counts_key" UNIQUE NULLS NOT DISTINCT("month","company_location_id")
);
