CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"building_name" text DEFAULT '' NOT NULL,
	"building_number" text DEFAULT '' NOT NULL,
	"line_1" text NOT NULL,
	"line_2" text DEFAULT '' NOT NULL,
	"line_3" text DEFAULT '' NOT NULL,
	"line_4" text DEFAULT '' NOT NULL,
	"town_or_city" text NOT NULL,
	"county" text DEFAULT '' NOT NULL,
	"postcode" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(building_name || ' ' || building_number || ' ' || line_1 || ' ' || line_2 || ' ' || town_or_city || ' ' || postcode)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lead_id" integer,
	"form_submission_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_search_alerts" (
	"saved_search_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"outbox_email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alerts_saved_search_id_property_id_pk" PRIMARY KEY("saved_search_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "form_submission_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_webhooks" ADD CONSTRAINT "outbox_webhooks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_webhooks" ADD CONSTRAINT "outbox_webhooks_form_submission_id_form_submissions_id_fk" FOREIGN KEY ("form_submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_outbox_email_id_outbox_emails_id_fk" FOREIGN KEY ("outbox_email_id") REFERENCES "public"."outbox_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_search_trgm" ON "addresses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "addresses_postcode_idx" ON "addresses" USING btree (replace(upper("postcode"), ' ', ''));--> statement-breakpoint
CREATE INDEX "outbox_webhooks_due_idx" ON "outbox_webhooks" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_form_submission_id_form_submissions_id_fk" FOREIGN KEY ("form_submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_idempotency_key" ON "form_submissions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_key" ON "leads" USING btree ("idempotency_key");