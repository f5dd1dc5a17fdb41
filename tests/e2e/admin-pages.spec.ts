// The agency's pages and the rich-text editor in the browser (issue 15 items 1 and 2), on a server and database of
// their own (the changes show on public pages): an editor writes a page with the keyboard alone — the toolbar's
// heading, a link through the link field, Tab out of the text — and publishes it; the public page shows the
// heading, the text and the link. A draft previewed on the public site with its bar, then the preview stopped.
// An article's body in bold through the editor. axe on every back-office page, with the editor running.
import { expect, test, type Page } from "@playwright/test";
import { openAxeCheckedSection, ownServer, signInOnOwnServer } from "./admin-support.ts";
import { expectNoAxeViolations } from "./axe.ts";

test.use({ viewport: { width: 1280, height: 900 } });

const server = ownServer();

/** The focused element's accessible text, and whether it draws a focus indicator (outline or ring). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    const labelledBy = el.getAttribute("aria-labelledby");
    return {
      name: [
        label,
        labelledBy ? document.getElementById(labelledBy)?.textContent : null,
        el.getAttribute("aria-label"),
        el.tagName === "BUTTON" ? el.textContent : null,
      ]
        .filter(Boolean)
        .join(" "),
      drawsFocus:
        (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none",
    };
  });

/** The focus is on `name` and draws its ring, now or within a moment (the editor moves it in a later frame). */
async function expectFocusOn(page: Page, name: RegExp) {
  await expect(async () => {
    const now = await focused(page);
    expect(now.name).toMatch(name);
    expect(now.drawsFocus, `focus indicator on ${now.name}`).toBe(true);
  }).toPass({ timeout: 3000 });
}

test("an editor writes a page with the keyboard alone and publishes it; the public page shows it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openAxeCheckedSection(page, server, "editor", "Pages");
  await expect(page.locator('[data-page="privacy"]')).toContainText("On the site");

  await page.getByRole("link", { name: "Add a page" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Add a page", level: 1 })).toBeVisible();
  const toolbar = page.getByRole("toolbar", { name: "Formatting: Text" });
  await expect(toolbar).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Title").focus();
  await page.keyboard.type("Selling with us");
  await page.keyboard.press("Tab");
  await expectFocusOn(page, /Address/);
  await page.keyboard.press("Tab");
  await expectFocusOn(page, /Description/);
  await page.keyboard.type("Why homeowners in Bristol sell with us.");

  // The toolbar is one Tab stop; the arrows move along it.
  await page.keyboard.press("Tab");
  await expectFocusOn(page, /^Bold/);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expectFocusOn(page, /^Heading/);
  await page.keyboard.press("Enter");
  // The heading applies to the text's first line, and the text has the focus.
  await expectFocusOn(page, /^Text/);
  await page.keyboard.type("Why sell with us");
  await expect(toolbar.getByRole("button", { name: "Heading", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.press("Enter");
  await page.keyboard.type("We know every street. Read ");

  // Back to the toolbar (where it was left), along to Link, an address, Enter: the link is in the text.
  await page.keyboard.press("Shift+Tab");
  await expectFocusOn(page, /^Heading/);
  await page.keyboard.press("End");
  await expectFocusOn(page, /^Link/);
  await page.keyboard.press("Enter");
  await expectFocusOn(page, /Link address/);
  await page.keyboard.type("javascript:alert(1)");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Enter an address starting https://, mailto: or tel:")).toBeVisible();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("https://example.org/guide");
  await page.keyboard.press("Enter");
  await expectFocusOn(page, /^Text/);

  // Tab leaves the text for the next field, the checkbox, and on to the buttons.
  await page.keyboard.press("Tab");
  await expectFocusOn(page, /List every branch/);
  await page.keyboard.press("Tab");
  await expectFocusOn(page, /^Save draft/);
  await page.keyboard.press("Tab");
  await expectFocusOn(page, /^Save and publish/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Page saved and published");
  await expectNoAxeViolations(page);

  await page.goto(`${server.baseUrl}/selling-with-us`);
  await expect(page.getByRole("heading", { name: "Selling with us", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why sell with us", level: 2 })).toBeVisible();
  await expect(page.getByText("We know every street.")).toBeVisible();
  await expect(page.getByRole("link", { name: "https://example.org/guide" })).toHaveAttribute(
    "href",
    "https://example.org/guide",
  );
});

test("a draft is previewed on the public site by its editor, then the preview is stopped", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInOnOwnServer(page, server, { role: "editor" });
  await page.goto(`${server.baseUrl}/admin/pages/about/edit`);
  await page.getByLabel("Title").fill("About our agency (draft)");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Page saved in the draft");

  await page.getByRole("button", { name: "Preview the site with the draft" }).click();
  await expect(page).toHaveURL(`${server.baseUrl}/`);
  const bar = page.getByRole("region", { name: "Preview" });
  await expect(bar).toContainText("You are previewing version");
  await expectNoAxeViolations(page);
  await page.goto(`${server.baseUrl}/about`);
  await expect(page.getByRole("heading", { name: "About our agency (draft)", level: 1 })).toBeVisible();

  // Another browser, a visitor: the live page.
  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.goto(`${server.baseUrl}/about`);
  await expect(visitor.getByRole("heading", { level: 1 })).not.toContainText("(draft)");
  await visitor.context().close();

  await bar.getByRole("link", { name: "Stop previewing" }).click();
  await expect(page.getByRole("heading", { name: "Site content", level: 1 })).toBeVisible();
  await page.goto(`${server.baseUrl}/about`);
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("(draft)");
  await expect(page.getByRole("region", { name: "Preview" })).toHaveCount(0);
});

test("an article's text is written with the editor; bold survives to the public article", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInOnOwnServer(page, server, { role: "editor" });
  await page.goto(`${server.baseUrl}/admin/articles/new`);
  await page.getByLabel("Title").fill("Five questions to ask a letting agent");
  await page.getByLabel("Summary").fill("What to ask before you sign.");
  const text = page.getByRole("textbox", { name: "Article" });
  await text.click();
  await page.keyboard.type("First, ask about fees. ");
  await page.keyboard.press("Control+B");
  await page.keyboard.type("Always get them in writing.");
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Draft (not on the site)").uncheck();
  await page.getByRole("button", { name: "Save the article" }).click();
  await expect(page.getByRole("status")).toContainText("Article saved");
  await expectNoAxeViolations(page);

  await page.goto(`${server.baseUrl}/articles/five-questions-to-ask-a-letting-agent`);
  await expect(page.locator("strong", { hasText: "Always get them in writing." })).toBeVisible();
});
