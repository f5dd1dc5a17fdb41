ALTER TABLE "properties" ALTER COLUMN "latitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "longitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "location" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "placement" text DEFAULT 'exact' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "placement_note" text;--> statement-breakpoint
CREATE INDEX "properties_unplaced_idx" ON "properties" USING btree ("id") WHERE placement = 'unplaced';