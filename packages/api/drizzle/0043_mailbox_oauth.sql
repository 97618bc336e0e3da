-- OAuth 2.0 sign-in of the e-mail channel's mailboxes (docs/product/channels.md#oauth-sign-in): how each mailbox signs
-- in, its provider's endpoints, scopes and client (the secret sealed), the sealed tokens of its connection, the address
-- it is connected as and whether it must be connected again; a mailbox signing in with OAuth keeps no password. The
-- authorizations waiting for the provider's answer (single-use, 10 minutes) hold the PKCE verifier.
CREATE TABLE "mailbox_oauth_states" (
	"state_hash" varchar(64) PRIMARY KEY NOT NULL,
	"mailbox_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"token_endpoint" varchar(2000) NOT NULL,
	"client_id" varchar(500) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailboxes" ALTER COLUMN "password_cipher" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "auth_kind" varchar(20) DEFAULT 'basic' NOT NULL;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "oauth_tenant" varchar(100);--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "oauth_authorization_endpoint" varchar(2000);--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "oauth_token_endpoint" varchar(2000);--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "oauth_scopes" varchar(1000);--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "oauth_client_id" varchar(500);--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "oauth_client_secret_cipher" text;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "oauth_refresh_token_cipher" text;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "oauth_access_token_cipher" text;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "oauth_access_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "oauth_connected_address" varchar(254);--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "oauth_needs_reconnect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mailbox_oauth_states" ADD CONSTRAINT "mailbox_oauth_states_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_oauth_states" ADD CONSTRAINT "mailbox_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailbox_oauth_states_expires_idx" ON "mailbox_oauth_states" USING btree ("expires_at");
