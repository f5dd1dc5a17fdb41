// Reads from streaming replicas (issue 44 item 10; docs/decisions/031): the real server on a PostgreSQL primary
// with DATABASE_READ_URL naming a real streaming replica of it (tests/support/streaming-replica.ts). Replay is
// paused on the replica to tell the two apart: what the primary has and the replica not yet shows who answered.
// PostgreSQL only (PGlite has no replicas): skipped without TEST_DATABASE_URL, and named so.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "./accounts-support.ts";
import { getToken } from "../support/visitor.ts";
import { newStaff } from "../support/staff-browser.ts";
import { startStaffSession } from "../../modules/staff/index.ts";
import { startStreamingPair, type StreamingPair } from "../support/streaming-replica.ts";
import { startTestServer } from "../setup/test-server.ts";

const MAX_LAG_SECONDS = 2;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "reads from a streaming replica (PostgreSQL only: skipped without TEST_DATABASE_URL)",
  () => {
    let pair: StreamingPair;
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let primary: pg.Client;
    let staffCookie: string;
    let visitorCookie: string;
    let listingId: number;
    let words = 0;

    beforeAll(async () => {
      pair = await startStreamingPair();
      server = await startTestServer({
        DATABASE_URL: pair.primaryUrl,
        DATABASE_READ_URL: pair.replicaUrl,
        DATABASE_READ_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
        SEED_LISTINGS: "5",
        // The caches would answer from memory: every answer here must come from a database.
        PAGE_CACHE_MB: "0",
        SEARCH_CACHE_SECONDS: "0",
      });
      primary = new pg.Client({ connectionString: pair.primaryUrl });
      await primary.connect();
      const { rows } = await primary.query<{ id: number }>(
        "select id from properties where status = 'available' and channel = 'sales' order by id limit 1",
      );
      listingId = rows[0]!.id;
      // A live staff session, as the sign-in's last step starts it (its set-up and two factors are tested in
      // tests/api/admin-auth.test.ts; here only the cookie it gives matters).
      const { staffUserId } = await newStaff(server);
      const cookies = await startStaffSession(
        server.services.db,
        server.services.sessionKeys,
        staffUserId,
        { ip: null, userAgent: null },
        null,
      );
      staffCookie = cookies.map((cookie) => cookie.split(";")[0]).join("; ");
      visitorCookie = (await registerUser(server.baseUrl)).visitor.cookie;
    }, 120_000);

    afterAll(async () => {
      await primary?.end();
      await server?.stop();
      await pair?.stop();
    });

    /** A word only the listing's description has, written on the primary without telling the app. */
    async function writeWordOnPrimary(): Promise<string> {
      words += 1;
      const word = `replicaword${Date.now().toString(36)}x${words}`;
      await primary.query("update properties set description = description || ' ' || $1 where id = $2", [
        word,
        listingId,
      ]);
      return word;
    }

    /** The listing ids a text search finds, as the visitor with these cookies (none: anonymous). */
    async function search(word: string, cookie?: string): Promise<number[]> {
      const response = await fetch(`${server.baseUrl}/search.ljson?channel=sales&text=${word}`, {
        headers: cookie ? { cookie } : {},
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { properties: { property_id: number }[] };
      return body.properties.map((property) => property.property_id);
    }

    async function pauseReplay() {
      await pair.onReplica("select pg_wal_replay_pause()");
      for (let i = 0; i < 100; i++) {
        const [row] = await pair.onReplica("select pg_get_wal_replay_pause_state() as state");
        if (row!.state === "paused") return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error("replay did not pause");
    }

    /** Asks until `found` holds, for up to `seconds`; the last answer. */
    async function eventually(ask: () => Promise<number[]>, found: boolean, seconds: number) {
      const deadline = Date.now() + seconds * 1000;
      let ids = await ask();
      while (ids.includes(listingId) !== found && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        ids = await ask();
      }
      return ids;
    }

    /** GET /health's count of replicas serving reads, asked until it is `serving` (for up to five seconds). */
    async function replicasServing(serving: number): Promise<number> {
      const ask = async () =>
        ((await (await fetch(`${server.baseUrl}/health`)).json()) as { read_replicas: { serving: number } })
          .read_replicas.serving;
      const deadline = Date.now() + 5000;
      let now = await ask();
      while (now !== serving && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        now = await ask();
      }
      return now;
    }

    it("answers anonymous searches from the replica, signed-in people's from the primary", async () => {
      expect(await replicasServing(1)).toBe(1);
      await pauseReplay();
      try {
        const word = await writeWordOnPrimary();
        // The replica has not replayed the write: an anonymous visitor's search is answered there, with or
        // without a (not signed-in) session cookie.
        expect(await search(word)).toEqual([]);
        expect(await search(word, (await getToken(server.baseUrl)).cookie)).toEqual([]);
        // A signed-in visitor and a member of staff read the primary: their own writes are there at once.
        expect(await search(word, visitorCookie)).toEqual([listingId]);
        expect(await search(word, staffCookie)).toEqual([listingId]);
        // The app hears of a change (a change notice, as another process's feed import sends): the replica
        // has not replayed it, so anonymous reads go to the primary at once, well before the lag bound.
        await primary.query("select pg_notify('openhouse_cache', 'another-process listings')");
        expect(await eventually(() => search(word), true, 1)).toEqual([listingId]);
      } finally {
        await pair.onReplica("select pg_wal_replay_resume()");
      }
    });

    it("skips a replica that lags more than DATABASE_READ_MAX_LAG_SECONDS", async () => {
      // Caught up again after the last test's pause.
      expect(await replicasServing(1)).toBe(1);
      await pauseReplay();
      try {
        const word = await writeWordOnPrimary();
        const written = Date.now();
        expect(await search(word)).toEqual([]);
        // Nobody announces this write: only the lag bound takes the replica out of service.
        expect(await eventually(() => search(word), true, MAX_LAG_SECONDS + 3)).toEqual([listingId]);
        expect(Date.now() - written).toBeGreaterThanOrEqual((MAX_LAG_SECONDS - 1) * 1000);
        expect(await replicasServing(0)).toBe(0);
      } finally {
        await pair.onReplica("select pg_wal_replay_resume()");
      }
      expect(await replicasServing(1)).toBe(1);
    });

    it("skips a replica that stops: anonymous pages are answered by the primary", async () => {
      await pair.stopReplica();
      const word = await writeWordOnPrimary();
      expect(await search(word)).toEqual([listingId]);
      for (const path of ["/", `/properties/${listingId}`, "/search?channel=sales"]) {
        const response = await fetch(`${server.baseUrl}${path}`);
        expect(response.status, path).toBe(200);
      }
      expect(await replicasServing(0)).toBe(0);
    });
  },
);
