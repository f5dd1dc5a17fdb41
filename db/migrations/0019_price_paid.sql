CREATE TABLE "price_paid_sales" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"price" integer NOT NULL,
	"transferred_on" date NOT NULL,
	"postcode" text,
	"sector" text,
	"district" text,
	"property_type" text NOT NULL,
	"new_build" boolean NOT NULL,
	"tenure" text NOT NULL,
	"paon" text DEFAULT '' NOT NULL,
	"saon" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"town" text NOT NULL,
	"local_authority" text DEFAULT '' NOT NULL,
	"county" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE INDEX "price_paid_sales_type_position_idx" ON "price_paid_sales" USING btree ("property_type","latitude","longitude","transferred_on");--> statement-breakpoint
CREATE INDEX "price_paid_sales_sector_idx" ON "price_paid_sales" USING btree ("sector","transferred_on","property_type","price","category");--> statement-breakpoint
CREATE INDEX "price_paid_sales_district_idx" ON "price_paid_sales" USING btree ("district","transferred_on","property_type","price","category");--> statement-breakpoint
CREATE INDEX "price_paid_sales_town_idx" ON "price_paid_sales" USING btree ("town","transferred_on","property_type","price","category");--> statement-breakpoint
CREATE INDEX "price_paid_sales_unplaced_idx" ON "price_paid_sales" USING btree ("postcode") WHERE latitude is null and postcode is not null;