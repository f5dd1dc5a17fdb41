// The benches' own PostgreSQL databases (BENCH_DATABASE_URL), made through the server's "postgres" database:
// kept between runs where a bench reuses what it loaded (ensureDatabase), or started empty (recreateDatabase).
import pg from "pg";

/** Runs `work` on the server of `url`, connected to its "postgres" database, with the database name as SQL. */
async function onServerOf(
  url: string,
  work: (admin: pg.Client, name: string, quoted: string) => Promise<void>,
) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: target.href });
  await admin.connect();
  await work(admin, name, `"${name.replace(/"/g, '""')}"`);
  await admin.end();
}

/** Creates the database of `url` unless it exists. */
export async function ensureDatabase(url: string) {
  await onServerOf(url, async (admin, name, quoted) => {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${quoted}`);
  });
}

/** Drops the database of `url` (its connections too) and creates it empty. */
export async function recreateDatabase(url: string) {
  await onServerOf(url, async (admin, _name, quoted) => {
    await admin.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoted}`);
  });
}
