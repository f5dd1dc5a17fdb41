// The site content form editors in the browser (issue 15 item 1), on a server and database of their own (the
// changes reach every public page): with the keyboard only, a menu item added through the form, moved up, saved
// and published, then seen in the public header; a hero picture uploaded, put first, published and seen on the
// home page. axe on every form editor, as drawn, with a new item and after a refusal.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { ownServer, signInOnOwnServer } from "./admin-support.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { gotoHydrated } from "./demo-content.ts";

test.use({ viewport: { width: 1280, height: 900 } });

const server = ownServer();

test("an editor adds a menu item and moves it up with the keyboard, saves and publishes; the header shows it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInOnOwnServer(page, server, { role: "editor" });
  await page.goto(`${server.baseUrl}/admin/content`);
  await page.getByRole("link", { name: "Header and menus" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Header and menus", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const editor = page.getByRole("form", { name: "Header and menus", exact: true });
  const items = editor.getByRole("group", { name: /^Primary menu item \d+$/ });
  const count = await items.count();
  await editor.getByRole("button", { name: "Add a primary menu item" }).focus();
  await page.keyboard.press("Enter");
  // The new item's name takes the focus.
  const added = editor.getByRole("group", { name: `Primary menu item ${count + 1}`, exact: true });
  await expect(added.getByLabel("Name")).toBeFocused();
  await page.keyboard.type("Harbour homes");
  await page.keyboard.press("Tab");
  await expect(added.getByLabel("Address (URL)")).toBeFocused();
  await page.keyboard.type("/branches");
  await expectNoAxeViolations(page);

  await added.getByRole("button", { name: `Move up Primary menu item ${count + 1}` }).focus();
  await page.keyboard.press("Enter");
  const moved = editor.getByRole("group", { name: `Primary menu item ${count}`, exact: true });
  await expect(moved.getByLabel("Name")).toBeFocused();
  await expect(moved.getByLabel("Name")).toHaveValue("Harbour homes");

  // Enter in a field saves: "Save draft" is the form's first button.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Saved in the draft");

  const publicPage = await page.context().newPage();
  await gotoHydrated(publicPage, `${server.baseUrl}/`);
  await expect(publicPage.getByRole("link", { name: "Harbour homes" })).toHaveCount(0);

  await page.getByRole("link", { name: "Site content" }).first().focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Publish the draft" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Published. The site shows the new content now.");

  await gotoHydrated(publicPage, `${server.baseUrl}/`);
  await expect(publicPage.getByRole("link", { name: "Harbour homes" }).first()).toBeAttached();
});

test("an editor uploads a hero picture, puts it first and publishes it; the home page shows it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInOnOwnServer(page, server, { role: "editor" });
  await page.goto(`${server.baseUrl}/admin/content/hero`);
  await expect(page.getByRole("heading", { name: "Hero and search", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const picture = await sharp({ create: { width: 1600, height: 1400, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .toBuffer();
  const adding = page.getByRole("group", { name: "Add a carousel image" });
  await adding.getByLabel("Picture (optional)").setInputFiles({
    name: "harbour.jpg",
    mimeType: "image/jpeg",
    buffer: picture,
  });
  await adding.getByLabel("Part of the picture to keep").selectOption("bottom");
  await adding.getByLabel("Description (alt text)").fill("Boats moored in the harbour");
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(page.getByRole("status")).toContainText("Saved in the draft");

  // Moved to the front, one place at a time.
  const images = page.getByRole("group", { name: /^Carousel image \d+$/ });
  const count = await images.count();
  for (let at = count; at > 1; at--) {
    await page.getByRole("button", { name: `Move up Carousel image ${at}`, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(
      page
        .getByRole("group", { name: `Carousel image ${at - 1}`, exact: true })
        .getByLabel("Description (alt text)"),
    ).toHaveValue("Boats moored in the harbour");
  }
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(page.getByRole("status")).toContainText("Saved in the draft");
  await expectNoAxeViolations(page);

  await page.goto(`${server.baseUrl}/admin/content`);
  await page.getByRole("button", { name: "Publish the draft" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Published. The site shows the new content now.");

  const publicPage = await page.context().newPage();
  await gotoHydrated(publicPage, `${server.baseUrl}/`);
  const shown = publicPage.getByRole("img", { name: "Boats moored in the harbour" });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const ratio = await shown.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
  expect(ratio).toBeCloseTo(1.5, 1);
});

test("every form editor passes axe", async ({ page }) => {
  test.setTimeout(120_000);
  await signInOnOwnServer(page, server, { role: "editor" });
  for (const key of ["homeBlocks", "theme", "footer"]) {
    await page.goto(`${server.baseUrl}/admin/content/${key}`);
    await expect(page.locator("[data-content-editor]")).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // A new block, then a refusal drawn beside its fields.
  await page.goto(`${server.baseUrl}/admin/content/homeBlocks`);
  await page.getByLabel("Kind of the new block").selectOption("videoSection");
  await page.getByRole("button", { name: "Add a block" }).click();
  await expect(page.getByText("Kind of block: Video section").last()).toBeVisible();
  await page
    .getByRole("button", { name: "Save draft" })
    .first()
    .evaluate((button: HTMLButtonElement) => {
      button.form!.noValidate = true;
      button.click();
    });
  await expect(page.getByRole("alert")).toContainText("Not saved");
  await expectNoAxeViolations(page);
});
