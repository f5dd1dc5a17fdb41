// The back office with the keyboard only (WCAG 2.1.1, 2.4.7): Tab and Shift+Tab to move, Enter and Space to act,
// typing into fields; every control the focus lands on must draw its focus. An editor writes an article and
// publishes it, and edits a form definition; an owner imports a BLM zip from the feeds page (the file chosen
// from the field with Space) and reaches the import's log. On a server and database of their own: a published
// article and an imported feed change public pages.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type { StaffRole } from "../../modules/staff/model/roles.ts";
import { writeStockZip } from "../support/stock-zip.ts";
import { ownServer, signInOnOwnServer } from "./admin-support.ts";
import { tabTo } from "./keyboard-journey.ts";

const server = ownServer();
test.use({ viewport: { width: 1280, height: 900 } });

/** A new member of staff of that role signs in and reaches a section through the back office's menu by Tab. */
async function openSectionWithKeyboard(page: Page, role: StaffRole, section: string) {
  await signInOnOwnServer(page, server, { role });
  await page.goto(`${server.baseUrl}/admin`);
  await tabTo(
    page,
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: section }),
  );
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: section, level: 1 })).toBeVisible();
}

/** Types into the focused field, replacing what it held (selecting with the keyboard, as a person would). */
async function replaceText(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

test("an editor writes an article and publishes it with the keyboard", async ({ page }) => {
  test.setTimeout(150_000);
  await openSectionWithKeyboard(page, "editor", "Articles");

  await tabTo(page, page.getByRole("link", { name: "Write an article" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Write an article", level: 1 })).toBeVisible();
  await tabTo(page, page.getByLabel("Title"));
  await page.keyboard.type("Keyboard homes by the sea");
  await tabTo(page, page.getByLabel("Summary"));
  await page.keyboard.type("Which harbour homes sold this month.");
  // The article's text is the rich-text editor: its toolbar is one stop on the way (tests/e2e/admin-pages.spec.ts).
  await tabTo(page, page.getByRole("textbox", { name: "Article" }));
  await page.keyboard.type("Three cottages sold above their asking price.");
  // Back to the summary and on again: Shift+Tab works through the same controls.
  await tabTo(page, page.getByLabel("Summary"), { backwards: true });
  const draft = page.getByLabel("Draft (not on the site)");
  await tabTo(page, draft);
  await expect(draft).toBeChecked();
  await page.keyboard.press("Space");
  await expect(draft).not.toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Save the article" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Article saved.");
  await expect(page.locator("[data-article-state]")).toContainText("on the site");
  expect((await fetch(`${server.baseUrl}/articles/keyboard-homes-by-the-sea`)).status).toBe(200);
});

test("an editor changes a form definition with the keyboard", async ({ page }) => {
  test.setTimeout(150_000);
  await openSectionWithKeyboard(page, "editor", "Forms");
  await tabTo(page, page.getByRole("link", { name: "New homes enquiry" }));
  await page.keyboard.press("Enter");

  const buttonText = page.getByLabel("Button text");
  await tabTo(page, buttonText);
  await replaceText(page, "Send my interest");
  await tabTo(page, page.getByLabel("Name", { exact: true }), { backwards: true });
  await tabTo(page, page.getByRole("button", { name: "Save the form" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Form saved. The site shows it now.");
  await expect(page.getByLabel("Button text")).toHaveValue("Send my interest");
});

test("an owner imports a BLM zip from the feeds page with the keyboard and reaches its log", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const work = await mkdtemp(path.join(tmpdir(), "e2e-admin-keyboard-"));
  try {
    const zip = path.join(work, "keyboard-stock.zip");
    await writeStockZip(zip, 1);
    const source = `kbd${Date.now().toString(36)}`;

    await openSectionWithKeyboard(page, "owner", "Feeds");

    const form = page.getByRole("form", { name: "Import a file now" });
    await tabTo(page, form.getByLabel("Feed file"));
    // Space on a file field opens the system's file chooser; the test answers it.
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Space");
    await (await chooser).setFiles(zip);
    await tabTo(page, form.getByRole("textbox", { name: "Source" }));
    await replaceText(page, source);
    await tabTo(page, form.getByRole("button", { name: "Import this file now" }));
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/admin\/feeds\/runs\/\d+$/);
    const runId = Number(new URL(page.url()).pathname.split("/").at(-1));
    await expect(page.getByRole("heading", { name: `Import ${runId}: ${source}`, level: 1 })).toBeVisible();
    await expect(page.locator("[data-run-state]")).toHaveText("Imported");

    // Back on the feeds page, the import log links to the run.
    await page.goto(`${server.baseUrl}/admin/feeds`);
    await tabTo(page, page.locator(`a[href="/admin/feeds/runs/${runId}"]`).last());
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/admin/feeds/runs/${runId}$`));
    await expect(page.locator('[data-run-row="12_S001"]')).toContainText("Created");
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});
