CREATE TABLE "file_contents" (
	"key" varchar(300) NOT NULL,
	"chunk" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_contents_key_chunk_pk" PRIMARY KEY("key","chunk")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_contents" ADD CONSTRAINT "file_contents_key_stored_files_key_fk" FOREIGN KEY ("key") REFERENCES "public"."stored_files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_incomplete_idx" ON "stored_files" USING btree ("created_date") WHERE NOT "stored_files"."complete";--> statement-breakpoint
-- Chunks are mostly compressed formats (PDF, images, archives): stored out of line without a compression attempt.
ALTER TABLE "file_contents" ALTER COLUMN "data" SET STORAGE EXTERNAL;
