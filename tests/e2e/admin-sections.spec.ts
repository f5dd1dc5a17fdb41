// The section editors in the browser (issue 15 item 3), on a server and database of their own (the change shows on
// a public page): an editor adds a lot to an antiques sale and an image to its gallery, saves the draft, publishes
// it, and sees both on the sale's page, the image in its gallery. axe on every section editor.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { openAxeCheckedSection, ownServer } from "./admin-support.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { gotoHydrated } from "./demo-content.ts";

const server = ownServer();
test.use({ viewport: { width: 1280, height: 900 } });

test("an editor adds a lot and a gallery image to a sale, publishes them and sees them on the sale's page", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openAxeCheckedSection(page, server, "editor", "Sections");

  for (const [link, heading] of [
    [/Edit the auctions page/, "Auctions page"],
    ["Add a sales event", "Add a sales event"],
    ["Add a services page", "Add a services page"],
    ["Rural and professional services", "Rural and professional services"],
  ] as const) {
    await page.getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Sections", exact: true }).first().click();
  }

  await page.getByRole("link", { name: "Spring antiques and interiors sale" }).click();
  await expect(
    page.getByRole("heading", { name: "Spring antiques and interiors sale", level: 1 }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A lot, added without saving, then filled in.
  await page.getByRole("button", { name: "Add a lot" }).click();
  const lot = page.locator("[data-lot]").last();
  await lot.getByLabel("Lot number").fill("5");
  await lot.getByLabel("Lot title").fill("A silver teapot");
  await lot.getByLabel("Estimate (optional)").fill("£300 to £500");

  // An image uploaded into the gallery, captioned.
  const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#b58" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Add images to the gallery")
    .setInputFiles({ name: "teapot.jpg", mimeType: "image/jpeg", buffer: image });
  await page.getByRole("button", { name: "Upload the chosen images" }).click();
  const captions = page.locator("[data-gallery-images] li");
  await expect(captions).toHaveCount(5);
  await captions.last().getByLabel("Caption of image 5 (optional)").fill("Lot 5: the silver teapot");
  // Nothing was saved by those buttons: the lot is still in the form.
  await expect(page.locator("[data-lot]").last().getByLabel("Lot title")).toHaveValue("A silver teapot");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Save draft" }).last().click();
  await expect(page.getByRole("status")).toContainText("Saved in the draft");

  const publicPage = await page.context().newPage();
  const salePath = `${server.baseUrl}/antiques/spring-antiques-and-interiors`;
  await gotoHydrated(publicPage, salePath);
  await expect(publicPage.getByRole("heading", { name: "Lot 5: A silver teapot" })).toHaveCount(0);

  await page.getByRole("link", { name: "Site content" }).first().click();
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Published. The site shows the new content now.");

  await gotoHydrated(publicPage, salePath);
  await expect(publicPage.getByRole("heading", { name: "Lot 5: A silver teapot" })).toBeVisible();
  await expect(publicPage.getByText("Estimate £300 to £500")).toBeVisible();
  await publicPage.getByRole("link", { name: /View the gallery: .*\(5 images\)/ }).click();
  const gallery = publicPage.getByRole("dialog");
  await expect(gallery.getByText("1/5")).toBeVisible();
  await gallery.getByRole("button", { name: "Previous image" }).click();
  await expect(gallery.getByText("5/5")).toBeVisible();
  await expect(gallery.getByText("Lot 5: the silver teapot")).toBeVisible();
});
