ALTER TABLE "properties" ADD COLUMN "comparable_price" integer GENERATED ALWAYS AS (case when price_frequency = 'pa' then round(price / 12.0)::integer else price end) STORED;--> statement-breakpoint
CREATE INDEX "properties_channel_price_asc_idx" ON "properties" USING btree ("channel","comparable_price","id");--> statement-breakpoint
CREATE INDEX "properties_channel_price_desc_idx" ON "properties" USING btree ("channel","comparable_price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_channel_sqft_asc_idx" ON "properties" USING btree ("channel","square_feet","id");--> statement-breakpoint
CREATE INDEX "properties_channel_sqft_desc_idx" ON "properties" USING btree ("channel","square_feet" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_channel_created_id_idx" ON "properties" USING btree ("channel","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_channel_launched_idx" ON "properties" USING btree ("channel","launched_at","id");--> statement-breakpoint
CREATE INDEX "properties_channel_updated_idx" ON "properties" USING btree ("channel","updated_at","id");--> statement-breakpoint
CREATE INDEX "properties_channel_status_position_idx" ON "properties" USING btree ("channel","status","latitude","longitude");