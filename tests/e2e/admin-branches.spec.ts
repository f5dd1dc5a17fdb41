// Branches and teams in the browser (issue 15 item 4), on a server and database of their own (a new branch
// changes every public page's footer, which the shared server's other specs count): an owner adds a branch
// with its photo (a bad number refused beside its field first), a department and a person, all with the
// keyboard where a person would use it; the public branch page shows them at once, a visitor contacts the new
// person through "Contact {name}", and the lead reaches them. Hiding the person takes them off the site. axe
// on every page.
import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { leads, staff } from "../../db/schema.ts";
import { startTestServer } from "../setup/test-server.ts";
import { openAxeCheckedSection } from "./admin-support.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { gotoHydrated } from "./demo-content.ts";

test.use({ viewport: { width: 1280, height: 900 } });

let server: Awaited<ReturnType<typeof startTestServer>>;
let work: string;
let photo: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startTestServer({ SEED_LISTINGS: "12", RATE_LIMIT_DISABLED: "1" });
  work = await mkdtemp(path.join(tmpdir(), "e2e-admin-branches-"));
  photo = path.join(work, "front.jpg");
  await writeFile(
    photo,
    await sharp({ create: { width: 480, height: 360, channels: 3, background: "#2f5d7c" } })
      .jpeg()
      .toBuffer(),
  );
});

test.afterAll(async () => {
  await server?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Presses Tab until the focused element matches, as a keyboard user moves through the page. */
async function tabTo(page: Page, name: RegExp, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return "";
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return `${label ?? ""} ${el.getAttribute("aria-label") ?? ""} ${el.textContent ?? ""}`.trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test("an owner adds a branch, a department and a person; a visitor contacts that person from the branch page", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openAxeCheckedSection(page, server, "owner", "Branches");

  await page.getByRole("link", { name: "Add a branch" }).click();
  await expect(page.getByRole("heading", { name: "New branch", level: 1 })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Lerwick Harbour");
  await page.getByLabel("Address line 1").fill("1 Commercial Street");
  await page.getByLabel("Town", { exact: true }).fill("Lerwick");
  await page.getByLabel("Postcode", { exact: true }).fill("ZE1 0AA");
  await page.getByLabel("Latitude (optional)").fill("60.1546");
  await page.getByLabel("Longitude (optional)").fill("-1.1450");
  await page.getByLabel("Office telephone").fill("12345");
  await page.getByLabel("Email", { exact: true }).fill("lerwick@openhouse.example");
  await page.getByLabel("Postcode coverage (optional)").fill("ZE1, ZE2");
  await page.getByLabel("Opening hours (optional)").fill("Monday to Friday: 9am to 5.30pm");
  await page.getByLabel("Photo (optional)").setInputFiles(photo);
  await page.getByRole("button", { name: "Add the branch" }).click();

  // Refused beside its field, with the summary linking to it; nothing else lost.
  const telephone = page.getByLabel("Office telephone");
  await expect(telephone).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#field-telephone-error")).toHaveText(
    "Please enter a UK telephone number, e.g. 0117 946 0000",
  );
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Lerwick Harbour");
  await expectNoAxeViolations(page);
  await page.getByRole("region", { name: "There is a problem" }).getByRole("link").first().click();
  await expect(telephone).toBeFocused();
  await telephone.fill("01595 690 000");
  await page.getByLabel("Photo (optional)").setInputFiles(photo);
  await page.getByRole("button", { name: "Add the branch" }).click();

  await expect(page.getByRole("heading", { name: "Lerwick Harbour", level: 1 })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Branch added.");
  await expectNoAxeViolations(page);
  const branchAdmin = page.url();

  // A department, with the keyboard.
  const newDepartment = page.getByRole("form", { name: "Add a department" });
  await newDepartment.getByLabel("What it does").focus();
  await page.keyboard.press("Tab");
  await page.keyboard.type("Lerwick lettings");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Lettings");
  await page.keyboard.press("Tab");
  await page.keyboard.type("01595 690 222");
  await newDepartment.getByLabel("What it does").selectOption("lettings");
  await newDepartment.getByRole("button", { name: "Add the department" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Department added.");
  await expect(page.getByRole("form", { name: "Department Lettings" })).toBeVisible();

  // A person, reached and filled with the keyboard only.
  await tabTo(page, /^Add a person$/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Add a person", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("First name").focus();
  await page.keyboard.type("Morag");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Isbister");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Senior negotiator");
  await page.getByLabel("Email (optional)").focus();
  await page.keyboard.type("morag@openhouse.example");
  await page.getByLabel("Contactable for sales").focus();
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Show on the site")).toBeChecked();
  await page.getByLabel("Photo (optional)").setInputFiles(photo);
  await page.getByRole("button", { name: "Add to the team" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Added to the team. The branch page shows them now.");
  await expectNoAxeViolations(page);
  const [member] = await server.services.db
    .select()
    .from(staff)
    .where(eq(staff.email, "morag@openhouse.example"));
  expect(member).toMatchObject({ firstName: "Morag", contactableForSales: true, visible: true });
  expect(member!.photoKey).toBeTruthy();

  // The public branch page, at once: the new office, its number, the person and their portrait.
  await gotoHydrated(page, `${server.baseUrl}/branches/lerwick-harbour`);
  await expect(page.getByRole("heading", { level: 1, name: /Lerwick Harbour/ })).toBeVisible();
  await expect(page.getByText("01595 690 000").first()).toBeVisible();
  await expect(page.getByText("01595 690 222").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Morag Isbister" })).toBeVisible();
  await page.getByRole("link", { name: "Contact Morag Isbister" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Morag Isbister" });
  await expect(dialog).toBeVisible();
  const email = `visitor-${Date.now()}@example.com`;
  await dialog.getByRole("textbox", { name: "First name" }).fill("Sam");
  await dialog.getByRole("textbox", { name: "Last name" }).fill("Visitor");
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByRole("textbox", { name: "Phone" }).fill("07700900123");
  await dialog.getByRole("textbox", { name: "Message" }).fill("Could you call me about selling?");
  await dialog.getByRole("checkbox", { name: /terms & conditions/ }).check();
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("heading", { name: "Thank you" })).toBeFocused();
  const [lead] = await server.services.db.select().from(leads).where(eq(leads.email, email));
  expect(lead).toMatchObject({
    kind: "staff",
    staffId: member!.id,
    message: "Could you call me about selling?",
  });

  // Hidden: gone from the public page.
  await page.goto(`${branchAdmin.split("?")[0]}/team/${member!.id}`);
  await page.getByLabel("Show on the site").uncheck();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. The site shows the change now.");
  await gotoHydrated(page, `${server.baseUrl}/branches/lerwick-harbour`);
  await expect(page.getByRole("heading", { level: 1, name: /Lerwick Harbour/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Morag Isbister" })).toHaveCount(0);
});
