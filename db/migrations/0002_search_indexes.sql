-- Great-circle radius search: earth_box(ll_to_earth(lat, lng), metres) @> ll_to_earth(latitude, longitude).
CREATE INDEX IF NOT EXISTS properties_earth_gist ON properties USING gist (ll_to_earth(latitude, longitude));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS places_earth_gist ON places USING gist (ll_to_earth(latitude, longitude));--> statement-breakpoint
-- Place autocomplete matches anywhere in the name.
CREATE INDEX IF NOT EXISTS places_name_trgm ON places USING gin (lower(name) gin_trgm_ops);
