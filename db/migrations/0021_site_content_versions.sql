CREATE TABLE "site_content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"note" text NOT NULL,
	"created_by_staff_id" integer,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"discarded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "site_content_versions_published_idx" ON "site_content_versions" USING btree ("published_at");