-- Each agency's requests per UK day, for the operators' console (issue 44 item 6): every process adds its counts
-- every few seconds (modules/agencies/use-cases/request-counts.ts). An agency table like any other: its rows are
-- its agency's, exported and deleted with it.
CREATE TABLE "agency_request_days" (
	"agency_id" integer DEFAULT openhouse_agency_id() NOT NULL,
	"day" date NOT NULL,
	"requests" bigint NOT NULL,
	CONSTRAINT "agency_request_days_agency_id_day_pk" PRIMARY KEY("agency_id","day")
);
--> statement-breakpoint
ALTER TABLE "agency_request_days" ADD CONSTRAINT "agency_request_days_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Row-level security, as migration 0032 gave every agency table: the application's role sees its agency's rows only.
ALTER TABLE "agency_request_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY agency_rows ON "agency_request_days" USING (agency_id = openhouse_agency_id()) WITH CHECK (agency_id = openhouse_agency_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "agency_request_days" TO openhouse_app;
