-- Time-limited support access (issue 44 item 6, docs/agencies.md "Support access"): an agency's owner grants the
-- install's operators entry to its back office until a chosen end (support_grants), the console hands an operator
-- over to the agency's hostname with a one-time 60-second token (support_handoffs), and the operator acts there as
-- a support user of the agency (staff_users.support_operator_id) whose sessions live only while a grant does.
-- Agency tables as every other: agency_id leads their keys and indexes, under row-level security.
CREATE TABLE "support_grants" (
	"agency_id" integer DEFAULT openhouse_agency_id() NOT NULL,
	"id" serial NOT NULL,
	"granted_by_staff_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_grants_agency_id_id_pk" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "support_handoffs" (
	"agency_id" integer DEFAULT openhouse_agency_id() NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" integer NOT NULL,
	"operator_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_handoffs_agency_id_token_hash_pk" PRIMARY KEY("agency_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "support_operator_id" integer;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_granted_by_staff_id_staff_users_id_fk" FOREIGN KEY ("agency_id","granted_by_staff_id") REFERENCES "public"."staff_users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_handoffs" ADD CONSTRAINT "support_handoffs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_grants_live_idx" ON "support_grants" USING btree ("agency_id","expires_at") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "support_handoffs_expires_idx" ON "support_handoffs" USING btree ("agency_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_support_operator_key" ON "staff_users" USING btree ("agency_id","support_operator_id");--> statement-breakpoint
ALTER TABLE "support_grants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY agency_rows ON "support_grants" USING (agency_id = openhouse_agency_id()) WITH CHECK (agency_id = openhouse_agency_id());--> statement-breakpoint
ALTER TABLE "support_handoffs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY agency_rows ON "support_handoffs" USING (agency_id = openhouse_agency_id()) WITH CHECK (agency_id = openhouse_agency_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "support_grants", "support_handoffs" TO openhouse_app;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON SEQUENCE "support_grants_id_seq" TO openhouse_app;
