DROP INDEX "search_events_created_idx";--> statement-breakpoint
ALTER TABLE "search_events" ADD COLUMN "searches" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_events_created_idx" ON "search_events" USING btree ("created_at","channel","result_count","place","search_text","searches");