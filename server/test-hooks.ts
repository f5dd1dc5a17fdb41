// Test-only routes, mounted only when OPENHOUSE_TEST_HOOKS=1 (never in a deployment: the variable is not
// documented for operators). The memory tests (issue 43) run the real server in a child process and need
// two things from inside it:
// - GET /__test/heap: the V8 heap after a full collection (node --expose-gc), so a test can tell memory kept
//   from garbage not yet collected;
// - GET /__test/error: a real server error — a query PostgreSQL refuses, as an id out of an integer's range
//   was — answered 500 by the host and written to the log with its stack, as any unexpected error is.
import type { Express } from "express";
import { sql } from "drizzle-orm";
import { requestServices } from "./request-services.ts";

export const TEST_HOOKS_ENV = "OPENHOUSE_TEST_HOOKS";

export function mountTestHooks(app: Express, env = process.env): void {
  if (env[TEST_HOOKS_ENV] !== "1") return;
  app.get("/__test/heap", (_req, res) => {
    const collect = (globalThis as { gc?: () => void }).gc;
    collect?.();
    res.set("Cache-Control", "no-store").json({ collected: Boolean(collect), ...process.memoryUsage() });
  });
  app.get("/__test/error", async (_req, res, next) => {
    try {
      await requestServices(res).db.execute(sql`select ${2_147_483_648}::int4`);
      next(new Error("the query was expected to fail"));
    } catch (error) {
      next(error);
    }
  });
}
