-- Every btree index of an agency table leads with agency_id, and the plain `…_unscoped_idx` copies of the old keys go
-- (issue 44 item 2, docs/decisions/029 "Indexes"). Each statement carries its agency: row-level security's policy
-- (`agency_id = openhouse_agency_id()`, a stable value) bounds an index scan as a WHERE clause would, so a lookup by id
-- or token and every listing order reads only its agency's part of the index, whatever the number of agencies.
-- properties.channel and .status become text with checks: under row-level security only a leakproof comparison may
-- bound an index scan, and text's equality is leakproof where an enum's is not.
DROP INDEX "alert_days_day_unscoped_idx";--> statement-breakpoint
DROP INDEX "articles_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "articles_slug_unscoped_idx";--> statement-breakpoint
DROP INDEX "audit_log_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "branches_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "branches_slug_unscoped_idx";--> statement-breakpoint
DROP INDEX "branches_source_code_unscoped_idx";--> statement-breakpoint
DROP INDEX "consent_logs_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "departments_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "feed_api_keys_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "feed_api_keys_hash_unscoped_idx";--> statement-breakpoint
DROP INDEX "feed_import_locks_source_unscoped_idx";--> statement-breakpoint
DROP INDEX "form_definitions_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "form_definitions_slug_unscoped_idx";--> statement-breakpoint
DROP INDEX "form_submission_files_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "form_submissions_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "form_submissions_idempotency_unscoped_idx";--> statement-breakpoint
DROP INDEX "import_run_rows_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "import_runs_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "lead_events_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "lead_spam_phrases_lead_id_kind_value_unscoped_idx";--> statement-breakpoint
DROP INDEX "leads_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "leads_idempotency_unscoped_idx";--> statement-breakpoint
DROP INDEX "outbox_emails_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "outbox_webhooks_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "password_resets_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "password_resets_token_unscoped_idx";--> statement-breakpoint
DROP INDEX "properties_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "properties_source_reference_unscoped_idx";--> statement-breakpoint
DROP INDEX "property_history_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "property_media_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "property_overrides_property_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "rate_limits_key_unscoped_idx";--> statement-breakpoint
DROP INDEX "saved_properties_user_id_property_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "saved_search_alerts_saved_search_id_property_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "saved_searches_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "search_days_day_unscoped_idx";--> statement-breakpoint
DROP INDEX "search_place_days_day_place_unscoped_idx";--> statement-breakpoint
DROP INDEX "sessions_id_hash_unscoped_idx";--> statement-breakpoint
DROP INDEX "site_content_key_unscoped_idx";--> statement-breakpoint
DROP INDEX "site_content_versions_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "staff_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "staff_source_code_unscoped_idx";--> statement-breakpoint
DROP INDEX "staff_passkey_challenges_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "staff_passkey_challenges_challenge_unscoped_idx";--> statement-breakpoint
DROP INDEX "staff_passkeys_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "staff_passkeys_credential_unscoped_idx";--> statement-breakpoint
DROP INDEX "staff_recovery_codes_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "staff_recovery_codes_user_code_unscoped_idx";--> statement-breakpoint
DROP INDEX "staff_sessions_id_hash_unscoped_idx";--> statement-breakpoint
DROP INDEX "staff_setup_tokens_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "staff_setup_tokens_token_unscoped_idx";--> statement-breakpoint
DROP INDEX "staff_user_branches_staff_user_id_branch_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "staff_users_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "staff_users_email_lower_unscoped_idx";--> statement-breakpoint
DROP INDEX "users_id_unscoped_idx";--> statement-breakpoint
DROP INDEX "users_email_lower_unscoped_idx";--> statement-breakpoint
DROP INDEX "alert_events_created_idx";--> statement-breakpoint
DROP INDEX "articles_published_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "consent_logs_user_idx";--> statement-breakpoint
DROP INDEX "consent_logs_lead_idx";--> statement-breakpoint
DROP INDEX "departments_branch_idx";--> statement-breakpoint
DROP INDEX "form_submissions_form_idx";--> statement-breakpoint
DROP INDEX "import_run_rows_run_idx";--> statement-breakpoint
DROP INDEX "import_runs_source_started_idx";--> statement-breakpoint
DROP INDEX "lead_events_lead_idx";--> statement-breakpoint
DROP INDEX "lead_spam_phrases_value_idx";--> statement-breakpoint
DROP INDEX "leads_delivery_idx";--> statement-breakpoint
DROP INDEX "leads_inbox_order_idx";--> statement-breakpoint
DROP INDEX "leads_inbox_branch_idx";--> statement-breakpoint
DROP INDEX "leads_inbox_status_idx";--> statement-breakpoint
DROP INDEX "leads_inbox_assigned_idx";--> statement-breakpoint
DROP INDEX "leads_inbox_kind_idx";--> statement-breakpoint
DROP INDEX "leads_user_idx";--> statement-breakpoint
DROP INDEX "leads_new_branch_idx";--> statement-breakpoint
DROP INDEX "leads_email_lower_idx";--> statement-breakpoint
DROP INDEX "leads_property_idx";--> statement-breakpoint
DROP INDEX "outbox_emails_status_idx";--> statement-breakpoint
DROP INDEX "outbox_emails_lead_idx";--> statement-breakpoint
DROP INDEX "outbox_emails_to_lower_idx";--> statement-breakpoint
DROP INDEX "outbox_webhooks_lead_idx";--> statement-breakpoint
DROP INDEX "properties_channel_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_channel_created_idx";--> statement-breakpoint
DROP INDEX "properties_branch_status_idx";--> statement-breakpoint
DROP INDEX "properties_parent_idx";--> statement-breakpoint
DROP INDEX "properties_channel_price_asc_idx";--> statement-breakpoint
DROP INDEX "properties_channel_price_desc_idx";--> statement-breakpoint
DROP INDEX "properties_channel_sqft_asc_idx";--> statement-breakpoint
DROP INDEX "properties_channel_sqft_desc_idx";--> statement-breakpoint
DROP INDEX "properties_channel_created_id_idx";--> statement-breakpoint
DROP INDEX "properties_channel_launched_idx";--> statement-breakpoint
DROP INDEX "properties_channel_updated_idx";--> statement-breakpoint
DROP INDEX "properties_channel_status_position_idx";--> statement-breakpoint
DROP INDEX "properties_unplaced_idx";--> statement-breakpoint
DROP INDEX "properties_updated_id_idx";--> statement-breakpoint
DROP INDEX "properties_desk_price_id_idx";--> statement-breakpoint
DROP INDEX "properties_desk_channel_price_id_idx";--> statement-breakpoint
DROP INDEX "properties_reference_id_idx";--> statement-breakpoint
DROP INDEX "property_history_property_idx";--> statement-breakpoint
DROP INDEX "property_media_property_idx";--> statement-breakpoint
DROP INDEX "property_views_property_idx";--> statement-breakpoint
DROP INDEX "rate_limits_expires_at_idx";--> statement-breakpoint
DROP INDEX "saved_properties_property_idx";--> statement-breakpoint
DROP INDEX "saved_searches_user_idx";--> statement-breakpoint
DROP INDEX "saved_searches_alert_idx";--> statement-breakpoint
DROP INDEX "search_events_created_idx";--> statement-breakpoint
DROP INDEX "search_zero_days_day_idx";--> statement-breakpoint
DROP INDEX "sessions_user_idx";--> statement-breakpoint
DROP INDEX "sessions_expires_idx";--> statement-breakpoint
DROP INDEX "site_content_versions_published_idx";--> statement-breakpoint
DROP INDEX "staff_branch_idx";--> statement-breakpoint
DROP INDEX "staff_passkey_challenges_user_idx";--> statement-breakpoint
DROP INDEX "staff_passkeys_user_idx";--> statement-breakpoint
DROP INDEX "staff_sessions_user_idx";--> statement-breakpoint
DROP INDEX "staff_sessions_expires_idx";--> statement-breakpoint
DROP INDEX "staff_user_branches_branch_idx";--> statement-breakpoint
DROP INDEX "staff_users_role_idx";--> statement-breakpoint
DROP INDEX "users_marketing_idx";--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "channel" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "status" SET DEFAULT 'available';--> statement-breakpoint
CREATE INDEX "alert_events_created_idx" ON "alert_events" USING btree ("agency_id","created_at","kind");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("agency_id","published_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("agency_id","actor_staff_id");--> statement-breakpoint
CREATE INDEX "consent_logs_user_idx" ON "consent_logs" USING btree ("agency_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_logs_lead_idx" ON "consent_logs" USING btree ("agency_id","lead_id");--> statement-breakpoint
CREATE INDEX "departments_branch_idx" ON "departments" USING btree ("agency_id","branch_id");--> statement-breakpoint
CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("agency_id","form_id","created_at");--> statement-breakpoint
CREATE INDEX "import_run_rows_run_idx" ON "import_run_rows" USING btree ("agency_id","run_id");--> statement-breakpoint
CREATE INDEX "import_runs_source_started_idx" ON "import_runs" USING btree ("agency_id","source","started_at");--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("agency_id","lead_id","id");--> statement-breakpoint
CREATE INDEX "lead_spam_phrases_value_idx" ON "lead_spam_phrases" USING btree ("agency_id","kind","value");--> statement-breakpoint
CREATE INDEX "leads_delivery_idx" ON "leads" USING btree ("agency_id","delivery_status");--> statement-breakpoint
CREATE INDEX "leads_inbox_order_idx" ON "leads" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_inbox_branch_idx" ON "leads" USING btree ("agency_id","branch_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_inbox_status_idx" ON "leads" USING btree ("agency_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_inbox_assigned_idx" ON "leads" USING btree ("agency_id","assigned_staff_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_inbox_kind_idx" ON "leads" USING btree ("agency_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_user_idx" ON "leads" USING btree ("agency_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_new_branch_idx" ON "leads" USING btree ("agency_id","branch_id") WHERE status = 'new';--> statement-breakpoint
CREATE INDEX "leads_email_lower_idx" ON "leads" USING btree ("agency_id",lower("email"));--> statement-breakpoint
CREATE INDEX "leads_property_idx" ON "leads" USING btree ("agency_id","property_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_status_idx" ON "outbox_emails" USING btree ("agency_id","status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_lead_idx" ON "outbox_emails" USING btree ("agency_id","lead_id");--> statement-breakpoint
CREATE INDEX "outbox_emails_to_lower_idx" ON "outbox_emails" USING btree ("agency_id",lower("to"));--> statement-breakpoint
CREATE INDEX "outbox_webhooks_lead_idx" ON "outbox_webhooks" USING btree ("agency_id","lead_id");--> statement-breakpoint
CREATE INDEX "properties_channel_status_price_idx" ON "properties" USING btree ("agency_id","channel","status","price");--> statement-breakpoint
CREATE INDEX "properties_channel_created_idx" ON "properties" USING btree ("agency_id","channel","created_at");--> statement-breakpoint
CREATE INDEX "properties_branch_status_idx" ON "properties" USING btree ("agency_id","branch_id","status");--> statement-breakpoint
CREATE INDEX "properties_parent_idx" ON "properties" USING btree ("agency_id","parent_id");--> statement-breakpoint
CREATE INDEX "properties_channel_price_asc_idx" ON "properties" USING btree ("agency_id","channel","comparable_price","id");--> statement-breakpoint
CREATE INDEX "properties_channel_price_desc_idx" ON "properties" USING btree ("agency_id","channel","comparable_price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_channel_sqft_asc_idx" ON "properties" USING btree ("agency_id","channel","square_feet","id");--> statement-breakpoint
CREATE INDEX "properties_channel_sqft_desc_idx" ON "properties" USING btree ("agency_id","channel","square_feet" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_channel_created_id_idx" ON "properties" USING btree ("agency_id","channel","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_channel_launched_idx" ON "properties" USING btree ("agency_id","channel","launched_at","id");--> statement-breakpoint
CREATE INDEX "properties_channel_updated_idx" ON "properties" USING btree ("agency_id","channel","updated_at","id");--> statement-breakpoint
CREATE INDEX "properties_channel_status_position_idx" ON "properties" USING btree ("agency_id","channel","status","latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_unplaced_idx" ON "properties" USING btree ("agency_id","id") WHERE placement = 'unplaced';--> statement-breakpoint
CREATE INDEX "properties_updated_id_idx" ON "properties" USING btree ("agency_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "properties_desk_price_id_idx" ON "properties" USING btree ("agency_id",coalesce("comparable_price", -1),"id");--> statement-breakpoint
CREATE INDEX "properties_desk_channel_price_id_idx" ON "properties" USING btree ("agency_id","channel",coalesce("comparable_price", -1),"id");--> statement-breakpoint
CREATE INDEX "properties_reference_id_idx" ON "properties" USING btree ("agency_id","reference","id");--> statement-breakpoint
CREATE INDEX "property_history_property_idx" ON "property_history" USING btree ("agency_id","property_id","changed_at");--> statement-breakpoint
CREATE INDEX "property_media_property_idx" ON "property_media" USING btree ("agency_id","property_id","kind","position");--> statement-breakpoint
CREATE INDEX "property_views_property_idx" ON "property_views" USING btree ("agency_id","property_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("agency_id","expires_at");--> statement-breakpoint
CREATE INDEX "saved_properties_property_idx" ON "saved_properties" USING btree ("agency_id","property_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_alert_idx" ON "saved_searches" USING btree ("agency_id","alert_frequency");--> statement-breakpoint
CREATE INDEX "search_events_created_idx" ON "search_events" USING btree ("agency_id","created_at","channel","result_count","place","search_text","searches");--> statement-breakpoint
CREATE INDEX "search_zero_days_day_idx" ON "search_zero_days" USING btree ("agency_id","day");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("agency_id","expires_at");--> statement-breakpoint
CREATE INDEX "site_content_versions_published_idx" ON "site_content_versions" USING btree ("agency_id","published_at");--> statement-breakpoint
CREATE INDEX "staff_branch_idx" ON "staff" USING btree ("agency_id","branch_id");--> statement-breakpoint
CREATE INDEX "staff_passkey_challenges_user_idx" ON "staff_passkey_challenges" USING btree ("agency_id","staff_user_id","purpose");--> statement-breakpoint
CREATE INDEX "staff_passkeys_user_idx" ON "staff_passkeys" USING btree ("agency_id","staff_user_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_user_idx" ON "staff_sessions" USING btree ("agency_id","staff_user_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_expires_idx" ON "staff_sessions" USING btree ("agency_id","expires_at");--> statement-breakpoint
CREATE INDEX "staff_user_branches_branch_idx" ON "staff_user_branches" USING btree ("agency_id","branch_id");--> statement-breakpoint
CREATE INDEX "staff_users_role_idx" ON "staff_users" USING btree ("agency_id","role");--> statement-breakpoint
CREATE INDEX "users_marketing_idx" ON "users" USING btree ("agency_id","id") WHERE is_opted_in_to_marketing;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_channel_check" CHECK ("properties"."channel" in ('sales', 'lettings'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('available', 'under_offer', 'sstc', 'sold', 'exchanged', 'completed', 'let_agreed', 'let', 'withdrawn'));