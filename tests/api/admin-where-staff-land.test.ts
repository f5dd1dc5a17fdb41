// Issue 42 item 4, over HTTP on a server of its own: signing in returns to the back-office page asked for (a
// lead email's link, a bookmark) through the password and second-factor steps, and only to a back-office path;
// a form posted with an expired or missing authenticity token comes back as that form, with what was typed
// (never a password or code) and a message, instead of the public home page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffUsers } from "../../db/schema.ts";
import { eq } from "drizzle-orm";
import { startTestServer } from "../setup/test-server.ts";
import {
  completeStaffSetUp,
  newStaff,
  send,
  STAFF_PASSWORD,
  staffBrowser,
} from "../support/staff-browser.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;
let owner: Awaited<ReturnType<typeof newStaff>> & Awaited<ReturnType<typeof completeStaffSetUp>>;
let unusedRecoveryCodes: string[];
const EXPIRED_MESSAGE = "This form had expired, so nothing was saved";

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "12", RATE_LIMIT_DISABLED: "1" }, { ownDatabase: true });
  const staff = await newStaff(app, { role: "owner" });
  owner = { ...staff, ...(await completeStaffSetUp(app, staff)) };
  // Each sign-in here spends a recovery code: a TOTP code is taken once per 30-second step.
  unusedRecoveryCodes = [...owner.codes];
}, 180_000);
afterAll(() => app?.stop());

/** Password then code in a new browser, starting from the sign-in page `signInPath` a guard sent it to. */
async function signInFrom(signInPath: string) {
  const b = await staffBrowser(app);
  const first = await send(b, signInPath, { email: owner.email, password: STAFF_PASSWORD });
  expect(first.status).toBe(303);
  const codePath = first.headers.get("location")!;
  const second = await send(b, codePath, { code: unusedRecoveryCodes.pop()! });
  expect(second.status).toBe(303);
  return { codePath, landing: second.headers.get("location"), b };
}

describe("signing in returns to the page asked for", () => {
  it("a lead's link, signed out: to the sign-in page and, after both steps, back to it", async () => {
    const asked = "/admin/leads/12?from=email";
    const guard = await fetch(`${app.baseUrl}${asked}`, { redirect: "manual" });
    expect(guard.status).toBe(303);
    const signInPath = guard.headers.get("location")!;
    expect(signInPath).toBe(`/admin/sign-in?return_to=${encodeURIComponent(asked)}`);
    // The sign-in form posts to its own address, so the place asked for travels with it.
    expect(await (await fetch(`${app.baseUrl}${signInPath}`)).text()).not.toContain(
      'action="/admin/sign-in"',
    );

    const { codePath, landing } = await signInFrom(signInPath);
    expect(codePath).toBe(`/admin/sign-in/code?return_to=${encodeURIComponent(asked)}`);
    expect(landing).toBe(asked);
  });

  it("only to a back-office page: anything else lands on the overview", async () => {
    const targets = [
      "//evil.example/admin",
      "https://evil.example/admin/leads",
      "/\\evil.example",
      "/search/for-sale",
      "/admin/sign-out",
      "/admin/sign-in/code",
      "javascript:alert(1)",
    ];
    for (const target of targets) {
      const { landing } = await signInFrom(`/admin/sign-in?return_to=${encodeURIComponent(target)}`);
      expect(landing, target).toBe("/admin");
    }
  });

  it("without a page asked for, the overview as before", async () => {
    const guard = await fetch(`${app.baseUrl}/admin`, { redirect: "manual" });
    expect(guard.headers.get("location")).toBe("/admin/sign-in");
  });

  it("a password step that has expired goes back to the password with the page still asked for", async () => {
    const b = await staffBrowser(app);
    const asked = "/admin/listings";
    const response = await send(b, `/admin/sign-in/code?return_to=${encodeURIComponent(asked)}`, {
      code: "123456",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/sign-in?return_to=${encodeURIComponent(asked)}`);
  });
});

describe("a form posted with a bad authenticity token", () => {
  it("comes back as the form with what was typed and a message, and saves nothing", async () => {
    const email = "kept-input@agency.example";
    const response = await send(
      owner.b,
      "/admin/staff/invite",
      { email, name: "Kept Name", role: "editor" },
      { token: false },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain(EXPIRED_MESSAGE);
    expect(html).toContain("Invite a member of staff");
    expect(html).toMatch(new RegExp(`name="email"[^>]*value="${email}"`));
    expect(html).toMatch(/name="name"[^>]*value="Kept Name"/);
    expect(html).toMatch(/<input[^>]*name="role"[^>]*checked=""[^>]*value="editor"/);
    // A fresh token, so sending it again works.
    const token = /name="authenticity_token" value="([^"]+)"/.exec(html)![1]!;
    expect(token).toBe(owner.b.token);
    expect(await app.services.db.select().from(staffUsers).where(eq(staffUsers.email, email))).toEqual([]);
  });

  it("never writes a password or code back into the page", async () => {
    const b = await staffBrowser(app);
    const response = await send(
      b,
      "/admin/sign-in?return_to=%2Fadmin%2Fstaff",
      { email: owner.email, password: "secret-typed-password" },
      { token: false },
    );
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain(EXPIRED_MESSAGE);
    expect(html).toMatch(new RegExp(`name="email"[^>]*value="${owner.email}"`));
    expect(html).not.toContain("secret-typed-password");
  });

  it("a button posting to another back-office address goes back to the page it was on, with the message", async () => {
    const response = await fetch(`${app.baseUrl}/admin/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: [...owner.b.jar.values()].join("; "),
        "content-type": "application/x-www-form-urlencoded",
        referer: `${app.baseUrl}/admin/account?tab=sessions`,
        "x-forwarded-for": owner.b.ip,
      },
      body: "everywhere=1",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/account?tab=sessions&form_expired=1");
    const page = await send(owner.b, response.headers.get("location")!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(EXPIRED_MESSAGE);
  });
});
