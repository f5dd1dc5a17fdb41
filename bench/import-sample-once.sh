#!/bin/sh
# One feed:import of a sample BLM into a fresh PostgreSQL database, from the checkout given, for farm-bench to time
# one checkout against another (bench/README.md "Advert rules": what the evidence costs an import).
# Usage: bench/import-sample-once.sh CHECKOUT BLM [DATABASE]   (DATABASE default oh_import_once, dropped and made)
set -e
checkout=$1
blm=$2
database=${3:-oh_import_once}
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
psql -q -h 127.0.0.1 -U postgres -c "drop database if exists $database with (force)" -c "create database $database" >/dev/null
cd "$checkout"
DATA_DIR=$data DATABASE_URL=postgres://postgres@127.0.0.1:5432/$database PUBLIC_URL=http://localhost LOG_LEVEL=silent \
  node --import tsx scripts/feed-import.ts "$blm" --source bench >/dev/null
