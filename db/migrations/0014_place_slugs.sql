ALTER TABLE "places" ADD COLUMN "slug" text;--> statement-breakpoint
CREATE UNIQUE INDEX "places_slug_key" ON "places" USING btree ("slug");