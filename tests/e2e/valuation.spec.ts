// Book a Valuation in the browser (issue 5 item 2; spec §2 "Valuation flows", §4 "Address entry", "Valuation",
// "Time slots", §5, §7 "Leads" → Valuation, §8). The suite runs its own real server (fresh PGlite) so it can
// check what reached the database and switch the theme setting singleStepValuationForm, as an agency would.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { and, asc, eq, isNotNull, notInArray } from "drizzle-orm";
import { branches, leads, properties, siteContent } from "../../db/schema.ts";
import { announceChange } from "../../platform/change-notices.ts";
import { startTestServer } from "../setup/test-server.ts";
import { propertyPath } from "../../domain/urls.ts";
import { expectNoAxeViolations } from "./axe.ts";

test.use({ viewport: { width: 1280, height: 900 } });

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let bristolBranchId: number;
let lettingsPage: string;
/** A seeded home the local address lookup knows (db/seed/addresses.ts). */
let lookupHome: { houseNumber: string; street: string; postcode: string; branchId: number };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer({ RATE_LIMIT_DISABLED: "1" });
  const { db } = server.services;
  const [bristol] = await db.select().from(branches).where(eq(branches.name, "Bristol"));
  bristolBranchId = bristol!.id;
  const [letting] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.channel, "lettings"), eq(properties.status, "available")))
    .orderBy(asc(properties.id))
    .limit(1);
  lettingsPage = `${server.baseUrl}${propertyPath(letting!.id)}`;
  const [home] = await db
    .select({
      houseNumber: properties.houseNumber,
      street: properties.street,
      postcode: properties.postcode,
      branchId: properties.branchId,
    })
    .from(properties)
    .where(
      and(isNotNull(properties.houseNumber), notInArray(properties.propertyType, ["Land", "Development"])),
    )
    .orderBy(asc(properties.id))
    .limit(1);
  lookupHome = { ...home!, houseNumber: home!.houseNumber! };
});

test.afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;
const dialog = (page: Page) => page.getByRole("dialog", { name: "Book a Valuation" });
const counter = (page: Page) => dialog(page).getByTestId("valuation-step-counter");

/** Opens the overlay on a hydrated page: the authenticity token has arrived once GET /user.ljson answered. */
async function open(page: Page, path = "/", hash = "#/book-a-valuation") {
  const userCall = page.waitForResponse((response) => new URL(response.url()).pathname === "/user.ljson");
  await page.goto(url(`${path}${hash}`));
  await userCall;
  await expect(dialog(page)).toBeVisible();
}

type Person = { first: string; last: string; email: string };
const person = (tag: string): Person => ({
  first: "Ada",
  last: "Lovelace",
  email: `ada.${tag}.${Date.now()}@example.com`,
});

async function fillPerson(scope: Locator, who: Person) {
  await scope.getByLabel("First name").fill(who.first);
  await scope.getByLabel("Last name").fill(who.last);
  await scope.getByLabel("Email").fill(who.email);
  await scope.getByLabel("Phone").fill("01179460000");
}

async function fillManualAddress(scope: Locator, postcode: string) {
  await scope.getByRole("button", { name: "Enter address manually" }).click();
  await scope.getByLabel("House number").fill("12");
  await scope.getByLabel("House name").fill("Rose Cottage");
  await scope.getByLabel("Street").fill("Mill Lane");
  await scope.getByLabel("Town").fill("Bristol");
  await scope.getByLabel("Postcode").fill(postcode);
}

async function leadsFor(email: string) {
  return server.services.db.select().from(leads).where(eq(leads.email, email));
}

const agreeToTerms = (page: Page) =>
  dialog(page)
    .getByRole("checkbox", { name: /I agree to the/ })
    .check();

/** Steps 1 and 2 with a typed Bristol address and `time` on the first day offered, then the terms agreed. */
async function readyToBook(page: Page, who: Person, time: string) {
  await fillPerson(dialog(page), who);
  await fillManualAddress(dialog(page), "BS1 4DJ");
  await dialog(page).getByRole("button", { name: "Next: Find appointments" }).click();
  await dialog(page).getByRole("button", { name: time }).click();
  await dialog(page).getByRole("button", { name: "Next: Confirm Request" }).click();
  await agreeToTerms(page);
}

/**
 * Presses the dialog's send button before the terms are agreed (refused with the spec's message), agrees to them
 * and presses it again; the POST /leads it sends.
 */
async function agreeToTermsAndSend(page: Page, button: string) {
  await dialog(page).getByRole("button", { name: button }).click();
  await expect(dialog(page).getByRole("alert")).toHaveText("You must agree to our terms & conditions");
  await agreeToTerms(page);
  const posted = page.waitForRequest((request) => new URL(request.url()).pathname === "/leads");
  await dialog(page).getByRole("button", { name: button }).click();
  return posted;
}

const expectDialogAxeClean = (page: Page) => expectNoAxeViolations(page, { include: '[role="dialog"]' });

test("the home page's side link opens the three steps, and the request reaches the branch", async ({
  page,
}) => {
  const userCall = page.waitForResponse((response) => new URL(response.url()).pathname === "/user.ljson");
  await page.goto(url("/"));
  await userCall;
  await page.locator(".oh-side-link").click();
  await expect(dialog(page)).toBeVisible();
  expect(new URL(page.url()).hash).toBe("#/book-a-valuation");

  // Step 1: details and address.
  await expect(counter(page)).toHaveText("Step 1/3");
  const who = person("three-step");
  await dialog(page).getByRole("radio", { name: "Letting" }).check();
  await fillPerson(dialog(page), who);
  await fillManualAddress(dialog(page), "BS1 4DJ");
  await dialog(page).getByLabel("Message").fill("A two bedroom flat");
  await dialog(page).getByRole("button", { name: "Next: Find appointments" }).click();

  // Step 2: the day and the time.
  await expect(counter(page)).toHaveText("Step 2/3");
  const date = dialog(page).getByLabel("Date", { exact: true });
  const second = await date.locator("option").nth(1).getAttribute("value");
  await date.selectOption(second!);
  await dialog(page).getByRole("button", { name: "All am" }).click();
  await dialog(page).getByRole("button", { name: "Next: Confirm Request" }).click();

  // Step 3: confirm; the terms must be agreed first.
  await expect(counter(page)).toHaveText("Step 3/3");
  await expect(dialog(page).getByText("9:00, 10:00, 11:00")).toBeVisible();
  const request = await agreeToTermsAndSend(page, "Book valuation");

  // Step 4: thank-you; no property on the home page, so 'Back to page'.
  await expect(dialog(page).getByRole("heading", { name: "Thank you" })).toBeVisible();
  await expect(counter(page)).toHaveCount(0);
  expect(request.headers()["accept"]).toContain("application/json");
  expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{32,36}$/);
  const body = request.postDataJSON() as Record<string, Record<string, unknown>>;
  const [year, month, day] = second!.split("-").map(Number);
  expect(body.lead_booking).toEqual({
    book_viewing: "yes",
    booking_time: "9:00",
    booking_day: day,
    booking_month: month,
    booking_year: year,
  });
  expect(body.lead_client).toMatchObject({
    first_name: "Ada",
    do_not_contact: "1",
    street_address: "Rose Cottage 12 Mill Lane",
    postcode: "BS1 4DJ",
  });
  expect(body.lead).toMatchObject({
    is_valuation_request: "1",
    channel: "letting",
    branch_id: bristolBranchId,
  });
  expect(body.marketing_preferences).toEqual({ opt_in_terms: "on" });

  const stored = await leadsFor(who.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ kind: "valuation", branchId: bristolBranchId, firstName: "Ada" });

  await dialog(page).getByRole("button", { name: "Back to page" }).click();
  await expect(dialog(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe("#/");
});

test("every Back button goes one step back, keeping what was entered; step 1's Back leaves", async ({
  page,
}) => {
  await open(page);
  const who = person("back");
  await fillPerson(dialog(page), who);
  await fillManualAddress(dialog(page), "BS8 1AB");
  await dialog(page).getByRole("button", { name: "Next: Find appointments" }).click();
  await expect(counter(page)).toHaveText("Step 2/3");
  await dialog(page).getByRole("button", { name: "14:00" }).click();
  await dialog(page).getByRole("button", { name: "Next: Confirm Request" }).click();
  await expect(counter(page)).toHaveText("Step 3/3");

  await dialog(page).getByRole("button", { name: "Back" }).click();
  await expect(counter(page)).toHaveText("Step 2/3");
  await expect(dialog(page).getByRole("button", { name: "14:00" })).toHaveAttribute("aria-pressed", "true");

  await dialog(page).getByRole("button", { name: "Back" }).click();
  await expect(counter(page)).toHaveText("Step 1/3");
  await expect(dialog(page).getByLabel("Email")).toHaveValue(who.email);
  await expect(dialog(page).getByLabel("Postcode")).toHaveValue("BS8 1AB");

  await dialog(page).getByRole("button", { name: "Back", exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe("#/");
  expect(await leadsFor(who.email)).toHaveLength(0);
});

test("fields are checked as typed, and step 1 needs an address", async ({ page }) => {
  await open(page);
  const phone = dialog(page).getByLabel("Phone");
  await phone.pressSequentially("0117abc946");
  await expect(phone).toHaveValue("0117946"); // spec §5: the phone input rejects typed letters
  await dialog(page).getByLabel("Email").fill("ada@");
  await expect(dialog(page).getByText("Please enter a valid email")).toBeVisible();
  await expect(dialog(page).getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await dialog(page).getByLabel("Email").fill("ada@example.com");
  await expect(dialog(page).getByText("Please enter a valid email")).toHaveCount(0);

  await dialog(page).getByRole("button", { name: "Next: Find appointments" }).click();
  await expect(dialog(page).getByText("You must enter a valid address")).toBeVisible();
  await expect(dialog(page).getByText("Please enter a valid first name")).toBeVisible();
  await expect(dialog(page).getByText("Please enter a valid last name")).toBeVisible();
  await expect(counter(page)).toHaveText("Step 1/3");

  await dialog(page).getByRole("button", { name: "Enter address manually" }).click();
  await dialog(page).getByRole("button", { name: "Next: Find appointments" }).click();
  for (const message of [
    "Please enter a valid street",
    "Please enter a valid town",
    "Please enter a valid postcode",
  ]) {
    await expect(dialog(page).getByText(message)).toBeVisible();
  }
  await dialog(page).getByLabel("House number").fill("12a");
  await expect(dialog(page).getByText("Please enter a valid house number")).toBeVisible();
});

test("the address lookup fills the address, and its postcode finds the branch", async ({ page }) => {
  await open(page);
  const who = person("lookup");
  await fillPerson(dialog(page), who);
  const lookup = dialog(page).getByRole("combobox", { name: "Find the address" });
  await lookup.pressSequentially(`${lookupHome.houseNumber} ${lookupHome.street}`);
  const option = dialog(page)
    .getByRole("option", { name: new RegExp(lookupHome.postcode) })
    .first();
  await option.click();
  await expect(dialog(page).getByTestId("chosen-address")).toContainText(lookupHome.postcode);
  await dialog(page).getByRole("button", { name: "Next: Find appointments" }).click();
  await expect(counter(page)).toHaveText("Step 2/3");
  await dialog(page).getByRole("button", { name: "All pm" }).click();
  await dialog(page).getByRole("button", { name: "Next: Confirm Request" }).click();
  await agreeToTerms(page);
  await dialog(page).getByRole("button", { name: "Book valuation" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Thank you" })).toBeVisible();
  const [stored] = await leadsFor(who.email);
  expect(stored).toMatchObject({ branchId: lookupHome.branchId });
  expect(stored!.payload).toMatchObject({ lead_booking: { booking_time: "12:00" } });
});

test("a postcode no branch covers shows 'We are sorry'; Back returns to step 1", async ({ page }) => {
  await open(page);
  await fillPerson(dialog(page), person("no-branch"));
  await fillManualAddress(dialog(page), "M1 1AE"); // Manchester: none of the demo branches covers it
  await dialog(page).getByRole("button", { name: "Next: Find appointments" }).click();
  await expect(dialog(page).getByRole("heading", { name: "We are sorry" })).toBeVisible();
  await expect(dialog(page).getByText("We don't have agents near your property")).toBeVisible();
  await expect(counter(page)).toHaveCount(0);
  await dialog(page).getByRole("button", { name: "Back" }).click();
  await expect(counter(page)).toHaveText("Step 1/3");
  await expect(dialog(page).getByLabel("Postcode")).toHaveValue("M1 1AE");
});

test("time slots follow the All am / All pm rules, and a new date clears them", async ({ page }) => {
  await open(page);
  await fillPerson(dialog(page), person("slots"));
  await fillManualAddress(dialog(page), "BS1 4DJ");
  await dialog(page).getByRole("button", { name: "Next: Find appointments" }).click();
  await expect(counter(page)).toHaveText("Step 2/3");

  const slot = (time: string) => dialog(page).getByRole("button", { name: time, exact: true });
  const times = ["9:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"];
  const pressed = async () => {
    const on: string[] = [];
    for (const time of times) if ((await slot(time).getAttribute("aria-pressed")) === "true") on.push(time);
    return on;
  };

  await dialog(page).getByRole("button", { name: "Next: Confirm Request" }).click();
  await expect(dialog(page).getByRole("alert")).toHaveText("Please select a valid time slot");
  await expect(counter(page)).toHaveText("Step 2/3");

  await dialog(page).getByRole("button", { name: "All am" }).click();
  await expect(dialog(page).getByRole("button", { name: "All am" })).toHaveAttribute("aria-pressed", "true");
  expect(await pressed()).toEqual(["9:00", "10:00", "11:00"]);
  await expect(dialog(page).getByText("Please select a valid time slot")).toHaveCount(0);

  // With all-am active, a click picks just that slot.
  await slot("10:00").click();
  expect(await pressed()).toEqual(["10:00"]);
  await expect(dialog(page).getByRole("button", { name: "All am" })).toHaveAttribute("aria-pressed", "false");
  // Neither active: clicks toggle.
  await slot("13:00").click();
  expect(await pressed()).toEqual(["10:00", "13:00"]);
  await slot("13:00").click();
  expect(await pressed()).toEqual(["10:00"]);

  await dialog(page).getByRole("button", { name: "All pm" }).click();
  expect(await pressed()).toEqual(["12:00", "13:00", "14:00", "15:00", "16:00"]);
  await slot("15:00").click();
  expect(await pressed()).toEqual(["15:00"]);

  const date = dialog(page).getByLabel("Date", { exact: true });
  await date.selectOption((await date.locator("option").nth(2).getAttribute("value"))!);
  expect(await pressed()).toEqual([]);

  // Bounds: from tomorrow, no Sundays, about four weeks.
  const values = await date
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const today = await page.evaluate(() => {
    const now = new Date();
    return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  });
  for (const value of values) {
    const day = Date.parse(`${value}T00:00:00Z`);
    expect(day).toBeGreaterThan(today);
    expect(day - today).toBeLessThanOrEqual(28 * 86_400_000);
    expect(new Date(day).getUTCDay()).not.toBe(0);
  }

  await expectDialogAxeClean(page);
});

test("on a lettings property page the channel is letting and the thank-you leads back to the property", async ({
  page,
}) => {
  await open(page, lettingsPage.slice(server.baseUrl.length));
  await expect(dialog(page).getByRole("radio")).toHaveCount(0);
  const who = person("lettings");
  await readyToBook(page, who, "16:00");
  await dialog(page).getByRole("button", { name: "Book valuation" }).click();
  await dialog(page).getByRole("button", { name: "Back to property" }).click();
  await expect(dialog(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(new URL(lettingsPage).pathname);
  const [stored] = await leadsFor(who.email);
  expect(stored).toMatchObject({ kind: "valuation", branchId: bristolBranchId });
  expect(stored!.payload).toMatchObject({ lead: { channel: "letting" } });
});

test("a refused request says so, keeps the form, and a retry is stored once", async ({ page }) => {
  await open(page);
  const who = person("failure");
  await readyToBook(page, who, "9:00");

  // A forged token: the real server refuses it (422), as it would a request from another site.
  const keys: string[] = [];
  await page.route("**/leads", async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    keys.push(route.request().headers()["idempotency-key"]!);
    await route.continue({ postData: JSON.stringify({ ...body, authenticity_token: "forged" }) });
  });
  await dialog(page).getByRole("button", { name: "Book valuation" }).click();
  await expect(dialog(page).getByRole("alert")).toHaveText("Valuation request failed. Please try again.");
  await expect(dialog(page).getByRole("button", { name: "Book valuation" })).toBeEnabled();
  expect(await leadsFor(who.email)).toHaveLength(0);

  await page.unroute("**/leads");
  const retried = page.waitForRequest((request) => new URL(request.url()).pathname === "/leads");
  await dialog(page).getByRole("button", { name: "Book valuation" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Thank you" })).toBeVisible();
  expect((await retried).headers()["idempotency-key"]).toBe(keys[0]);
  expect(await leadsFor(who.email)).toHaveLength(1);
});

test("details carried over from the Instant Valuation are filled in, once", async ({ page }) => {
  const userCall = page.waitForResponse((response) => new URL(response.url()).pathname === "/user.ljson");
  await page.goto(url("/"));
  await userCall;
  await page.evaluate(() =>
    sessionStorage.setItem(
      "openhouse.valuation-prefill",
      JSON.stringify({ postcode: "BS8 1AB", propertyType: "flat", bedrooms: 2 }),
    ),
  );
  await page.evaluate(() => (window.location.hash = "#/book-a-valuation"));
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel("Postcode")).toHaveValue("BS8 1AB");
  await expect(dialog(page).getByLabel("Message")).toHaveValue("2 bedroom flat");
  expect(await page.evaluate(() => sessionStorage.getItem("openhouse.valuation-prefill"))).toBeNull();

  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await page.evaluate(() => (window.location.hash = "#/book-a-valuation"));
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole("button", { name: "Enter address manually" })).toBeVisible();
  await expect(dialog(page).getByLabel("Message")).toHaveValue("");
});

test("the legacy #/book_a_valuation hash opens the same flow, without axe violations", async ({ page }) => {
  await open(page, "/", "#/book_a_valuation");
  await expect(counter(page)).toHaveText("Step 1/3");
  await expect(dialog(page).getByRole("button", { name: "Next: Find appointments" })).toBeVisible();
  await expectDialogAxeClean(page);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
});

test.describe("with singleStepValuationForm on", () => {
  async function setSingleStep(on: boolean) {
    const { db } = server.services;
    const [row] = await db.select().from(siteContent).where(eq(siteContent.key, "theme"));
    const theme = row!.value as { settings: Record<string, unknown> };
    await db
      .update(siteContent)
      .set({ value: { ...theme, settings: { ...theme.settings, singleStepValuationForm: on } } })
      .where(eq(siteContent.key, "theme"));
    // Written behind the app's back: say so, as every content write does, so the page cache and the
    // content memo in this (the server's) process drop what they hold.
    await announceChange(db, "content");
  }

  test.beforeAll(async () => {
    test.setTimeout(30_000);
    await setSingleStep(true);
  });
  test.afterAll(async () => {
    test.setTimeout(30_000);
    await setSingleStep(false);
  });

  test("one form with 'Submit' and 'Back', then a thank-you; no booking is sent", async ({ page }) => {
    await open(page);
    await expect(counter(page)).toHaveCount(0);
    await expect(dialog(page).getByRole("button", { name: "Next: Find appointments" })).toHaveCount(0);
    const who = person("single-step");
    await fillPerson(dialog(page), who);
    await fillManualAddress(dialog(page), "BS1 4DJ");
    const request = await agreeToTermsAndSend(page, "Submit");
    await expect(dialog(page).getByRole("heading", { name: "Thank you" })).toBeVisible();
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(body).not.toHaveProperty("lead_booking");
    expect(body.lead).toMatchObject({ channel: "selling", branch_id: bristolBranchId });
    const stored = await leadsFor(who.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.payload).not.toHaveProperty("lead_booking");
    await expectDialogAxeClean(page);
    await dialog(page).getByRole("button", { name: "Back to page" }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test("its Back leaves, and a postcode no branch covers shows 'We are sorry'", async ({ page }) => {
    await open(page);
    await fillPerson(dialog(page), person("single-no-branch"));
    await fillManualAddress(dialog(page), "M1 1AE");
    await agreeToTerms(page);
    await dialog(page).getByRole("button", { name: "Submit" }).click();
    await expect(dialog(page).getByRole("heading", { name: "We are sorry" })).toBeVisible();
    await dialog(page).getByRole("button", { name: "Back" }).click();
    await expect(dialog(page).getByRole("button", { name: "Submit" })).toBeVisible();
    await dialog(page).getByRole("button", { name: "Back", exact: true }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe("#/");
  });
});
