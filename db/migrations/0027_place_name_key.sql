-- Issue 36: a feed's town name and the gazetteer's differ in punctuation and spelling ("Bury St. Edmunds" /
-- "Bury St Edmunds", "Newcastle on Tyne" / "Newcastle upon Tyne", "Kings Lynn" / "King's Lynn"). One rule, in
-- SQL only, turns both sides into the same key (docs/geography.md "Geocoding"): Welsh (and other) accented
-- vowels to plain ones; lower case; "&" to "and"; . ' ’ , ( ) dropped; hyphens, dashes and "/" to spaces; the
-- word "saint" to "st" and "upon" to "on"; runs of white space to one space; trimmed.
-- translate() comes before lower(): under the C collation lower() changes ASCII letters only. Only core
-- functions, so it runs the same on PGlite and PostgreSQL 15; a plain SQL body so the planner inlines it and
-- the expression index below serves `place_name_key(name) = …`. Never SET search_path here: it would stop the
-- inlining (everything it calls is in pg_catalog).
CREATE OR REPLACE FUNCTION place_name_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(
            regexp_replace(
              lower(translate($1,
                'âêîôûŵŷáéíóúẃýàèìòùẁỳäëïöüẅÿÂÊÎÔÛŴŶÁÉÍÓÚẂÝÀÈÌÒÙẀỲÄËÏÖÜẄŸ',
                'aeiouwyaeiouwyaeiouwyaeiouwyaeiouwyaeiouwyaeiouwyaeiouwy')),
              '&', ' and ', 'g'),
            '[.''’,()]', '', 'g'),
          '[-–—/]', ' ', 'g'),
        '\msaint\M', 'st', 'g'),
      '\mupon\M', 'on', 'g'),
    '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
-- Not declared in db/schema.ts: drizzle-kit cannot express an index over a function it does not know.
CREATE INDEX IF NOT EXISTS "places_name_key_idx" ON "places" (place_name_key("name"));
