// The fuzz suite's guessing part (issue 43 items 4 and 5; docs/decisions/021): generated bursts of wrong
// guesses sent at once — visitor passwords, staff passwords, staff second-factor codes — from one to three
// guessing parties, each an IPv4 address or an IPv6 /64 whose requests come from changing addresses inside it
// (one subscriber's block: walking it buys nothing). Per party, no more guesses may be checked (401) than its
// backoff lets through one after the other in the time the burst took; every other answer is 429, never a
// 5xx; and after each burst the owner, from an address that has not failed, still signs in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../setup/test-server.ts";
import { burst, count } from "../support/guessing.ts";
import { FUZZ_SEED, prng, type Rng } from "../support/prng.ts";
import {
  completeStaffSetUp,
  newStaff,
  nextTotpCode,
  send,
  STAFF_PASSWORD,
  staffBrowser,
} from "../support/staff-browser.ts";
import { freshIp, getToken } from "../support/visitor.ts";
import { PASSWORD, call, registerUser } from "./accounts-support.ts";

const ROUNDS = Math.max(3, Math.round(6 * Number(process.env.FUZZ_SCALE ?? 1)));
const KINDS = ["visitor password", "staff password", "staff code"] as const;
type Kind = (typeof KINDS)[number];

let app: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "0" }, { ownDatabase: true });
}, 300_000);
afterAll(() => app?.stop());

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

  const owner = await newStaff(app, { role: "owner" });
  const { secret } = await completeStaffSetUp(app, owner);
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
