// A fresh PostgreSQL database beside the one TEST_DATABASE_URL names, for a suite that must not share it
// (a second server with its own outbox dispatcher, a seed that wipes the agency's tables).
import pg from "pg";

/** `template`: a database to copy (CREATE DATABASE … TEMPLATE), as seeded-template.ts makes; empty without. */
export async function createScratchDatabase(baseUrl: string, label: string, template?: string | null) {
  const name = `oh_${label}_${process.pid}_${Date.now()}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  await runOnAdminDatabase(baseUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  return {
    url: databaseUrlNamed(baseUrl, name),
    drop: async () => {
      await runOnAdminDatabase(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The same server's database of that name. */
export function databaseUrlNamed(baseUrl: string, name: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Runs a statement on the server's `postgres` database (creating and dropping others). */
export async function runOnAdminDatabase<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  baseUrl: string,
  statement: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: databaseUrlNamed(baseUrl, "postgres") });
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}
