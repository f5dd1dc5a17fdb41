CREATE TABLE "alert_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sent" integer NOT NULL,
	"unsubscribed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sales" integer NOT NULL,
	"lettings" integer NOT NULL,
	"zero" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" "channel" NOT NULL,
	"place" text,
	"search_text" text,
	"result_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_place_days" (
	"day" date NOT NULL,
	"place" text NOT NULL,
	"searches" integer NOT NULL,
	"zero" integer NOT NULL,
	CONSTRAINT "search_place_days_day_place_pk" PRIMARY KEY("day","place")
);
--> statement-breakpoint
CREATE TABLE "search_zero_days" (
	"day" date NOT NULL,
	"channel" "channel" NOT NULL,
	"place" text,
	"search_text" text,
	"searches" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_branch_idx";--> statement-breakpoint
CREATE INDEX "alert_events_created_idx" ON "alert_events" USING btree ("created_at","kind");--> statement-breakpoint
CREATE INDEX "search_events_created_idx" ON "search_events" USING btree ("created_at","channel","result_count","place","search_text");--> statement-breakpoint
CREATE INDEX "search_zero_days_day_idx" ON "search_zero_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "leads_property_idx" ON "leads" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_branch_status_idx" ON "properties" USING btree ("branch_id","status");--> statement-breakpoint
CREATE INDEX "saved_properties_property_idx" ON "saved_properties" USING btree ("property_id","created_at");