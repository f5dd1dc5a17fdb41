CREATE TABLE "property_overrides" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"feed_media" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_overrides" ADD CONSTRAINT "property_overrides_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_updated_id_idx" ON "properties" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "properties_desk_price_id_idx" ON "properties" USING btree (coalesce("comparable_price", -1),"id");--> statement-breakpoint
CREATE INDEX "properties_reference_id_idx" ON "properties" USING btree ("reference","id");--> statement-breakpoint
CREATE INDEX "properties_desk_text_trgm" ON "properties" USING gin (lower("reference" || ' ' || "display_address" || ' ' || "postcode") gin_trgm_ops);