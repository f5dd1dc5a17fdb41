// HTTP test helpers for the back office (issue 14): a "browser" that keeps its cookies (the visitor session
// its authenticity token is bound to, the staff session, the pending second-factor cookie), and members of
// staff created and set up the way a person would: set-up link → password and TOTP code → signed in.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/client.ts";
import { staffUsers } from "../../db/schema.ts";
import type { StaffRole } from "../../modules/staff/model/roles.ts";
import { createStaffWithSetupLink } from "../../modules/staff/use-cases/staff-setup.ts";
import { totpCodeAt, totpStepAt } from "../../modules/staff/use-cases/totp.ts";
import { setUpTotpCode } from "./totp-timing.ts";
import { getToken, type Visitor } from "./visitor.ts";

export const STAFF_PASSWORD = "a long staff password";

/** What the helpers need of a running test server (tests/setup/test-server.ts). */
export type StaffTestApp = { baseUrl: string; services: { db: Db } };

export type StaffBrowser = Visitor & { baseUrl: string; jar: Map<string, string> };

/** A browser of its own, from a fresh address unless `ip` names one (several browsers behind one address). */
export async function staffBrowser(app: StaffTestApp, ip?: string): Promise<StaffBrowser> {
  const visitor = await getToken(app.baseUrl, ip);
  const jar = new Map<string, string>([[visitor.cookie.split("=")[0]!, visitor.cookie]]);
  return { ...visitor, baseUrl: app.baseUrl, jar };
}

export function cookieHeader(b: StaffBrowser): string {
  return [...b.jar.values()].join("; ");
}

type SendOptions = { token?: boolean; method?: string; body?: FormData | URLSearchParams };

/**
 * GET `path`, or POST `form` (form-encoded, with the authenticity token unless `token: false`); `body` sends a
 * ready FormData (multipart, e.g. uploads: the token must be in it). Cookies set by the answer are kept.
 */
export async function send(
  b: StaffBrowser,
  path: string,
  form?: Record<string, string | string[]>,
  { token = true, method, body }: SendOptions = {},
): Promise<Response> {
  let requestBody: FormData | URLSearchParams | undefined = body;
  if (form) {
    const params = new URLSearchParams(token ? { authenticity_token: b.token } : {});
    for (const [name, value] of Object.entries(form)) {
      for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
    }
    requestBody = params;
  }
  const response = await fetch(`${b.baseUrl}${path}`, {
    method: method ?? (requestBody ? "POST" : "GET"),
    redirect: "manual",
    headers: { cookie: cookieHeader(b), "x-forwarded-for": b.ip },
    body: requestBody,
  });
  const sessionBefore = b.jar.get("oh_session");
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/max-age=0/i.test(cookie)) b.jar.delete(name);
    else b.jar.set(name, pair);
  }
  // A staff sign-in gives the browser a new visitor session: its forms carry the new id's token from then on.
  const sessionAfter = b.jar.get("oh_session");
  if (sessionAfter && sessionAfter !== sessionBefore) {
    const visitor = await fetch(`${b.baseUrl}/user.ljson`, {
      headers: { cookie: sessionAfter, "x-forwarded-for": b.ip },
    });
    b.token = ((await visitor.json()) as { authenticity_token: string }).authenticity_token;
    b.cookie = sessionAfter;
    b.headers = { ...b.headers, cookie: sessionAfter };
  }
  return response;
}

let emailCounter = 0;
export function uniqueStaffEmail(label = "staff"): string {
  emailCounter += 1;
  return `${label}-${Date.now().toString(36)}-${emailCounter}@agency.example`;
}

export type NewStaff = { email: string; path: string; staffUserId: number };

/** A staff account with its one-time set-up link (as `npm run admin:create` or an invite makes). */
export async function newStaff(
  app: StaffTestApp,
  { role = "owner", branchIds = [], email = uniqueStaffEmail(role) }: NewStaffOptions = {},
): Promise<NewStaff> {
  const created = await createStaffWithSetupLink(app.services.db, {
    email,
    role,
    branchIds,
    publicUrl: app.baseUrl,
    origin: { ip: null, userAgent: "test" },
  });
  if (!created) throw new Error(`${email} is already set up`);
  return { email, path: new URL(created.link).pathname, staffUserId: created.staffUserId };
}

export type NewStaffOptions = { role?: StaffRole; branchIds?: number[]; email?: string };

export async function totpSecretOf(db: Db, staffUserId: number): Promise<string> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffUserId));
  return row!.totpSecret!;
}

/** A code for a later step than any used so far: accepted (±1 step) and never a replay. */
export function nextTotpCode(secret: string, offset = 1): string {
  return totpCodeAt(secret, totpStepAt(new Date()) + offset);
}

/** Uses the set-up link: password, a TOTP code from the secret, then the ten recovery codes shown once. */
export async function completeStaffSetUp(app: StaffTestApp, staff: NewStaff) {
  const b = await staffBrowser(app);
  expect((await send(b, staff.path)).status).toBe(200);
  const secret = await totpSecretOf(app.services.db, staff.staffUserId);
  const done = await send(b, staff.path, {
    password: STAFF_PASSWORD,
    password_confirmation: STAFF_PASSWORD,
    code: await setUpTotpCode(secret),
  });
  expect(done.status).toBe(200);
  const html = await done.text();
  const codes = [...html.matchAll(/<li>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/g)].map((m) => m[1]!);
  expect(codes).toHaveLength(10);
  return { b, secret, codes };
}

/** The password step then the second factor, in a new browser. */
export async function staffSignIn(app: StaffTestApp, email: string, code: string) {
  const b = await staffBrowser(app);
  const first = await send(b, "/admin/sign-in", { email, password: STAFF_PASSWORD });
  expect(first.status).toBe(303);
  expect(first.headers.get("location")).toBe("/admin/sign-in/code");
  const second = await send(b, "/admin/sign-in/code", { code });
  return { b, second };
}

/**
 * A member of staff of that role and branches, set up and signed in: the usual start of an admin test. With the
 * TOTP secret and the recovery codes of the set-up, for tests of the second factor.
 */
export async function signedInStaff(app: StaffTestApp, options: NewStaffOptions = {}) {
  const staff = await newStaff(app, options);
  const { b, secret, codes } = await completeStaffSetUp(app, staff);
  return { ...staff, b, secret, codes };
}

export type SignedInStaff = Awaited<ReturnType<typeof signedInStaff>>;

/** Where each role of a suite's cast works: owners and editors at no branch in particular, the others at branch 1. */
const CAST_BRANCH_IDS: Record<StaffRole, number[]> = { owner: [], manager: [1], negotiator: [1], editor: [] };

/** One signed-in member of staff for each role named (see CAST_BRANCH_IDS), signed in one after the other. */
export async function signedInCast<Role extends StaffRole>(app: StaffTestApp, roles: readonly Role[]) {
  const cast = {} as Record<Role, SignedInStaff>;
  for (const role of roles) cast[role] = await signedInStaff(app, { role, branchIds: CAST_BRANCH_IDS[role] });
  return cast;
}

/**
 * The rule of a page for owners and managers: both let in, negotiators and editors refused, and the signed-out
 * (`signedOut`, a browser with no staff session) sent to sign in.
 */
export async function expectOwnersAndManagersOnly(
  path: string,
  staff: Record<"owner" | "manager" | "negotiator" | "editor", SignedInStaff>,
  signedOut: StaffBrowser,
) {
  expect((await send(staff.owner.b, path)).status, `owner ${path}`).toBe(200);
  expect((await send(staff.manager.b, path)).status, `manager ${path}`).toBe(200);
  expect((await send(staff.negotiator.b, path)).status, `negotiator ${path}`).toBe(403);
  expect((await send(staff.editor.b, path)).status, `editor ${path}`).toBe(403);
  const answer = await send(signedOut, path);
  expect(answer.status, `anonymous ${path}`).toBe(303);
  expect(answer.headers.get("location")).toMatch(/^\/admin\/sign-in(\?return_to=%2Fadmin|$)/);
}
