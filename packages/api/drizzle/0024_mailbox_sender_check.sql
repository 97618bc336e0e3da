ALTER TABLE "inbound_mails" ADD COLUMN "source_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "sender_check" varchar(30) DEFAULT 'reply-token' NOT NULL;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "authserv_id" varchar(255);