-- The agency the current transaction works for (issue 44, docs/decisions/029 "How agency data will be keyed"): every
-- agency table's agency_id defaults to it, and the row-level security policies of the next step will compare with it.
-- For now it falls back to agency 1, the install's own (INSTALL_AGENCY_ID), while no request or job sets the setting yet;
-- the next step replaces only this body with the strict form, without the fallback, once every request and job sets
-- openhouse.agency_id transaction-locally (set_config(..., true)).
CREATE OR REPLACE FUNCTION openhouse_agency_id() RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT coalesce(nullif(current_setting('openhouse.agency_id', true), '')::int, 1) $$;--> statement-breakpoint
-- Agency 1 must exist before rows name it. The server's start gives it its name and address from PUBLIC_URL
-- (modules/agencies/use-cases/install-agency.ts), which treats this empty row as not yet made.
INSERT INTO "agencies" ("id", "name", "public_url") VALUES (1, '', '') ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('agencies', 'id'), greatest((SELECT max("id") FROM "agencies"), 1));--> statement-breakpoint
-- Every agency table names its agency: the constant default fills the existing rows (agency 1) without rewriting
-- the table, then the function becomes the default.
ALTER TABLE "alert_days" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_days" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "alert_events" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_events" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "consent_logs" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_logs" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "feed_api_keys" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_api_keys" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "feed_import_locks" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_import_locks" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_definitions" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "form_submission_files" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submission_files" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "import_run_rows" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_run_rows" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "lead_spam_phrases" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_spam_phrases" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "outbox_webhooks" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_webhooks" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "property_history" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_history" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_media" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "property_overrides" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_overrides" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "property_views" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_views" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "saved_properties" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_properties" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "search_days" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_days" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "search_events" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_events" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "search_place_days" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_place_days" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "search_zero_days" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_zero_days" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_content" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_content_versions" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "staff_passkey_challenges" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_passkey_challenges" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_passkeys" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "staff_setup_tokens" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_setup_tokens" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "staff_user_branches" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_user_branches" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "alert_days" ADD CONSTRAINT "alert_days_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_logs" ADD CONSTRAINT "consent_logs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_api_keys" ADD CONSTRAINT "feed_api_keys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_import_locks" ADD CONSTRAINT "feed_import_locks_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD CONSTRAINT "form_definitions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submission_files" ADD CONSTRAINT "form_submission_files_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_run_rows" ADD CONSTRAINT "import_run_rows_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_spam_phrases" ADD CONSTRAINT "lead_spam_phrases_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_webhooks" ADD CONSTRAINT "outbox_webhooks_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_history" ADD CONSTRAINT "property_history_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_media" ADD CONSTRAINT "property_media_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_overrides" ADD CONSTRAINT "property_overrides_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_days" ADD CONSTRAINT "search_days_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_events" ADD CONSTRAINT "search_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_place_days" ADD CONSTRAINT "search_place_days_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_zero_days" ADD CONSTRAINT "search_zero_days_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD CONSTRAINT "site_content_versions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passkey_challenges" ADD CONSTRAINT "staff_passkey_challenges_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_setup_tokens" ADD CONSTRAINT "staff_setup_tokens_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_user_branches" ADD CONSTRAINT "staff_user_branches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Foreign keys between agency tables, unique indexes and primary keys are remade with agency_id leading.
ALTER TABLE "consent_logs" DROP CONSTRAINT "consent_logs_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "consent_logs" DROP CONSTRAINT "consent_logs_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_branch_id_branches_id_fk";--> statement-breakpoint
ALTER TABLE "form_submission_files" DROP CONSTRAINT "form_submission_files_submission_id_form_submissions_id_fk";--> statement-breakpoint
ALTER TABLE "form_submissions" DROP CONSTRAINT "form_submissions_form_id_form_definitions_id_fk";--> statement-breakpoint
ALTER TABLE "form_submissions" DROP CONSTRAINT "form_submissions_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "import_run_rows" DROP CONSTRAINT "import_run_rows_run_id_import_runs_id_fk";--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_staff_user_id_staff_users_id_fk";--> statement-breakpoint
ALTER TABLE "lead_spam_phrases" DROP CONSTRAINT "lead_spam_phrases_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "lead_spam_phrases" DROP CONSTRAINT "lead_spam_phrases_staff_user_id_staff_users_id_fk";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_branch_id_branches_id_fk";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_department_id_departments_id_fk";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_staff_id_staff_id_fk";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_assigned_staff_user_id_staff_users_id_fk";--> statement-breakpoint
ALTER TABLE "outbox_emails" DROP CONSTRAINT "outbox_emails_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "outbox_emails" DROP CONSTRAINT "outbox_emails_form_submission_id_form_submissions_id_fk";--> statement-breakpoint
ALTER TABLE "outbox_webhooks" DROP CONSTRAINT "outbox_webhooks_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "outbox_webhooks" DROP CONSTRAINT "outbox_webhooks_form_submission_id_form_submissions_id_fk";--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_branch_id_branches_id_fk";--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_staff_id_staff_id_fk";--> statement-breakpoint
ALTER TABLE "property_history" DROP CONSTRAINT "property_history_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "property_media" DROP CONSTRAINT "property_media_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "property_overrides" DROP CONSTRAINT "property_overrides_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "property_views" DROP CONSTRAINT "property_views_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "saved_properties" DROP CONSTRAINT "saved_properties_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "saved_properties" DROP CONSTRAINT "saved_properties_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "saved_search_alerts" DROP CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk";--> statement-breakpoint
ALTER TABLE "saved_search_alerts" DROP CONSTRAINT "saved_search_alerts_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "saved_search_alerts" DROP CONSTRAINT "saved_search_alerts_outbox_email_id_outbox_emails_id_fk";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP CONSTRAINT "saved_searches_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_branch_id_branches_id_fk";--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_department_id_departments_id_fk";--> statement-breakpoint
ALTER TABLE "staff_passkey_challenges" DROP CONSTRAINT "staff_passkey_challenges_staff_user_id_staff_users_id_fk";--> statement-breakpoint
ALTER TABLE "staff_passkeys" DROP CONSTRAINT "staff_passkeys_staff_user_id_staff_users_id_fk";--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" DROP CONSTRAINT "staff_recovery_codes_staff_user_id_staff_users_id_fk";--> statement-breakpoint
ALTER TABLE "staff_sessions" DROP CONSTRAINT "staff_sessions_staff_user_id_staff_users_id_fk";--> statement-breakpoint
ALTER TABLE "staff_setup_tokens" DROP CONSTRAINT "staff_setup_tokens_staff_user_id_staff_users_id_fk";--> statement-breakpoint
ALTER TABLE "staff_user_branches" DROP CONSTRAINT "staff_user_branches_staff_user_id_staff_users_id_fk";--> statement-breakpoint
ALTER TABLE "staff_user_branches" DROP CONSTRAINT "staff_user_branches_branch_id_branches_id_fk";--> statement-breakpoint
DROP INDEX "articles_slug_key";--> statement-breakpoint
DROP INDEX "branches_slug_key";--> statement-breakpoint
DROP INDEX "branches_source_code_key";--> statement-breakpoint
DROP INDEX "feed_api_keys_hash_key";--> statement-breakpoint
DROP INDEX "form_definitions_slug_key";--> statement-breakpoint
DROP INDEX "form_submissions_idempotency_key";--> statement-breakpoint
DROP INDEX "leads_idempotency_key";--> statement-breakpoint
DROP INDEX "password_resets_token_key";--> statement-breakpoint
DROP INDEX "properties_source_reference_key";--> statement-breakpoint
DROP INDEX "staff_source_code_key";--> statement-breakpoint
DROP INDEX "staff_passkey_challenges_challenge_key";--> statement-breakpoint
DROP INDEX "staff_passkeys_credential_key";--> statement-breakpoint
DROP INDEX "staff_recovery_codes_user_code_key";--> statement-breakpoint
DROP INDEX "staff_setup_tokens_token_key";--> statement-breakpoint
DROP INDEX "staff_users_email_lower_key";--> statement-breakpoint
DROP INDEX "users_email_lower_key";--> statement-breakpoint
ALTER TABLE "lead_spam_phrases" DROP CONSTRAINT "lead_spam_phrases_lead_id_kind_value_pk";--> statement-breakpoint
ALTER TABLE "saved_properties" DROP CONSTRAINT "saved_properties_user_id_property_id_pk";--> statement-breakpoint
ALTER TABLE "saved_search_alerts" DROP CONSTRAINT "saved_search_alerts_saved_search_id_property_id_pk";--> statement-breakpoint
ALTER TABLE "search_place_days" DROP CONSTRAINT "search_place_days_day_place_pk";--> statement-breakpoint
ALTER TABLE "staff_user_branches" DROP CONSTRAINT "staff_user_branches_staff_user_id_branch_id_pk";--> statement-breakpoint
ALTER TABLE "alert_days" DROP CONSTRAINT "alert_days_pkey";--> statement-breakpoint
ALTER TABLE "alert_events" DROP CONSTRAINT "alert_events_pkey";--> statement-breakpoint
ALTER TABLE "articles" DROP CONSTRAINT "articles_pkey";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey";--> statement-breakpoint
ALTER TABLE "branches" DROP CONSTRAINT "branches_pkey";--> statement-breakpoint
ALTER TABLE "consent_logs" DROP CONSTRAINT "consent_logs_pkey";--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_pkey";--> statement-breakpoint
ALTER TABLE "feed_api_keys" DROP CONSTRAINT "feed_api_keys_pkey";--> statement-breakpoint
ALTER TABLE "feed_import_locks" DROP CONSTRAINT "feed_import_locks_pkey";--> statement-breakpoint
ALTER TABLE "form_definitions" DROP CONSTRAINT "form_definitions_pkey";--> statement-breakpoint
ALTER TABLE "form_submission_files" DROP CONSTRAINT "form_submission_files_pkey";--> statement-breakpoint
ALTER TABLE "form_submissions" DROP CONSTRAINT "form_submissions_pkey";--> statement-breakpoint
ALTER TABLE "import_run_rows" DROP CONSTRAINT "import_run_rows_pkey";--> statement-breakpoint
ALTER TABLE "import_runs" DROP CONSTRAINT "import_runs_pkey";--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_pkey";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_pkey";--> statement-breakpoint
ALTER TABLE "outbox_emails" DROP CONSTRAINT "outbox_emails_pkey";--> statement-breakpoint
ALTER TABLE "outbox_webhooks" DROP CONSTRAINT "outbox_webhooks_pkey";--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_pkey";--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_pkey";--> statement-breakpoint
ALTER TABLE "property_history" DROP CONSTRAINT "property_history_pkey";--> statement-breakpoint
ALTER TABLE "property_media" DROP CONSTRAINT "property_media_pkey";--> statement-breakpoint
ALTER TABLE "property_overrides" DROP CONSTRAINT "property_overrides_pkey";--> statement-breakpoint
ALTER TABLE "property_views" DROP CONSTRAINT "property_views_pkey";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_pkey";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP CONSTRAINT "saved_searches_pkey";--> statement-breakpoint
ALTER TABLE "search_days" DROP CONSTRAINT "search_days_pkey";--> statement-breakpoint
ALTER TABLE "search_events" DROP CONSTRAINT "search_events_pkey";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "site_content" DROP CONSTRAINT "site_content_pkey";--> statement-breakpoint
ALTER TABLE "site_content_versions" DROP CONSTRAINT "site_content_versions_pkey";--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_pkey";--> statement-breakpoint
ALTER TABLE "staff_passkey_challenges" DROP CONSTRAINT "staff_passkey_challenges_pkey";--> statement-breakpoint
ALTER TABLE "staff_passkeys" DROP CONSTRAINT "staff_passkeys_pkey";--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" DROP CONSTRAINT "staff_recovery_codes_pkey";--> statement-breakpoint
ALTER TABLE "staff_sessions" DROP CONSTRAINT "staff_sessions_pkey";--> statement-breakpoint
ALTER TABLE "staff_setup_tokens" DROP CONSTRAINT "staff_setup_tokens_pkey";--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_pkey";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";--> statement-breakpoint
ALTER TABLE "alert_days" ADD CONSTRAINT "alert_days_agency_id_day_pk" PRIMARY KEY("agency_id","day");--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "consent_logs" ADD CONSTRAINT "consent_logs_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "feed_api_keys" ADD CONSTRAINT "feed_api_keys_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "feed_import_locks" ADD CONSTRAINT "feed_import_locks_agency_id_source_pk" PRIMARY KEY("agency_id","source");--> statement-breakpoint
ALTER TABLE "form_definitions" ADD CONSTRAINT "form_definitions_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "form_submission_files" ADD CONSTRAINT "form_submission_files_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "import_run_rows" ADD CONSTRAINT "import_run_rows_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "lead_spam_phrases" ADD CONSTRAINT "lead_spam_phrases_agency_id_lead_id_kind_value_pk" PRIMARY KEY("agency_id","lead_id","kind","value");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "outbox_webhooks" ADD CONSTRAINT "outbox_webhooks_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "property_history" ADD CONSTRAINT "property_history_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "property_media" ADD CONSTRAINT "property_media_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "property_overrides" ADD CONSTRAINT "property_overrides_agency_id_property_id_pk" PRIMARY KEY("agency_id","property_id");--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_agency_id_key_pk" PRIMARY KEY("agency_id","key");--> statement-breakpoint
ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_agency_id_user_id_property_id_pk" PRIMARY KEY("agency_id","user_id","property_id");--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_agency_id_saved_search_id_property_id_pk" PRIMARY KEY("agency_id","saved_search_id","property_id");--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "search_days" ADD CONSTRAINT "search_days_agency_id_day_pk" PRIMARY KEY("agency_id","day");--> statement-breakpoint
ALTER TABLE "search_events" ADD CONSTRAINT "search_events_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "search_place_days" ADD CONSTRAINT "search_place_days_agency_id_day_place_pk" PRIMARY KEY("agency_id","day","place");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_agency_id_id_hash_pk" PRIMARY KEY("agency_id","id_hash");--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_agency_id_key_pk" PRIMARY KEY("agency_id","key");--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD CONSTRAINT "site_content_versions_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "staff_passkey_challenges" ADD CONSTRAINT "staff_passkey_challenges_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_agency_id_id_hash_pk" PRIMARY KEY("agency_id","id_hash");--> statement-breakpoint
ALTER TABLE "staff_setup_tokens" ADD CONSTRAINT "staff_setup_tokens_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "staff_user_branches" ADD CONSTRAINT "staff_user_branches_agency_id_staff_user_id_branch_id_pk" PRIMARY KEY("agency_id","staff_user_id","branch_id");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_id_pk" PRIMARY KEY("agency_id","id");--> statement-breakpoint
-- The unique indexes lead with agency_id; each old key keeps a plain `..._unscoped_idx` until the queries over it
-- name their agency (db/schema.ts agencyId).
CREATE INDEX "alert_days_day_unscoped_idx" ON "alert_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "articles_id_unscoped_idx" ON "articles" USING btree ("id");--> statement-breakpoint
CREATE INDEX "articles_slug_unscoped_idx" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "audit_log_id_unscoped_idx" ON "audit_log" USING btree ("id");--> statement-breakpoint
CREATE INDEX "branches_id_unscoped_idx" ON "branches" USING btree ("id");--> statement-breakpoint
CREATE INDEX "branches_slug_unscoped_idx" ON "branches" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "branches_source_code_unscoped_idx" ON "branches" USING btree ("source","source_code");--> statement-breakpoint
CREATE INDEX "consent_logs_id_unscoped_idx" ON "consent_logs" USING btree ("id");--> statement-breakpoint
CREATE INDEX "departments_id_unscoped_idx" ON "departments" USING btree ("id");--> statement-breakpoint
CREATE INDEX "feed_api_keys_id_unscoped_idx" ON "feed_api_keys" USING btree ("id");--> statement-breakpoint
CREATE INDEX "feed_api_keys_hash_unscoped_idx" ON "feed_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "feed_import_locks_source_unscoped_idx" ON "feed_import_locks" USING btree ("source");--> statement-breakpoint
CREATE INDEX "form_definitions_id_unscoped_idx" ON "form_definitions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "form_definitions_slug_unscoped_idx" ON "form_definitions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "form_submission_files_id_unscoped_idx" ON "form_submission_files" USING btree ("id");--> statement-breakpoint
CREATE INDEX "form_submissions_id_unscoped_idx" ON "form_submissions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "form_submissions_idempotency_unscoped_idx" ON "form_submissions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "import_run_rows_id_unscoped_idx" ON "import_run_rows" USING btree ("id");--> statement-breakpoint
CREATE INDEX "import_runs_id_unscoped_idx" ON "import_runs" USING btree ("id");--> statement-breakpoint
CREATE INDEX "lead_events_id_unscoped_idx" ON "lead_events" USING btree ("id");--> statement-breakpoint
CREATE INDEX "lead_spam_phrases_lead_id_kind_value_unscoped_idx" ON "lead_spam_phrases" USING btree ("lead_id","kind","value");--> statement-breakpoint
CREATE INDEX "leads_id_unscoped_idx" ON "leads" USING btree ("id");--> statement-breakpoint
CREATE INDEX "leads_idempotency_unscoped_idx" ON "leads" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_emails_id_unscoped_idx" ON "outbox_emails" USING btree ("id");--> statement-breakpoint
CREATE INDEX "outbox_webhooks_id_unscoped_idx" ON "outbox_webhooks" USING btree ("id");--> statement-breakpoint
CREATE INDEX "password_resets_id_unscoped_idx" ON "password_resets" USING btree ("id");--> statement-breakpoint
CREATE INDEX "password_resets_token_unscoped_idx" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "properties_id_unscoped_idx" ON "properties" USING btree ("id");--> statement-breakpoint
CREATE INDEX "properties_source_reference_unscoped_idx" ON "properties" USING btree ("source","reference");--> statement-breakpoint
CREATE INDEX "property_history_id_unscoped_idx" ON "property_history" USING btree ("id");--> statement-breakpoint
CREATE INDEX "property_media_id_unscoped_idx" ON "property_media" USING btree ("id");--> statement-breakpoint
CREATE INDEX "property_overrides_property_id_unscoped_idx" ON "property_overrides" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "rate_limits_key_unscoped_idx" ON "rate_limits" USING btree ("key");--> statement-breakpoint
CREATE INDEX "saved_properties_user_id_property_id_unscoped_idx" ON "saved_properties" USING btree ("user_id","property_id");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_saved_search_id_property_id_unscoped_idx" ON "saved_search_alerts" USING btree ("saved_search_id","property_id");--> statement-breakpoint
CREATE INDEX "saved_searches_id_unscoped_idx" ON "saved_searches" USING btree ("id");--> statement-breakpoint
CREATE INDEX "search_days_day_unscoped_idx" ON "search_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "search_place_days_day_place_unscoped_idx" ON "search_place_days" USING btree ("day","place");--> statement-breakpoint
CREATE INDEX "sessions_id_hash_unscoped_idx" ON "sessions" USING btree ("id_hash");--> statement-breakpoint
CREATE INDEX "site_content_key_unscoped_idx" ON "site_content" USING btree ("key");--> statement-breakpoint
CREATE INDEX "site_content_versions_id_unscoped_idx" ON "site_content_versions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "staff_id_unscoped_idx" ON "staff" USING btree ("id");--> statement-breakpoint
CREATE INDEX "staff_source_code_unscoped_idx" ON "staff" USING btree ("source","source_code");--> statement-breakpoint
CREATE INDEX "staff_passkey_challenges_id_unscoped_idx" ON "staff_passkey_challenges" USING btree ("id");--> statement-breakpoint
CREATE INDEX "staff_passkey_challenges_challenge_unscoped_idx" ON "staff_passkey_challenges" USING btree ("challenge");--> statement-breakpoint
CREATE INDEX "staff_passkeys_id_unscoped_idx" ON "staff_passkeys" USING btree ("id");--> statement-breakpoint
CREATE INDEX "staff_passkeys_credential_unscoped_idx" ON "staff_passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_id_unscoped_idx" ON "staff_recovery_codes" USING btree ("id");--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_user_code_unscoped_idx" ON "staff_recovery_codes" USING btree ("staff_user_id","code_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_id_hash_unscoped_idx" ON "staff_sessions" USING btree ("id_hash");--> statement-breakpoint
CREATE INDEX "staff_setup_tokens_id_unscoped_idx" ON "staff_setup_tokens" USING btree ("id");--> statement-breakpoint
CREATE INDEX "staff_setup_tokens_token_unscoped_idx" ON "staff_setup_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_user_branches_staff_user_id_branch_id_unscoped_idx" ON "staff_user_branches" USING btree ("staff_user_id","branch_id");--> statement-breakpoint
CREATE INDEX "staff_users_id_unscoped_idx" ON "staff_users" USING btree ("id");--> statement-breakpoint
CREATE INDEX "staff_users_email_lower_unscoped_idx" ON "staff_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_id_unscoped_idx" ON "users" USING btree ("id");--> statement-breakpoint
CREATE INDEX "users_email_lower_unscoped_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_key" ON "articles" USING btree ("agency_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_slug_key" ON "branches" USING btree ("agency_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_source_code_key" ON "branches" USING btree ("agency_id","source","source_code");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_api_keys_hash_key" ON "feed_api_keys" USING btree ("agency_id","key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "form_definitions_slug_key" ON "form_definitions" USING btree ("agency_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_idempotency_key" ON "form_submissions" USING btree ("agency_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_key" ON "leads" USING btree ("agency_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_key" ON "password_resets" USING btree ("agency_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_source_reference_key" ON "properties" USING btree ("agency_id","source","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_source_code_key" ON "staff" USING btree ("agency_id","source","source_code");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_passkey_challenges_challenge_key" ON "staff_passkey_challenges" USING btree ("agency_id","challenge");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_passkeys_credential_key" ON "staff_passkeys" USING btree ("agency_id","credential_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_user_code_key" ON "staff_recovery_codes" USING btree ("agency_id","staff_user_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_setup_tokens_token_key" ON "staff_setup_tokens" USING btree ("agency_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_lower_key" ON "staff_users" USING btree ("agency_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree ("agency_id",lower("email"));--> statement-breakpoint
-- Foreign keys between agency tables stay within one agency: (agency_id, x) -> (agency_id, id). ON DELETE SET NULL
-- names its column (PostgreSQL 15+), so a deleted row nulls only the reference, never agency_id; drizzle-kit cannot
-- write that form, so db/schema.ts declares plain "set null".
ALTER TABLE "consent_logs" ADD CONSTRAINT "consent_logs_user_id_users_id_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_logs" ADD CONSTRAINT "consent_logs_lead_id_leads_id_fk" FOREIGN KEY ("agency_id","lead_id") REFERENCES "public"."leads"("agency_id","id") ON DELETE SET NULL ("lead_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_branch_id_branches_id_fk" FOREIGN KEY ("agency_id","branch_id") REFERENCES "public"."branches"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submission_files" ADD CONSTRAINT "form_submission_files_submission_id_form_submissions_id_fk" FOREIGN KEY ("agency_id","submission_id") REFERENCES "public"."form_submissions"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_form_definitions_id_fk" FOREIGN KEY ("agency_id","form_id") REFERENCES "public"."form_definitions"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_property_id_properties_id_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE SET NULL ("property_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_run_rows" ADD CONSTRAINT "import_run_rows_run_id_import_runs_id_fk" FOREIGN KEY ("agency_id","run_id") REFERENCES "public"."import_runs"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("agency_id","lead_id") REFERENCES "public"."leads"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_staff_user_id_staff_users_id_fk" FOREIGN KEY ("agency_id","staff_user_id") REFERENCES "public"."staff_users"("agency_id","id") ON DELETE SET NULL ("staff_user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_spam_phrases" ADD CONSTRAINT "lead_spam_phrases_lead_id_leads_id_fk" FOREIGN KEY ("agency_id","lead_id") REFERENCES "public"."leads"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_spam_phrases" ADD CONSTRAINT "lead_spam_phrases_staff_user_id_staff_users_id_fk" FOREIGN KEY ("agency_id","staff_user_id") REFERENCES "public"."staff_users"("agency_id","id") ON DELETE SET NULL ("staff_user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE SET NULL ("property_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_branch_id_branches_id_fk" FOREIGN KEY ("agency_id","branch_id") REFERENCES "public"."branches"("agency_id","id") ON DELETE SET NULL ("branch_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_department_id_departments_id_fk" FOREIGN KEY ("agency_id","department_id") REFERENCES "public"."departments"("agency_id","id") ON DELETE SET NULL ("department_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_staff_id_staff_id_fk" FOREIGN KEY ("agency_id","staff_id") REFERENCES "public"."staff"("agency_id","id") ON DELETE SET NULL ("staff_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_staff_user_id_staff_users_id_fk" FOREIGN KEY ("agency_id","assigned_staff_user_id") REFERENCES "public"."staff_users"("agency_id","id") ON DELETE SET NULL ("assigned_staff_user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_lead_id_leads_id_fk" FOREIGN KEY ("agency_id","lead_id") REFERENCES "public"."leads"("agency_id","id") ON DELETE SET NULL ("lead_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_form_submission_id_form_submissions_id_fk" FOREIGN KEY ("agency_id","form_submission_id") REFERENCES "public"."form_submissions"("agency_id","id") ON DELETE SET NULL ("form_submission_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_webhooks" ADD CONSTRAINT "outbox_webhooks_lead_id_leads_id_fk" FOREIGN KEY ("agency_id","lead_id") REFERENCES "public"."leads"("agency_id","id") ON DELETE SET NULL ("lead_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_webhooks" ADD CONSTRAINT "outbox_webhooks_form_submission_id_form_submissions_id_fk" FOREIGN KEY ("agency_id","form_submission_id") REFERENCES "public"."form_submissions"("agency_id","id") ON DELETE SET NULL ("form_submission_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_branch_id_branches_id_fk" FOREIGN KEY ("agency_id","branch_id") REFERENCES "public"."branches"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_staff_id_staff_id_fk" FOREIGN KEY ("agency_id","staff_id") REFERENCES "public"."staff"("agency_id","id") ON DELETE SET NULL ("staff_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_history" ADD CONSTRAINT "property_history_property_id_properties_id_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_media" ADD CONSTRAINT "property_media_property_id_properties_id_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_overrides" ADD CONSTRAINT "property_overrides_property_id_properties_id_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_properties_id_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_user_id_users_id_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_property_id_properties_id_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("agency_id","saved_search_id") REFERENCES "public"."saved_searches"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_property_id_properties_id_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_outbox_email_id_outbox_emails_id_fk" FOREIGN KEY ("agency_id","outbox_email_id") REFERENCES "public"."outbox_emails"("agency_id","id") ON DELETE SET NULL ("outbox_email_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_branch_id_branches_id_fk" FOREIGN KEY ("agency_id","branch_id") REFERENCES "public"."branches"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_department_id_departments_id_fk" FOREIGN KEY ("agency_id","department_id") REFERENCES "public"."departments"("agency_id","id") ON DELETE SET NULL ("department_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passkey_challenges" ADD CONSTRAINT "staff_passkey_challenges_staff_user_id_staff_users_id_fk" FOREIGN KEY ("agency_id","staff_user_id") REFERENCES "public"."staff_users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_staff_user_id_staff_users_id_fk" FOREIGN KEY ("agency_id","staff_user_id") REFERENCES "public"."staff_users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_user_id_staff_users_id_fk" FOREIGN KEY ("agency_id","staff_user_id") REFERENCES "public"."staff_users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("agency_id","staff_user_id") REFERENCES "public"."staff_users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_setup_tokens" ADD CONSTRAINT "staff_setup_tokens_staff_user_id_staff_users_id_fk" FOREIGN KEY ("agency_id","staff_user_id") REFERENCES "public"."staff_users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_user_branches" ADD CONSTRAINT "staff_user_branches_staff_user_id_staff_users_id_fk" FOREIGN KEY ("agency_id","staff_user_id") REFERENCES "public"."staff_users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_user_branches" ADD CONSTRAINT "staff_user_branches_branch_id_branches_id_fk" FOREIGN KEY ("agency_id","branch_id") REFERENCES "public"."branches"("agency_id","id") ON DELETE cascade ON UPDATE no action;
