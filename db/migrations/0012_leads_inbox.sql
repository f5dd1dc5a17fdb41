CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'viewing_booked', 'valuation_booked', 'closed', 'spam');--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"staff_user_id" integer,
	"actor_email" text NOT NULL,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_spam_phrases" (
	"lead_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_spam_phrases_lead_id_kind_value_pk" PRIMARY KEY("lead_id","kind","value")
);
--> statement-breakpoint
DROP INDEX "leads_created_idx";--> statement-breakpoint
DROP INDEX "leads_branch_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" "lead_status" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(telephone, '') || ' ' || coalesce(regexp_replace(telephone, '[^0-9]', '', 'g'), '') || ' ' || coalesce(payload->'lead_client'->>'postcode', payload->>'lead_client[postcode]', payload->'form_submission'->>'postcode', '') || ' ' || replace(coalesce(payload->'lead_client'->>'postcode', payload->>'lead_client[postcode]', payload->'form_submission'->>'postcode', ''), ' ', '') || ' ' || coalesce(message, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_spam_phrases" ADD CONSTRAINT "lead_spam_phrases_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_spam_phrases" ADD CONSTRAINT "lead_spam_phrases_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","id");--> statement-breakpoint
CREATE INDEX "lead_spam_phrases_value_idx" ON "lead_spam_phrases" USING btree ("kind","value");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_staff_user_id_staff_users_id_fk" FOREIGN KEY ("assigned_staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_inbox_order_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_inbox_branch_idx" ON "leads" USING btree ("branch_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_inbox_status_idx" ON "leads" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_inbox_assigned_idx" ON "leads" USING btree ("assigned_staff_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_inbox_kind_idx" ON "leads" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_new_branch_idx" ON "leads" USING btree ("branch_id") WHERE status = 'new';--> statement-breakpoint
CREATE INDEX "leads_search_trgm" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_emails_lead_idx" ON "outbox_emails" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "outbox_webhooks_lead_idx" ON "outbox_webhooks" USING btree ("lead_id");