-- The text search under row-level security (issue 44, docs/decisions/029 "Indexes"). A query's own
-- `search_vector @@ …` may not use an index under the policy, since `@@` is not leakproof: it was matched row by row
-- over the agency's whole channel. This function runs the match as the tables' owner, through a GIN index that
-- leads with the agency (btree_gin), for the agency the caller names, and answers listing ids only. The caller's
-- query stays under the policy, so ids of another agency would match none of its rows: the wall stands.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "properties_search_vector_gin";--> statement-breakpoint
CREATE INDEX "properties_search_vector_gin" ON "properties" USING gin ("agency_id","search_vector");--> statement-breakpoint
CREATE OR REPLACE FUNCTION openhouse_listings_matching_text(agency integer, words text) RETURNS SETOF integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public ROWS 200
AS $$
  SELECT id FROM properties WHERE agency_id = agency AND search_vector @@ websearch_to_tsquery('english', words)
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION openhouse_listings_matching_text(integer, text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION openhouse_listings_matching_text(integer, text) TO openhouse_app;
