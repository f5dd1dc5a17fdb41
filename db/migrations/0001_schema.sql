CREATE TYPE "public"."alert_frequency" AS ENUM('I', 'W', 'M', 'N');--> statement-breakpoint
CREATE TYPE "public"."channel" AS ENUM('sales', 'lettings');--> statement-breakpoint
CREATE TYPE "public"."department_kind" AS ENUM('sales', 'lettings', 'new_homes', 'estate_agents', 'commercial', 'external_commercial');--> statement-breakpoint
CREATE TYPE "public"."lead_kind" AS ENUM('viewing', 'valuation', 'staff', 'department', 'branch', 'new_homes', 'send_to_friend');--> statement-breakpoint
CREATE TYPE "public"."media_kind" AS ENUM('photo', 'floorplan', 'epc', 'video', 'virtual_tour');--> statement-breakpoint
CREATE TYPE "public"."property_status" AS ENUM('available', 'under_offer', 'sstc', 'sold', 'exchanged', 'completed', 'let_agreed', 'let', 'withdrawn');--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_key" text,
	"author" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address_line_1" text NOT NULL,
	"address_line_2" text,
	"town" text NOT NULL,
	"county" text,
	"postcode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"telephone" text NOT NULL,
	"sales_telephone" text,
	"lettings_telephone" text,
	"email" text NOT NULL,
	"postcode_coverage" text[] DEFAULT '{}'::text[] NOT NULL,
	"opening_hours" jsonb,
	"photo_key" text,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"choice" text NOT NULL,
	"statement" text,
	"url" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer,
	"kind" "department_kind" NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"telephone" text,
	"email" text,
	"branch_department_url_label" text,
	"external_url" text
);
--> statement-breakpoint
CREATE TABLE "form_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"html_form_id" text NOT NULL,
	"ga_name" text,
	"submit_button_text" text DEFAULT 'Submit' NOT NULL,
	"para" text,
	"elements" jsonb NOT NULL,
	"notify_email" text
);
--> statement-breakpoint
CREATE TABLE "form_submission_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"field_name" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"property_id" integer,
	"data" jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "lead_kind" NOT NULL,
	"property_id" integer,
	"branch_id" integer,
	"department_id" integer,
	"staff_id" integer,
	"user_id" integer,
	"channel" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text,
	"message" text,
	"payload" jsonb NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"lead_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"county_name" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'GB' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"location" "point" GENERATED ALWAYS AS (point(longitude, latitude)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"channel" "channel" NOT NULL,
	"status" "property_status" DEFAULT 'available' NOT NULL,
	"price" integer,
	"poa" boolean DEFAULT false NOT NULL,
	"price_qualifier" text,
	"price_frequency" text DEFAULT 'outright' NOT NULL,
	"bedrooms" integer DEFAULT 0 NOT NULL,
	"bathrooms" integer DEFAULT 0 NOT NULL,
	"reception_rooms" integer DEFAULT 0 NOT NULL,
	"property_type" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"house_name" text,
	"house_number" text,
	"street" text NOT NULL,
	"locality" text,
	"town" text NOT NULL,
	"county" text,
	"postcode" text NOT NULL,
	"display_address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"location" "point" GENERATED ALWAYS AS (point(longitude, latitude)) STORED NOT NULL,
	"square_feet" integer,
	"acreage" numeric(10, 2),
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"key_features" text[] DEFAULT '{}'::text[] NOT NULL,
	"tenure" text,
	"material_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"epc_rating" text,
	"furnished" text,
	"available_from" date,
	"short_let" boolean DEFAULT false NOT NULL,
	"pets_allowed" boolean DEFAULT false NOT NULL,
	"auction_date" date,
	"exchanged_price" integer,
	"disposal" text,
	"branch_id" integer NOT NULL,
	"staff_id" integer,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(display_address, '') || ' ' || coalesce(town, '') || ' ' || coalesce(postcode, '') || ' ' || coalesce(description, ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"kind" "media_kind" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"media_key" text,
	"url" text,
	"caption" text
);
--> statement-breakpoint
CREATE TABLE "property_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_properties" (
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_properties_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"path" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"alert_frequency" "alert_frequency" DEFAULT 'I' NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"department_id" integer,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"job_title" text NOT NULL,
	"telephone" text,
	"email" text,
	"photo_key" text,
	"contactable_for_sales" boolean DEFAULT false NOT NULL,
	"contactable_for_lettings" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"title" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"house_name" text,
	"house_number" text,
	"street_address" text,
	"address_2" text,
	"locality" text,
	"town" text,
	"county" text,
	"postcode" text,
	"tel_home" text,
	"tel_mobile" text,
	"is_opted_in_to_marketing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_logs" ADD CONSTRAINT "consent_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submission_files" ADD CONSTRAINT "form_submission_files_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_form_definitions_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_media" ADD CONSTRAINT "property_media_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_key" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "articles_topics_gin" ON "articles" USING gin ("topics");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_slug_key" ON "branches" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "consent_logs_user_idx" ON "consent_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "departments_branch_idx" ON "departments" USING btree ("branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_definitions_slug_key" ON "form_definitions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_branch_idx" ON "leads" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "leads_delivery_idx" ON "leads" USING btree ("delivery_status");--> statement-breakpoint
CREATE INDEX "outbox_emails_status_idx" ON "outbox_emails" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_key" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "places_location_gist" ON "places" USING gist ("location");--> statement-breakpoint
CREATE INDEX "places_name_lower_idx" ON "places" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "properties_reference_key" ON "properties" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "properties_channel_status_price_idx" ON "properties" USING btree ("channel","status","price");--> statement-breakpoint
CREATE INDEX "properties_channel_created_idx" ON "properties" USING btree ("channel","created_at");--> statement-breakpoint
CREATE INDEX "properties_location_gist" ON "properties" USING gist ("location");--> statement-breakpoint
CREATE INDEX "properties_tags_gin" ON "properties" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "properties_search_vector_gin" ON "properties" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "properties_branch_idx" ON "properties" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "properties_parent_idx" ON "properties" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "property_media_property_idx" ON "property_media" USING btree ("property_id","kind","position");--> statement-breakpoint
CREATE INDEX "property_views_property_idx" ON "property_views" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_alert_idx" ON "saved_searches" USING btree ("alert_frequency");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_branch_idx" ON "staff" USING btree ("branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));