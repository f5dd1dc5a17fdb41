-- Row-level security, the second wall between agencies (issue 44 item 3, docs/decisions/029 "Row-level security").
-- The application's statements run as openhouse_app (db/agency-connections.ts): a role that cannot log in, owns no
-- table and has no BYPASSRLS, so every agency table's policy binds it. The connecting user stays the tables' owner
-- (migrations, the shared reference data's loads) and is not bound: ENABLE without FORCE.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'openhouse_app') THEN
    CREATE ROLE openhouse_app NOLOGIN;
  END IF;
  -- Roles belong to the whole server: another database of the same server may have made it already.
  IF NOT pg_has_role(current_user, 'openhouse_app', 'MEMBER') THEN
    EXECUTE format('GRANT openhouse_app TO %I', current_user);
  END IF;
END $$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO openhouse_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO openhouse_app;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO openhouse_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO openhouse_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO openhouse_app;--> statement-breakpoint
-- The strict form: no agency set means no agency (null matches no row, and a new row without an agency is refused
-- by its NOT NULL). Until now it fell back to agency 1.
CREATE OR REPLACE FUNCTION openhouse_agency_id() RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT nullif(current_setting('openhouse.agency_id', true), '')::int $$;--> statement-breakpoint
-- Statistics after a large import: ANALYZE needs the table's owner, so the application asks the owner's function.
CREATE OR REPLACE FUNCTION openhouse_analyze(target regclass) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
AS $$ BEGIN EXECUTE format('ANALYZE %s', target); END $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION openhouse_analyze(regclass) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION openhouse_analyze(regclass) TO openhouse_app;--> statement-breakpoint
-- Every table with an agency_id but the install's own list of names: its rows are its agency's alone.
DO $$
DECLARE
  agency_table name;
BEGIN
  FOR agency_table IN
    SELECT c.relname FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'agency_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'agency_hostnames'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', agency_table);
    EXECUTE format(
      'CREATE POLICY agency_rows ON %I USING (agency_id = openhouse_agency_id()) WITH CHECK (agency_id = openhouse_agency_id())',
      agency_table
    );
  END LOOP;
END $$;
