// Accounts budgets (issue 6 "Budgets"): sign-in median ≤ 150 ms including hashing (argon2id), and
// GET /user.ljson median ≤ 5 ms for a signed-in visitor (user, consents, saved properties and searches).
// Usage: npx tsx bench/accounts.ts [--base http://127.0.0.1:3000] [--requests 500] [--sign-ins 40]
// Start the server first with NODE_ENV=production RATE_LIMIT_DISABLED=1 (see bench/README.md): the per-IP and
// per-account limits would otherwise refuse a benchmark's sign-ins.
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const base = arg("base", "http://127.0.0.1:3000");
const requests = Number(arg("requests", "500"));
const signIns = Number(arg("sign-ins", "40"));
const BUDGET_SIGN_IN_MS = 150;
const BUDGET_USER_MS = 5;
const PASSWORD = "correct horse battery";

type Visitor = { cookie: string; token: string };

function cookieOf(response: Response): string {
  const header = response.headers.getSetCookie().find((c) => c.startsWith("oh_session="));
  if (!header) throw new Error(`${response.url} set no session cookie`);
  return header.split(";")[0]!;
}

async function anonymous(): Promise<Visitor> {
  const response = await fetch(`${base}/user.ljson`);
  const body = (await response.json()) as { authenticity_token: string };
  return { cookie: cookieOf(response), token: body.authenticity_token };
}

async function post(path: string, visitor: Visitor, body: object): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { cookie: visitor.cookie, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ ...body, authenticity_token: visitor.token }),
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

// A user as the sidebar would have them: a few saved properties and searches.
const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
const start = await anonymous();
const registered = await post("/user.ljson", start, {
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  opt_in_terms: true,
  opt_in_marketing: true,
});
if (registered.status !== 200) throw new Error(`registration answered ${registered.status}`);
const signedIn: Visitor = {
  cookie: cookieOf(registered),
  token: ((await registered.json()) as { authenticity_token: string }).authenticity_token,
};
const search = (await (await fetch(`${base}/search.ljson?channel=sales`)).json()) as {
  properties: { property_id: number }[];
};
await post("/saved_properties.ljson", signedIn, {
  property_ids: search.properties
    .slice(0, 10)
    .map((p) => p.property_id)
    .join(","),
});
for (const query of [
  "channel=sales",
  "channel=lettings",
  "channel=sales&min_beds=2",
  "channel=sales&max_price=300000",
]) {
  const saved = await post(`/search?${query}`, signedIn, {});
  if (saved.status !== 201)
    throw new Error(`POST /search?${query} answered ${saved.status}: ${await saved.text()}`);
}

// Sign-in: sequential, each from a fresh anonymous session, timed from request to parsed answer.
const signInTimes: number[] = [];
for (let i = 0; i < signIns + 3; i++) {
  const visitor = await anonymous();
  const started = performance.now();
  const response = await post("/session", visitor, { username: email, password: PASSWORD });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  if (i >= 3) signInTimes.push(performance.now() - started); // the first few warm the path up
}

// GET /user.ljson for the signed-in visitor: checked once, then timed by autocannon on one connection (as the
// other benches time pages), after a warm-up.
const check = (await (
  await fetch(`${base}/user.ljson`, { headers: { cookie: signedIn.cookie } })
).json()) as {
  user: { saved_properties: unknown[]; saved_searches: unknown[] } | null;
};
if (check.user?.saved_properties.length !== 10 || check.user.saved_searches.length !== 4) {
  throw new Error(`GET /user.ljson did not show the saved items: ${JSON.stringify(check).slice(0, 300)}`);
}
const userCall = { url: `${base}/user.ljson`, headers: { cookie: signedIn.cookie }, connections: 1 };
await autocannon({ ...userCall, amount: 100 });
const user = await autocannon({ ...userCall, amount: requests });
if (user.non2xx > 0) throw new Error(`GET /user.ljson: ${user.non2xx} non-2xx answers`);

const signInMedian = median(signInTimes);
const rows = [
  [
    "sign-in (POST /session), median",
    `${signInMedian.toFixed(1)} ms`,
    `≤ ${BUDGET_SIGN_IN_MS} ms`,
    signInMedian <= BUDGET_SIGN_IN_MS,
  ],
  ["sign-in, slowest", `${Math.max(...signInTimes).toFixed(1)} ms`, "", true],
  [
    "GET /user.ljson signed in, median",
    `${user.latency.p50} ms`,
    `≤ ${BUDGET_USER_MS} ms`,
    user.latency.p50 <= BUDGET_USER_MS,
  ],
  ["GET /user.ljson signed in, p99", `${user.latency.p99} ms`, "", true],
] as const;
for (const [name, figure, budget, ok] of rows) {
  console.log(
    `${name.padEnd(36)} ${figure.padStart(10)}  ${budget}${budget ? (ok ? "  ok" : "  OVER") : ""}`,
  );
}
