// Limits that hold (issue 13 item 4; docs/decisions/015): a shared address is not locked out by account
// actions that are not failed sign-ins, the classes count the path routing uses, and with PostgreSQL two
// processes count together.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createScratchDatabase } from "../setup/scratch-database.ts";
import { startTestServer } from "../setup/test-server.ts";
import { freshIp, getToken, type Visitor } from "../support/visitor.ts";
import { PASSWORD, call, registerUser, signedInVisitor, uniqueEmail } from "./accounts-support.ts";

const baseUrl = inject("baseUrl");

describe("a household, office or mobile network behind one address", () => {
  it("is never refused for sign-ins that succeed, sign-outs or profile updates (60 of each)", async () => {
    const ip = freshIp();
    const { email } = await registerUser(baseUrl);
    const statuses = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const anonymous = await getToken(baseUrl, ip);
      const signIn = await call(baseUrl, "/session", anonymous, { username: email, password: PASSWORD });
      statuses.add(signIn.status);
      const visitor: Visitor = signedInVisitor(anonymous, signIn, await signIn.json());
      const profile = await call(
        baseUrl,
        "/user.ljson",
        visitor,
        { first_name: `Sam${i % 2 ? "" : "my"}` },
        "put",
      );
      statuses.add(profile.status);
      await profile.body?.cancel();
      const signOut = await call(baseUrl, "/session", visitor, {}, "delete");
      statuses.add(signOut.status);
      await signOut.body?.cancel();
    }
    expect([...statuses]).toEqual([200]);
  });

  it("every spelling of /session that routing accepts counts in one bucket", async () => {
    const ip = freshIp();
    const visitor = await getToken(baseUrl, ip);
    const statuses: number[] = [];
    for (const path of [...Array(25).fill("/session"), ...Array(25).fill("/SESSION/"), "/Session"]) {
      const response = await fetch(`${baseUrl}${path}`, {
        method: "POST",
        headers: { ...visitor.headers, accept: "application/json", "content-type": "application/json" },
        body: JSON.stringify({
          authenticity_token: visitor.token,
          // A new account each time: the per-account wait is not what this counts.
          username: uniqueEmail("spelling"),
          password: "wrong!",
        }),
      });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
  });
});

// Two servers on one PostgreSQL database: only possible with TEST_DATABASE_URL (PGlite belongs to one process,
// and its counters stay in that process by design).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "two processes on one PostgreSQL share the limits (skipped without TEST_DATABASE_URL: PGlite has one process)",
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let first: Awaited<ReturnType<typeof startTestServer>>;
    let second: Awaited<ReturnType<typeof startTestServer>>;

    beforeAll(async () => {
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "limits");
      const env = { DATABASE_URL: scratch.url, JOBS_IN_PROCESS: "0" };
      first = await startTestServer(env);
      second = await startTestServer(env);
    }, 180_000);

    afterAll(async () => {
      await second?.stop();
      await first?.stop();
      await scratch?.drop();
    });

    it("lets 10 of 30 lead posts through from one address, alternating between the two", async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const server = i % 2 ? second : first;
        const response = await fetch(`${server.baseUrl}/leads`, {
          method: "POST",
          headers: { accept: "application/json", "x-forwarded-for": ip },
        });
        statuses.push(response.status);
        await response.body?.cancel();
      }
      expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
    });

    it("makes an account wait on one process after five failures on the other, from the same address", async () => {
      const { email } = await registerUser(first.baseUrl);
      // Failures count per account and address (docs/decisions/021): one guessing address throughout.
      const guesser = freshIp();
      for (let i = 0; i < 5; i++) {
        const response = await call(first.baseUrl, "/session", await getToken(first.baseUrl, guesser), {
          username: email,
          password: "wrong password",
        });
        expect(response.status).toBe(401);
      }
      const waiting = await call(second.baseUrl, "/session", await getToken(second.baseUrl, guesser), {
        username: email,
        password: PASSWORD,
      });
      expect(waiting.status).toBe(429);
      expect(waiting.headers.get("retry-after")).toMatch(/^[12]$/);
    });
  },
);
