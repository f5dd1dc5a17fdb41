ALTER TYPE "public"."media_kind" ADD VALUE 'document';--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "byte_size" integer;