-- cube and earthdistance before pg_trgm: PGlite hangs on trigram planning otherwise (dependency probe).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
