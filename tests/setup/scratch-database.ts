// A fresh PostgreSQL database beside the one TEST_DATABASE_URL names, for a suite that must not share it
// (a second server with its own outbox dispatcher, a seed that wipes the agency's tables).
import pg from "pg";

export async function createScratchDatabase(baseUrl: string, label: string) {
  const name = `oh_${label}_${process.pid}_${Date.now()}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  const admin = new URL(baseUrl);
  admin.pathname = "/postgres";
  const scratch = new URL(baseUrl);
  scratch.pathname = `/${name}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  return { url: scratch.href, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
