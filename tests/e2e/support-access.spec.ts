// Support access with the keyboard only (issue 44 item 6; WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11): an owner grants the
// install's operators access from /admin/support-access, choosing the period with the arrow keys, sees the line
// every back-office page then opens with, follows its "End it" from another page and ends the access. Every
// control the focus passes draws its focus and lies under no sticky part; after each write the focus is on the
// page's status line, not lost to the document; axe checks the page before and after. On a server and database
// of the spec's own: a live grant shows on every owner's page, which the shared server's other specs must not meet.
import { desc } from "drizzle-orm";
import { expect, test } from "@playwright/test";
import { supportGrants } from "../../db/schema.ts";
import { ownServer, signInOnOwnServer } from "./admin-support.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { focusDrawn, tabTo } from "./keyboard-journey.ts";

const server = ownServer();
test.use({ viewport: { width: 1280, height: 900 } });

/** Every control the focus passes must also lie under no sticky part (the notice is in the page's flow). */
const UNCOVERED = { uncovered: true, limit: 60 };
const OPEN_LINE = /^Support access is open until \d\d:\d\d on \d{1,2} [A-Z][a-z]+ \(UK time\)/;

test("an owner grants support access and ends it with the keyboard, and every page says it is open meanwhile", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInOnOwnServer(page, server, { role: "owner" });
  await page.goto(`${server.baseUrl}/admin/support-access`);
  await expect(page.getByRole("heading", { level: 1, name: "Support access" })).toBeVisible();
  await expect(page.locator("[data-support-state]")).toHaveText(/^Not granted/);
  const notice = page.locator("[data-support-notice]");
  await expect(notice).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The list starts at 24 hours; one arrow up is 1 hour.
  const period = page.getByLabel("For how long");
  await tabTo(page, period, UNCOVERED);
  await expect(period).toHaveValue("24h");
  await page.keyboard.press("ArrowUp");
  await expect(period).toHaveValue("1h");
  const grantedAt = Date.now();
  await tabTo(page, page.getByRole("button", { name: "Grant support access" }), UNCOVERED);
  await page.keyboard.press("Enter");

  const status = page.getByRole("status");
  await expect(status).toHaveText("Support access is granted.");
  await expect(status).toBeFocused();
  expect(await focusDrawn(page)).toBe(true);
  await expect(page.locator("[data-support-state]")).toHaveText(/^Granted until/);
  const [grant] = await server.services.db
    .select({ expiresAt: supportGrants.expiresAt })
    .from(supportGrants)
    .orderBy(desc(supportGrants.id))
    .limit(1);
  expect(Math.abs(grant!.expiresAt.getTime() - grantedAt - 3_600_000)).toBeLessThan(60_000);
  // On this page the line says so; its own button, below, ends it.
  await expect(notice).toHaveText(OPEN_LINE);
  await expect(notice.getByRole("link")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Back to the overview through the menu (behind the focus, so Shift+Tab), where the line links to the page.
  await tabTo(
    page,
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Overview" }),
    { ...UNCOVERED, backwards: true },
  );
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(notice).toHaveText(new RegExp(`${OPEN_LINE.source} — End it$`));
  await expectNoAxeViolations(page);
  await tabTo(page, notice.getByRole("link", { name: "End it" }), UNCOVERED);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Support access" })).toBeVisible();

  await tabTo(page, page.getByRole("button", { name: "End support access now" }), UNCOVERED);
  await page.keyboard.press("Enter");
  await expect(status).toHaveText(/^Support access is ended/);
  // The button pressed is gone with the grant: the focus is on what the write did, not lost to the document.
  await expect(status).toBeFocused();
  expect(await focusDrawn(page)).toBe(true);
  await expect(page.locator("[data-support-state]")).toHaveText(/^Not granted/);
  await expect(notice).toHaveCount(0);
  await expectNoAxeViolations(page);
});
