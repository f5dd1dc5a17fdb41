// Issue 42 item 6 in the browser: the dashboard that opens the back office, and replying to an enquirer from a
// lead's page, with the keyboard alone, axe-clean. The lead is one a visitor sends from a property page.
import { expect, test } from "@playwright/test";
import { bookViewingAsVisitor, signInAsNewStaff, tabTo } from "./admin-support.ts";
import { expectNoAxeViolations } from "./axe.ts";

test.use({ viewport: { width: 1280, height: 900 } });

/** Stops of the Tab key the page may take to reach a control. */
const TAB_LIMIT = 80;

test("the dashboard counts the new lead by branch, and the reply is sent from the lead's page by keyboard", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { email } = await bookViewingAsVisitor(page, request);
  await signInAsNewStaff(page, { role: "owner" });

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  const newLeads = page.locator('[data-dashboard="new-leads"]');
  await expect(newLeads.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(newLeads.getByRole("row").nth(1)).toContainText(/\d/);
  for (const part of ["appointments", "feeds", "listings"])
    await expect(page.locator(`[data-dashboard="${part}"]`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The lead, found by its enquirer's email, then the reply by keyboard alone.
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await page
    .getByRole("link", { name: /Ada Lovelace/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /^Lead from Ada/, level: 1 })).toBeVisible();
  const reply = page.locator("[data-reply]");
  await expect(reply.getByText(`An email to ${email}`)).toBeVisible();
  const message = reply.getByRole("textbox", { name: "Your reply" });
  await tabTo(page, message, TAB_LIMIT);
  await page.keyboard.type("Saturday at 10 is free: shall I book it?");
  await page.keyboard.press("Tab");
  await expect(reply.getByRole("button", { name: "Send reply" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Reply queued/)).toBeVisible();
  // Listed with the lead's other emails, to the enquirer, as a reply to their request.
  const emails = page.locator("section", {
    has: page.getByRole("heading", { name: "Emails about this lead" }),
  });
  await expect(emails.getByRole("row", { name: /Re: Your viewing request/ })).toContainText(email);
  await expectNoAxeViolations(page);
});
