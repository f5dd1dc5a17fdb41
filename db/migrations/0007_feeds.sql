CREATE TABLE "feed_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feed_import_locks" (
	"source" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_run_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"reference" text NOT NULL,
	"property_id" integer,
	"outcome" text NOT NULL,
	"warnings" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"way" text NOT NULL,
	"mode" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "postcodes" (
	"postcode" text PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"sector" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"price" integer,
	"previous_price" integer,
	"status" "property_status",
	"previous_status" "property_status"
);
--> statement-breakpoint
DROP INDEX "properties_reference_key";--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "source_code" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "kind" text DEFAULT 'town' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "feed_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rent_frequency" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "quoted_price" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "minimum_term_months" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "source_code" text;--> statement-breakpoint
ALTER TABLE "import_run_rows" ADD CONSTRAINT "import_run_rows_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_history" ADD CONSTRAINT "property_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_api_keys_hash_key" ON "feed_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "import_run_rows_run_idx" ON "import_run_rows" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "import_runs_source_started_idx" ON "import_runs" USING btree ("source","started_at");--> statement-breakpoint
CREATE INDEX "postcodes_district_idx" ON "postcodes" USING btree ("district");--> statement-breakpoint
CREATE INDEX "postcodes_sector_idx" ON "postcodes" USING btree ("sector");--> statement-breakpoint
CREATE INDEX "property_history_property_idx" ON "property_history" USING btree ("property_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_source_code_key" ON "branches" USING btree ("source","source_code");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_source_reference_key" ON "properties" USING btree ("source","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_source_code_key" ON "staff" USING btree ("source","source_code");