-- An agency's own choices for the advert rules (issue 41), one row per agency once an owner has chosen (none means
-- the defaults). An agency table: agency_id leads its key, and row-level security gives each agency its own row
-- only, as migration 0032 gave every agency table.
-- part_a_missing: whether a listing missing a Part A item of its material information is held back from the site
-- ("block", the default) or published with a warning to staff ("warn"). An agency that already has listings when
-- this arrives (an upgrade) is given "warn": its feeds were written before Part A was enforced (leases often come
-- without ground rent or lease length), and holding back a share of its live adverts overnight is its owner's choice
-- to make, with the count of listings it would hold on the settings page. A new agency, and a fresh install's demo,
-- start with "block" (docs/advert-rules.md "Material information").
-- evidence_years: how many whole years a version of an advert is kept after it stopped being live before the
-- retention job deletes it. Six by default, the limitation period for a claim in England and Wales, as every agency
-- had until now; an owner chooses from 1 to 15 (modules/advert-rules/model/advert-settings.ts).
CREATE TABLE "advert_rule_settings" (
	"agency_id" integer DEFAULT openhouse_agency_id() NOT NULL,
	"part_a_missing" text DEFAULT 'block' NOT NULL,
	"evidence_years" integer DEFAULT 6 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advert_rule_settings_agency_id_pk" PRIMARY KEY("agency_id"),
	CONSTRAINT "advert_rule_settings_part_a_missing_check" CHECK ("advert_rule_settings"."part_a_missing" in ('block', 'warn')),
	CONSTRAINT "advert_rule_settings_evidence_years_check" CHECK ("advert_rule_settings"."evidence_years" between 1 and 15)
);
--> statement-breakpoint
ALTER TABLE "advert_rule_settings" ADD CONSTRAINT "advert_rule_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_rule_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY agency_rows ON "advert_rule_settings" USING (agency_id = openhouse_agency_id()) WITH CHECK (agency_id = openhouse_agency_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "advert_rule_settings" TO openhouse_app;--> statement-breakpoint
INSERT INTO "advert_rule_settings" ("agency_id", "part_a_missing") SELECT DISTINCT "agency_id", 'warn' FROM "properties";
