-- An agency's own evidence period (issue 41): how many whole years a version of an advert is kept after it stopped
-- being live before the retention job deletes it. Six by default, the limitation period for a claim in England and
-- Wales, as every agency had until now; an owner chooses from 1 to 15 (modules/advert-rules/model/advert-settings.ts).
ALTER TABLE "advert_rule_settings" ADD COLUMN "evidence_years" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "advert_rule_settings" ADD CONSTRAINT "advert_rule_settings_evidence_years_check" CHECK ("advert_rule_settings"."evidence_years" between 1 and 15);