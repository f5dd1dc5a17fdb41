-- The operator's console (issue 44 item 6, docs/agencies.md "The operator's console"): the install's operators'
-- own accounts, second factors, set-up links and sessions. Install-level, as agencies are: no agency_id, no row-level
-- security. The audit log names an operator acting from the console in actor_operator_id (staff: actor_staff_id).
CREATE TABLE "operator_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"operator_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "operator_setup_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"disabled_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_operator_id" integer;--> statement-breakpoint
ALTER TABLE "operator_recovery_codes" ADD CONSTRAINT "operator_recovery_codes_operator_user_id_operator_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."operator_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_user_id_operator_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."operator_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_setup_tokens" ADD CONSTRAINT "operator_setup_tokens_operator_user_id_operator_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."operator_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_recovery_codes_user_code_key" ON "operator_recovery_codes" USING btree ("operator_user_id","code_hash");--> statement-breakpoint
CREATE INDEX "operator_sessions_user_idx" ON "operator_sessions" USING btree ("operator_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_setup_tokens_token_key" ON "operator_setup_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_users_email_lower_key" ON "operator_users" USING btree (lower("email"));--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "operator_users", "operator_recovery_codes", "operator_setup_tokens", "operator_sessions" TO openhouse_app;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON SEQUENCE "operator_users_id_seq", "operator_recovery_codes_id_seq", "operator_setup_tokens_id_seq" TO openhouse_app;
