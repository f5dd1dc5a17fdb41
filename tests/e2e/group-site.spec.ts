// Issue 44 item 7 in the browser: a franchise's group site over two member agencies (Marlow & Vale, whose towns
// are Bristol's and Bath's, and Harbour & Fell, whose are Scarborough's and Whitby's), made as an operator makes
// one. Its search shows both members' listings, each card credited to its member and branch; a member's listing
// opens on the group's own address with the same credit beside its contact buttons; and a viewing booked there by
// keyboard is the member's lead, at the listing's branch, never the group's. axe on each page. A server of the
// suite's own, so the leads can be read from each agency's side of the database.
import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { branches, leads, properties } from "../../db/schema.ts";
import { findAgency } from "../../modules/agencies/index.ts";
import { startTestServer } from "../setup/test-server.ts";
import { ensureGroupSite, GROUP_SITE_NAME } from "../setup/e2e-group-site.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { demo, gotoHydrated } from "./demo-content.ts";

test.use({ viewport: { width: 1280, height: 900 } });

const GROUP_HOST = "group.localhost";
const SECOND_HOST = "demo2.localhost";
const FIRST_NAME = demo.header.agencyName;
const SECOND_NAME = "Harbour & Fell";

let server: Awaited<ReturnType<typeof startTestServer>>;
let groupUrl: string;
let groupId: number;
let secondId: number;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startTestServer({ DEMO2_HOST: SECOND_HOST, RATE_LIMIT_DISABLED: "1" });
  groupUrl = `http://${GROUP_HOST}:${new URL(server.baseUrl).port}`;
  ({ id: groupId } = await ensureGroupSite(server.database, {
    host: GROUP_HOST,
    publicUrl: groupUrl,
    members: ["1", SECOND_HOST],
  }));
  secondId = (await findAgency(server.database.db, SECOND_HOST))!.id;
});

test.afterAll(async () => {
  await server?.stop();
});

/** A page of the group site, once its scripts have asked who the visitor is. */
const gotoGroup = (page: Page, path: string) => gotoHydrated(page, `${groupUrl}${path}`);

const cards = (page: Page) => page.locator("main article");
const credits = (page: Page) =>
  cards(page)
    .locator("[data-marketed-by]")
    .allTextContents()
    .then((lines) => lines.map((line) => line.trim()));

test("the group's search shows each member's listings, every card credited to its member and branch", async ({
  page,
}) => {
  await gotoGroup(page, "/search/sales/text-whitby");
  await expect(page.getByRole("banner").getByRole("img", { name: GROUP_SITE_NAME })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const whitby = await credits(page);
  expect(whitby.length).toBe(await cards(page).count());
  for (const line of whitby) expect(line).toMatch(new RegExp(`^Marketed by ${escape(SECOND_NAME)}, \\S`));
  await expectNoAxeViolations(page);

  await gotoGroup(page, "/search/sales/text-bristol");
  await expect(cards(page).first()).toBeVisible();
  const bristol = await credits(page);
  expect(bristol.length).toBe(await cards(page).count());
  for (const line of bristol) expect(line).toMatch(new RegExp(`^Marketed by ${escape(FIRST_NAME)}, \\S`));
});

test("a member's listing opens at the group's address, credited to the member, and a viewing booked there by keyboard is the member's lead", async ({
  page,
}) => {
  await gotoGroup(page, "/search/sales/text-scarborough");
  const first = cards(page).first();
  const credit = (await first.locator("[data-marketed-by]").textContent())!.trim();
  // The card's own link, reached and followed by keyboard.
  const link = first.getByRole("link").first();
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/property\/|\/properties\//);
  expect(new URL(page.url()).host).toBe(new URL(groupUrl).host);
  const propertyId = Number(/(\d+)(?:\/[^/]*)?$/.exec(new URL(page.url()).pathname)![1]);
  await expect(page.locator("aside [data-marketed-by], main [data-marketed-by]").first()).toHaveText(credit);
  await expectNoAxeViolations(page);

  const member = server.database.forAgency(secondId).db;
  const [listing] = await member
    .select({ branch: branches.name, branchId: branches.id })
    .from(properties)
    .innerJoin(branches, eq(branches.id, properties.branchId))
    .where(eq(properties.id, propertyId));
  expect(credit).toBe(`Marketed by ${SECOND_NAME}, ${listing!.branch}`);

  // Book a viewing, keyboard only from the first field.
  const email = `group.${Date.now()}@example.com`;
  await page.goto(`${page.url().split("#")[0]}#/book-a-viewing`);
  const form = page.getByRole("dialog", { name: "Book a Viewing" });
  const firstName = form.getByRole("textbox", { name: "First name" });
  await expect(firstName).toBeVisible();
  await firstName.focus();
  await page.keyboard.type("Ada");
  for (const [name, value] of [
    ["Last name", "Lovelace"],
    ["Email", email],
    ["Phone", "01179460000"],
    ["Postcode", "YO21 1AA"],
  ]) {
    const field = form.getByRole("textbox", { name, exact: true });
    await field.focus();
    await page.keyboard.type(value!);
  }
  const terms = form.getByRole("checkbox", { name: /terms & conditions/ });
  await terms.focus();
  await page.keyboard.press("Space");
  await expect(terms).toBeChecked();
  await form.getByRole("button", { name: "Book viewing" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(demo.flashMessages["welcome-lead-sent"]!)).toBeVisible();

  await expect
    .poll(async () => member.select({ id: leads.id }).from(leads).where(eq(leads.email, email)))
    .toHaveLength(1);
  const [lead] = await member.select().from(leads).where(eq(leads.email, email));
  expect(lead).toMatchObject({ kind: "viewing", propertyId, branchId: listing!.branchId });
  const group = server.database.forAgency(groupId).db;
  expect(await group.select({ id: leads.id }).from(leads).where(eq(leads.email, email))).toHaveLength(0);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
