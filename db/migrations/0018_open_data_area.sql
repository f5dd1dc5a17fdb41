CREATE TABLE "open_data_broadband" (
	"postcode" text PRIMARY KEY NOT NULL,
	"superfast_percent" double precision,
	"ultrafast_percent" double precision,
	"full_fibre_percent" double precision,
	"gigabit_percent" double precision,
	"median_download_mbps" double precision,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_data_flood_risk" (
	"postcode" text PRIMARY KEY NOT NULL,
	"residential_high" integer NOT NULL,
	"residential_medium" integer NOT NULL,
	"residential_low" integer NOT NULL,
	"residential_very_low" integer NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_data_imports" (
	"dataset" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"data_date" date NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_data_schools" (
	"urn" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"phase" text NOT NULL,
	"status" text NOT NULL,
	"low_age" integer,
	"high_age" integer,
	"postcode" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"ofsted_judgement" text,
	"ofsted_inspected_on" date,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "open_data_schools_earth_gist" ON "open_data_schools" USING gist (ll_to_earth("latitude", "longitude"));