// Sign-in throttling (issue 43 items 4 and 5; docs/decisions/021), over HTTP against the real server on its
// own database (PGlite, or PostgreSQL with TEST_DATABASE_URL, where the counters are the rate_limits table):
// - a guesser cannot keep an account's owner out: the account's wait holds back only addresses that have
//   failed on it, so the right password from a clean address works, for visitors and staff alike, and the
//   owner is emailed (once) that the account is being guessed at;
// - concurrent guesses cannot slip past the count: of 40 wrong guesses sent at once from one address, only
//   as many are checked (answered 401) as the backoff would let through one after the other in the time the
//   burst took (five, and one more 2 s later…), the rest are refused (429) before any check.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails } from "../../db/schema.ts";
import { GUESSING_ALERT_SUBJECT } from "../../modules/accounts/use-cases/guessing-alert.ts";
import { startTestServer } from "../setup/test-server.ts";
import { nextTotpCode, send, signedInStaff, STAFF_PASSWORD, staffBrowser } from "../support/staff-browser.ts";
import { burst, count } from "../support/guessing.ts";
import { FUZZ_SEED, prng, type Rng } from "../support/prng.ts";
import { freshIp, getToken } from "../support/visitor.ts";
import { PASSWORD, call, registerUser } from "./accounts-support.ts";

const CONCURRENT = 40;
let app: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  app = await startTestServer({}, { ownDatabase: true });
}, 300_000);
afterAll(() => app?.stop());

async function visitorSignIn(ip: string, username: string, password: string): Promise<number> {
  const response = await call(app.baseUrl, "/session", await getToken(app.baseUrl, ip), {
    username,
    password,
  });
  await response.body?.cancel();
  return response.status;
}

async function alertsTo(email: string) {
  return app.services.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email), eq(outboxEmails.subject, GUESSING_ALERT_SUBJECT)));
}

describe("a guesser cannot lock an account's owner out", () => {
  it("visitors: the guessing addresses wait, the owner's right password from another address works", async () => {
    const { email } = await registerUser(app.baseUrl);
    // One wrong password from each of ten addresses: the account's count (10) makes each of them wait a minute.
    const guessers = Array.from({ length: 10 }, () => freshIp());
    const first = await Promise.all(guessers.map((ip, i) => visitorSignIn(ip, email, `wrong-${i}`)));
    expect(first).toEqual(Array(10).fill(401));
    // A guessing address is held back even with the right password …
    expect(await visitorSignIn(guessers[0]!, email, "wrong again")).toBe(429);
    expect(await visitorSignIn(guessers[1]!, email, PASSWORD)).toBe(429);
    // … the owner, from an address that has not failed, is not (before issue 43: 429 for a minute and more).
    expect(await visitorSignIn(freshIp(), email, PASSWORD)).toBe(200);
    // The owner heard of it once, however many more failures follow.
    expect(await alertsTo(email)).toHaveLength(1);
    for (let i = 0; i < 3; i++) expect(await visitorSignIn(freshIp(), email, "wrong")).toBe(401);
    const alerts = await alertsTo(email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain("failed attempts to sign in to your account");
  }, 180_000);

  it("staff: the right password and code from a clean address sign in while guessing addresses wait", async () => {
    const { secret, ...owner } = await signedInStaff(app, { role: "owner" });
    const guessers = await Promise.all(Array.from({ length: 10 }, () => staffBrowser(app)));
    const first = await Promise.all(
      guessers.map((b, i) => send(b, "/admin/sign-in", { email: owner.email, password: `wrong-${i}` })),
    );
    expect(first.map((response) => response.status)).toEqual(Array(10).fill(401));
    const held = await send(guessers[0]!, "/admin/sign-in", { email: owner.email, password: STAFF_PASSWORD });
    expect(held.status).toBe(429);

    const b = await staffBrowser(app);
    expect((await send(b, "/admin/sign-in", { email: owner.email, password: STAFF_PASSWORD })).status).toBe(
      303,
    );
    const code = await send(b, "/admin/sign-in/code", { code: nextTotpCode(secret) });
    expect(code.status).toBe(303);
    expect(code.headers.get("location")).toBe("/admin");
    expect(await alertsTo(owner.email)).toHaveLength(1);
  }, 180_000);
});

describe(`${CONCURRENT} wrong guesses at once from one address`, () => {
  it("visitors: no more passwords are checked than one after the other; the owner still signs in", async () => {
    const { email } = await registerUser(app.baseUrl);
    const ip = freshIp();
    const visitors = await Promise.all(Array.from({ length: CONCURRENT }, () => getToken(app.baseUrl, ip)));
    const { statuses, allowed } = await burst(() =>
      visitors.map((visitor, i) =>
        call(app.baseUrl, "/session", visitor, { username: email, password: `guess-${i}` }),
      ),
    );
    expect(count(statuses, 401)).toBeLessThanOrEqual(allowed);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(CONCURRENT);
    expect(await visitorSignIn(freshIp(), email, PASSWORD)).toBe(200);
  }, 180_000);

  it("staff passwords: no more are checked than one after the other; the owner still signs in", async () => {
    const { secret, ...owner } = await signedInStaff(app, { role: "owner" });
    const guesser = await staffBrowser(app);
    const { statuses, allowed } = await burst(() =>
      Array.from({ length: CONCURRENT }, (_, i) =>
        send(guesser, "/admin/sign-in", { email: owner.email, password: `guess-${i}` }),
      ),
    );
    expect(count(statuses, 401)).toBeLessThanOrEqual(allowed);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(CONCURRENT);

    const b = await staffBrowser(app);
    expect((await send(b, "/admin/sign-in", { email: owner.email, password: STAFF_PASSWORD })).status).toBe(
      303,
    );
    expect((await send(b, "/admin/sign-in/code", { code: nextTotpCode(secret) })).status).toBe(303);
  }, 180_000);

  it("staff codes after a right password: no more are checked than one after the other", async () => {
    const { secret, ...owner } = await signedInStaff(app, { role: "owner" });
    const b = await staffBrowser(app);
    expect((await send(b, "/admin/sign-in", { email: owner.email, password: STAFF_PASSWORD })).status).toBe(
      303,
    );
    const { statuses, allowed } = await burst(() =>
      Array.from({ length: CONCURRENT }, () => send(b, "/admin/sign-in/code", { code: "000000" })),
    );
    expect(count(statuses, 401)).toBeLessThanOrEqual(allowed);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(CONCURRENT);

    const clean = await staffBrowser(app);
    expect(
      (await send(clean, "/admin/sign-in", { email: owner.email, password: STAFF_PASSWORD })).status,
    ).toBe(303);
    expect((await send(clean, "/admin/sign-in/code", { code: nextTotpCode(secret) })).status).toBe(303);
  }, 180_000);
});

// The fuzz suite's guessing part: generated bursts of wrong guesses sent at once — visitor passwords, staff
// passwords, staff second-factor codes — from one to three guessing parties, each an IPv4 address or an IPv6 /64
// whose requests come from changing addresses inside it (one subscriber's block: walking it buys nothing). Per
// party, no more guesses may be checked (401) than its backoff lets through one after the other in the time the
// burst took; every other answer is 429, never a 5xx; and after each burst the owner, from an address that has
// not failed, still signs in. Seeded like the rest of the suite (FUZZ_SEED; FUZZ_SCALE for more rounds).
const ROUNDS = Math.max(3, Math.round(3 * Number(process.env.FUZZ_SCALE ?? 1)));
const KINDS = ["visitor password", "staff password", "staff code"] as const;
type Kind = (typeof KINDS)[number];

const word = (rng: Rng) => rng.int(0x10000).toString(16);

/** A guessing party: each call gives the address of its next request. */
function party(rng: Rng): () => string {
  if (rng.chance(0.5)) {
    const ip = `10.${rng.int(256)}.${rng.int(256)}.${1 + rng.int(254)}`;
    return () => ip;
  }
  const block = `2001:db8:${word(rng)}:${word(rng)}`;
  return () => `${block}:${word(rng)}:${word(rng)}:${word(rng)}:${word(rng)}`;
}

type Guess = { party: number; send: () => Promise<Response> };

/** The account under attack, the burst's guesses (ready to send), and how its owner signs in afterwards. */
async function round(kind: Kind, rng: Rng, size: number) {
  const parties = Array.from({ length: kind === "staff code" ? 1 : 1 + rng.int(3) }, () => party(rng));
  const partyOf = () => rng.int(parties.length);
  const guesses: Guess[] = [];

  if (kind === "visitor password") {
    const { email } = await registerUser(app.baseUrl);
    for (let i = 0; i < size; i++) {
      const at = partyOf();
      const visitor = await getToken(app.baseUrl, parties[at]!());
      guesses.push({
        party: at,
        send: () => call(app.baseUrl, "/session", visitor, { username: email, password: `guess-${i}` }),
      });
    }
    const ownerSignsIn = async () => {
      const response = await call(app.baseUrl, "/session", await getToken(app.baseUrl, freshIp()), {
        username: email,
        password: PASSWORD,
      });
      await response.body?.cancel();
      return response.status === 200;
    };
    return { guesses, ownerSignsIn };
  }

  const { secret, ...owner } = await signedInStaff(app, { role: "owner" });
  if (kind === "staff password") {
    for (let i = 0; i < size; i++) {
      const at = partyOf();
      const b = await staffBrowser(app, parties[at]!());
      guesses.push({
        party: at,
        send: () => send(b, "/admin/sign-in", { email: owner.email, password: `guess-${i}` }),
      });
    }
  } else {
    // Codes after the right password: knowing it buys no more code guesses than the backoff allows.
    const b = await staffBrowser(app, parties[0]!());
    expect((await send(b, "/admin/sign-in", { email: owner.email, password: STAFF_PASSWORD })).status).toBe(
      303,
    );
    for (let i = 0; i < size; i++)
      guesses.push({
        party: 0,
        send: () => send(b, "/admin/sign-in/code", { code: String(rng.int(1_000_000)).padStart(6, "0") }),
      });
  }
  const ownerSignsIn = async () => {
    const b = await staffBrowser(app);
    const password = await send(b, "/admin/sign-in", { email: owner.email, password: STAFF_PASSWORD });
    if (password.status !== 303) return false;
    return (await send(b, "/admin/sign-in/code", { code: nextTotpCode(secret) })).status === 303;
  };
  return { guesses, ownerSignsIn };
}

describe("fuzz: concurrent sign-in guesses", () => {
  it(`${ROUNDS} generated bursts get no more checks than the backoff allows, and never keep the owner out (seed ${FUZZ_SEED + 20})`, async () => {
    const rng = prng(FUZZ_SEED + 20);
    const failures: string[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      // Every kind at least once, then any.
      const kind = r < KINDS.length ? KINDS[r]! : rng.pick(KINDS);
      const size = 15 + rng.int(36);
      const { guesses, ownerSignsIn } = await round(kind, rng, size);
      const { statuses, allowed } = await burst(() => guesses.map((guess) => guess.send()));
      const parties = new Set(guesses.map((guess) => guess.party));
      for (const at of parties) {
        const answers = statuses.filter((_, i) => guesses[i]!.party === at);
        const checked = count(answers, 401);
        if (checked > allowed)
          failures.push(`round ${r} (${kind}), party ${at}: ${checked} guesses checked, ${allowed} allowed`);
        if (checked + count(answers, 429) !== answers.length)
          failures.push(`round ${r} (${kind}), party ${at}: answers ${JSON.stringify(answers)}`);
      }
      if (!(await ownerSignsIn())) failures.push(`round ${r} (${kind}): the owner could not sign in`);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
