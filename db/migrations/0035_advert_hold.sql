ALTER TABLE "properties" ADD COLUMN "advert_findings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "held_back" boolean DEFAULT false NOT NULL;