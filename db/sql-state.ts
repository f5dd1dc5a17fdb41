// PostgreSQL's SQLSTATE of a failed statement, as pg and PGlite report it; drizzle wraps the driver's error in
// `cause`, so the code is looked for down the chain.
export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";

export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === "string") return code;
  }
  return undefined;
}
