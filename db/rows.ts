// The rows of a raw `db.execute` answer: both drivers (PGlite and node-postgres) answer `{ rows }`, which drizzle
// types only loosely.
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
