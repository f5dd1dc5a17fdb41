// The feeds page in the browser (issue 15 item 6): an owner opens Feeds from the back office's menu, imports a
// BLM zip (the importer's fixture with two of its photos) with "Import this file now", lands on the run's page
// with each listing's outcome, filters it, finds the run in the import log, then creates a push key (shown once)
// and revokes it. A file of the wrong kind is refused beside its field. axe on every page.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { writeStockZip } from "../support/stock-zip.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { openBackOfficeSection, signInAsNewStaff } from "./admin-support.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("an owner imports a BLM zip from the feeds page, sees its log, and creates and revokes a key", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const work = await mkdtemp(path.join(tmpdir(), "e2e-admin-feeds-"));
  try {
    const zip = path.join(work, "clifton-stock.zip");
    await writeStockZip(zip);
    const notes = path.join(work, "notes.txt");
    await writeFile(notes, "not a feed");
    const source = `e2e${Date.now().toString(36)}`;

    await signInAsNewStaff(page, { role: "owner" });
    await openBackOfficeSection(page, "Feeds");
    await expectNoAxeViolations(page);

    // A file of another kind: refused beside its field, on the upload page.
    const form = page.getByRole("form", { name: "Import a file now" });
    await form.getByLabel("Feed file").setInputFiles(notes);
    await form.getByRole("textbox", { name: "Source" }).fill(source);
    await form.getByRole("button", { name: "Import this file now" }).click();
    await expect(page.getByRole("heading", { name: "Import a feed file", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Feed file")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please choose a BLM file (.blm)")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/admin/feeds");
    await form.getByLabel("Feed file").setInputFiles(zip);
    await form.getByRole("textbox", { name: "Source" }).fill(source);
    await form.getByRole("combobox", { name: "Kind of feed" }).selectOption("full");
    await form.getByRole("button", { name: "Import this file now" }).click();

    await expect(page).toHaveURL(/\/admin\/feeds\/runs\/\d+$/);
    const runId = Number(new URL(page.url()).pathname.split("/").at(-1));
    await expect(page.getByRole("heading", { name: `Import ${runId}: ${source}`, level: 1 })).toBeVisible();
    await expect(page.locator("[data-run-state]")).toHaveText("Imported");
    const s001 = page.locator('[data-run-row="12_S001"]');
    await expect(s001).toContainText("Created");
    await expect(s001.getByRole("link", { name: /^Listing \d+$/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Rows refused \(\d+\)$/ })).toBeVisible();
    await expect(page.locator("[data-row-error]").filter({ hasText: "12_BAD" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("combobox", { name: "Outcome" }).selectOption("created");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/outcome=created/);
    await expect(page.locator("[data-run-row]").first()).toContainText("Created");
    await expectNoAxeViolations(page);

    // The import log and the source.
    await page.getByRole("link", { name: "Back to feeds" }).click();
    const logRow = page.locator(`[data-import-run="${runId}"]`);
    await expect(logRow).toContainText(source);
    await expect(logRow).toContainText("Upload");
    await expect(logRow).toContainText("Imported");
    await expect(page.locator(`[data-feed-source="${source}"]`)).toContainText(/\d+ live listings/);

    // A key: shown once, then revoked.
    const keyForm = page.getByRole("form", { name: "Create a push API key" });
    await keyForm.getByRole("textbox", { name: "Source" }).fill(source);
    await keyForm.getByRole("textbox", { name: "Name (optional)" }).fill("E2E CRM");
    await keyForm.getByRole("button", { name: "Create key" }).click();
    const shown = page.locator("[data-plain-key]");
    await expect(shown).toHaveText(/^ohk_[A-Za-z0-9_-]{20,}$/);
    await expectNoAxeViolations(page);
    const key = (await shown.textContent())!;

    await page.goto("/admin/feeds");
    await expect(page.locator("[data-plain-key]")).toHaveCount(0);
    expect(await page.content()).not.toContain(key);
    await page.getByRole("button", { name: "Revoke key E2E CRM" }).click();
    await expect(page).toHaveURL(/\/admin\/feeds\?done=revoked$/);
    await expect(page.getByRole("status").filter({ hasText: "The key is revoked" })).toBeVisible();
    await expect(page.locator(`[data-feed-source="${source}"] [data-feed-key]`)).toContainText("Revoked");
    await expectNoAxeViolations(page);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});
