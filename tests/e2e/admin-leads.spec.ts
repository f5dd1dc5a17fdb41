// The leads inbox in the browser (issue 14): a visitor books a viewing on a property page; an owner finds the
// lead in the inbox with the keyboard alone, assigns it to themself, adds a note and closes it, then exports
// the filtered list and reads the CSV. axe on the list and the lead's page.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { expectNoAxeViolations } from "./axe.ts";
import { bookViewingAsVisitor, signInAsNewStaff, tabTo } from "./admin-support.ts";

test.use({ viewport: { width: 1280, height: 900 } });

/** Every control must be reachable in a few dozen stops of the Tab key. */
const TAB_LIMIT = 60;

test("a lead sent from a property page is found, assigned, noted, closed and exported", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A listing as visitors find it: the first result of a sales search.
  const { email, propertyId } = await bookViewingAsVisitor(page, request);

  const owner = await signInAsNewStaff(page, { role: "owner" });
  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: /Leads\s*\d+ new leads?/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard only: search for the enquirer, open the lead.
  const searchBox = page.getByRole("searchbox", { name: "Search" });
  await tabTo(page, searchBox, TAB_LIMIT);
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/leads\?q=/);
  const rows = page.locator("[data-lead-row]");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Viewing");
  await expect(rows.first()).toContainText("New");
  await expectNoAxeViolations(page);
  const link = page.getByRole("link", { name: "Ada Lovelace" });
  await tabTo(page, link, TAB_LIMIT);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Lead from Ada Lovelace" })).toBeVisible();
  await expect(page.getByText("Could I see it on Saturday morning?").first()).toBeVisible();
  await expect(page.locator("[data-first-response]")).toContainText("awaiting a first response");
  await expectNoAxeViolations(page);

  // Assign it to myself (the select's type-ahead), with the keyboard.
  const assignee = page.getByRole("combobox", { name: "Assigned to" });
  await tabTo(page, assignee, TAB_LIMIT);
  await page.keyboard.type(owner.email);
  await expect(assignee).toHaveValue(/\d+/);
  await tabTo(page, page.getByRole("button", { name: "Save assignment" }), TAB_LIMIT);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Assignment changed.");
  await expect(page.locator("[data-lead-assignee]")).toHaveText(owner.email);

  // A note: an empty one is refused beside the field by the browser's own check; a real one is kept.
  const note = page.getByRole("textbox", { name: "Note" });
  await tabTo(page, note, TAB_LIMIT);
  await page.keyboard.type("Called back, booked Saturday 10:00.");
  await tabTo(page, page.getByRole("button", { name: "Add note" }), TAB_LIMIT);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Note added.");

  // Close it.
  const status = page.getByRole("combobox", { name: "Status" });
  await tabTo(page, status, TAB_LIMIT);
  await page.keyboard.type("Clo");
  await expect(status).toHaveValue("closed");
  await tabTo(page, page.getByRole("button", { name: "Save status" }), TAB_LIMIT);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Status changed.");
  await expect(page.locator("[data-lead-status]")).toHaveText("Closed");
  const history = page.locator("[data-history-event]");
  await expect(history).toHaveCount(3);
  await expect(history.nth(1)).toContainText("Called back, booked Saturday 10:00.");
  await expect(history.nth(2)).toContainText("Status: New → Closed");
  await expect(page.locator("[data-first-response]")).not.toContainText("awaiting");
  await expectNoAxeViolations(page);

  // The per-branch figures count it as responded to.
  await page.goto("/admin/leads/branches");
  await expect(page.getByRole("table")).toContainText("Median time to first response");
  await expectNoAxeViolations(page);

  // Back to the list, filtered, and export what it shows.
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}&status=closed`);
  await expect(page.locator("[data-lead-row]")).toHaveCount(1);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export these leads as CSV" }).click();
  const file = await (await download).path();
  const exported = parse(await readFile(file, "utf8"), { columns: true }) as Record<string, string>[];
  expect(exported).toHaveLength(1);
  expect(exported[0]).toMatchObject({
    kind: "viewing",
    email,
    first_name: "Ada",
    message: "Could I see it on Saturday morning?",
    property_id: String(propertyId),
    status: "closed",
  });
});
