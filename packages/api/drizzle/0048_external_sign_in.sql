-- Sign-in through systems outside the help desk (docs/product/access.md#single-sign-on, #directory-sign-in): the
-- directory entry a user row mirrors (its password is the directory's; found by it, ignoring case, at each directory
-- sign-in), the OpenID Connect authorizations sent to the
-- provider and not yet answered (single-use, 10 minutes; the SHA-256 of their state, the PKCE verifier and the nonce),
-- and the one-use tickets the answer hands to the web app (1 minute; the SHA-256 of the ticket). Hand-added: the
-- tickets' foreign key to users, ON DELETE CASCADE.
ALTER TABLE "users" ADD COLUMN "directory_dn" varchar(1000);--> statement-breakpoint
CREATE INDEX "users_directory_dn_idx" ON "users" USING btree (lower("directory_dn")) WHERE "users"."directory_dn" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "single_sign_on_states" (
	"state_hash" varchar(64) PRIMARY KEY NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"nonce" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "single_sign_on_tickets" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "single_sign_on_states_expires_idx" ON "single_sign_on_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "single_sign_on_tickets_expires_idx" ON "single_sign_on_tickets" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "single_sign_on_tickets" ADD CONSTRAINT "single_sign_on_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
