ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(tel_home, '') || ' ' || coalesce(regexp_replace(tel_home, '[^0-9]', '', 'g'), '') || ' ' || coalesce(tel_mobile, '') || ' ' || coalesce(regexp_replace(tel_mobile, '[^0-9]', '', 'g'), ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_email_lower_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "outbox_emails_to_lower_idx" ON "outbox_emails" USING btree (lower("to"));--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_marketing_idx" ON "users" USING btree ("id") WHERE is_opted_in_to_marketing;