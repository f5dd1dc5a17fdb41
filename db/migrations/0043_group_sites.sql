-- Group sites (issue 44 item 7, docs/decisions/034): an agency may be a member of one group agency, whose site
-- searches and shows its live members' listings. A group site's statements run as openhouse_group_site, a role
-- that is openhouse_app and more: besides its own agency's rows (every table's agency_rows policy, for all roles)
-- it may read, and only read, its live members' listings that are not held back, their media and their branches.
-- Every other agency keeps openhouse_app and its one policy, so their plans are unchanged. Its visitors' saved
-- listings and alerts name the listing's agency (listing_agency_id): the one key that crosses agencies.
ALTER TABLE "saved_properties" DROP CONSTRAINT "saved_properties_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" DROP CONSTRAINT "saved_search_alerts_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "group_agency_id" integer;--> statement-breakpoint
-- Existing rows point at their own agency's listings; only then does the column take its default, the agency the
-- statement works for (a default evaluated here, for the owner, would be null).
ALTER TABLE "saved_properties" ADD COLUMN "listing_agency_id" integer;--> statement-breakpoint
UPDATE "saved_properties" SET "listing_agency_id" = "agency_id";--> statement-breakpoint
ALTER TABLE "saved_properties" ALTER COLUMN "listing_agency_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_properties" ALTER COLUMN "listing_agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "listing_agency_id" integer;--> statement-breakpoint
UPDATE "saved_search_alerts" SET "listing_agency_id" = "agency_id";--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ALTER COLUMN "listing_agency_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ALTER COLUMN "listing_agency_id" SET DEFAULT openhouse_agency_id();--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_group_agency_id_agencies_id_fk" FOREIGN KEY ("group_agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_listing_fk" FOREIGN KEY ("listing_agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_listing_fk" FOREIGN KEY ("listing_agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agencies_group_idx" ON "agencies" USING btree ("group_agency_id");--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_not_own_group" CHECK ("agencies"."group_agency_id" <> "agencies"."id");--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'openhouse_group_site') THEN
    CREATE ROLE openhouse_group_site NOLOGIN;
  END IF;
  -- openhouse_app's grants and policies bind it too: it inherits the role.
  IF NOT pg_has_role('openhouse_group_site', 'openhouse_app', 'MEMBER') THEN
    GRANT openhouse_app TO openhouse_group_site;
  END IF;
  IF NOT pg_has_role(current_user, 'openhouse_group_site', 'MEMBER') THEN
    EXECUTE format('GRANT openhouse_group_site TO %I', current_user);
  END IF;
END $$;--> statement-breakpoint
-- The live members of the group the statement works for, as the tables' owner (agencies is the install's table).
CREATE OR REPLACE FUNCTION openhouse_member_agencies() RETURNS integer[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
  SELECT coalesce(array_agg(id), '{}') FROM agencies
   WHERE group_agency_id = openhouse_agency_id() AND status = 'live'
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION openhouse_member_agencies() FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION openhouse_member_agencies() TO openhouse_group_site;--> statement-breakpoint
-- `(SELECT …)`: one call per statement (an init plan), where a bare call would be made for every row read.
CREATE POLICY group_reads_members ON "properties" FOR SELECT TO openhouse_group_site
  USING (agency_id = ANY ((SELECT openhouse_member_agencies())::integer[]) AND NOT held_back);--> statement-breakpoint
CREATE POLICY group_reads_members ON "property_media" FOR SELECT TO openhouse_group_site
  USING (agency_id = ANY ((SELECT openhouse_member_agencies())::integer[]));--> statement-breakpoint
CREATE POLICY group_reads_members ON "branches" FOR SELECT TO openhouse_group_site
  USING (agency_id = ANY ((SELECT openhouse_member_agencies())::integer[]));--> statement-breakpoint
-- The text search's owner function, for several agencies at once (a group site's search).
CREATE OR REPLACE FUNCTION openhouse_listings_matching_text(agencies integer[], words text) RETURNS SETOF integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public ROWS 200
AS $$
  SELECT id FROM properties WHERE agency_id = ANY (agencies) AND search_vector @@ websearch_to_tsquery('english', words)
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION openhouse_listings_matching_text(integer[], text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION openhouse_listings_matching_text(integer[], text) TO openhouse_app;
--> statement-breakpoint
-- Whose listing a group site's card or page shows (issue 44 item 7: each credits the member and its branch): the
-- member's name and the branch's, for a live member of the group the statement works for; null for any other.
CREATE OR REPLACE FUNCTION openhouse_marketed_by(listing_agency integer, listing_branch integer) RETURNS jsonb
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
  SELECT jsonb_build_object('agency', a.name, 'branch', b.name)
    FROM agencies a LEFT JOIN branches b ON b.agency_id = a.id AND b.id = listing_branch
   WHERE a.id = listing_agency AND a.group_agency_id = openhouse_agency_id() AND a.status = 'live'
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION openhouse_marketed_by(integer, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION openhouse_marketed_by(integer, integer) TO openhouse_app;
