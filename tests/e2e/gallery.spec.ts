// Gallery and video overlays on a demo property page (issue 4 items 3 and 4; spec §2 "Gallery modal", §9 Media;
// issue 16: the gallery fills the window, with a thumbnail strip and full screen).
// The suite runs its own server (the real one, on a fresh PGlite database) because the demo seed gives no
// property more than one video: it adds a tour, a dropped link and an unknown host's video to one listing.
import { expect, test, type Page } from "@playwright/test";
import { propertyMedia } from "../../db/schema.ts";
import { availableListingIds } from "../factories/index.ts";
import { startTestServer } from "../setup/test-server.ts";
import { propertyPath } from "../../domain/urls.ts";
import { expectNoAxeViolations } from "./axe.ts";

test.use({ viewport: { width: 1280, height: 800 } });

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let photosPage: string;
let photoCount: number;
let videoPage: string;
let firstVideoId: number;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer();
  const { db } = server.services;
  const available = await availableListingIds(db);
  const media = await db
    .select({ propertyId: propertyMedia.propertyId, kind: propertyMedia.kind })
    .from(propertyMedia);
  const count = (id: number, ...kinds: string[]) =>
    media.filter((m) => m.propertyId === id && kinds.includes(m.kind)).length;

  // A listing with several photos and a floorplan.
  const pictured = available.find((id) => count(id, "photo") > 2 && count(id, "floorplan") > 0)!;
  photosPage = `${server.baseUrl}${propertyPath(pictured)}`;
  photoCount = count(pictured, "photo");

  // A listing with no videos of its own gets three to step through, and one link from a dropped host.
  const bare = available.find((id) => count(id, "video", "virtual_tour") === 0)!;
  const inserted = await db
    .insert(propertyMedia)
    .values([
      { propertyId: bare, kind: "video", position: 0, url: "https://youtu.be/dQw4w9WgXcQ" },
      {
        propertyId: bare,
        kind: "virtual_tour",
        position: 0,
        url: "https://www.rightmove.co.uk/properties/1#/virtualTour",
      },
      {
        propertyId: bare,
        kind: "virtual_tour",
        position: 1,
        url: "https://my.matterport.com/show/?m=SxQL3iGyoDo",
      },
      { propertyId: bare, kind: "video", position: 1, url: "https://videos.example.net/walkthrough" },
    ])
    .returning({ id: propertyMedia.id });
  firstVideoId = inserted[0]!.id;
  videoPage = `${server.baseUrl}${propertyPath(bare)}`;
});

test.afterAll(async () => {
  await server?.stop();
});

/** Opens a page and waits for hydration (the app asks GET /user.ljson once hydrated): overlays need it. */
async function gotoHydrated(page: Page, url: string) {
  const userCall = page.waitForResponse((response) => new URL(response.url()).pathname === "/user.ljson");
  await page.goto(url);
  await userCall;
}

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

test("the photo gallery shows n/total and wraps both ways with the buttons and the arrow keys", async ({
  page,
}) => {
  expect(photoCount).toBeGreaterThan(2);
  await gotoHydrated(page, `${photosPage}#/property-images`);
  const gallery = dialog(page, "Property images");
  await expect(gallery.getByText(`1/${photoCount}`)).toBeVisible();
  const image = gallery.getByRole("img");
  await expect(image).toHaveAttribute("srcset", /\/media\/320x_\/\S+ 320w, .*\/media\/1160x_\/\S+ 1160w$/);
  const firstSrc = await image.getAttribute("src");

  await gallery.getByRole("button", { name: "Previous image" }).click();
  await expect(gallery.getByText(`${photoCount}/${photoCount}`)).toBeVisible();
  await gallery.getByRole("button", { name: "Next image" }).click();
  await expect(gallery.getByText(`1/${photoCount}`)).toBeVisible();
  await gallery.getByRole("button", { name: "Next image" }).click();
  await expect(gallery.getByText(`2/${photoCount}`)).toBeVisible();
  await expect(image).not.toHaveAttribute("src", firstSrc!);

  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(gallery.getByText(`${photoCount}/${photoCount}`)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(gallery.getByText(`1/${photoCount}`)).toBeVisible();
});

test("a swipe steps to the next image", async ({ page }) => {
  await gotoHydrated(page, `${photosPage}#/property-images`);
  const image = dialog(page, "Property images").getByRole("img");
  const box = (await image.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await expect(dialog(page, "Property images").getByText(`2/${photoCount}`)).toBeVisible();
});

test("Escape and a click outside close the gallery back to #/", async ({ page }) => {
  await gotoHydrated(page, `${photosPage}#/floorplan`);
  await expect(dialog(page, "Floorplan").getByText(/^1\/\d+$/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page, "Floorplan")).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe("#/");

  await page.goto(`${photosPage}#/property-images`);
  await expect(dialog(page, "Property images")).toBeVisible();
  // Click once the overlay has faded in (Radix listens for outside clicks just after opening).
  await page.locator(".oh-overlay").evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  // The gallery fills the window (issue 16): "outside" is the space beside the image.
  const photo = (await dialog(page, "Property images").getByRole("img").first().boundingBox())!;
  await page.mouse.click(photo.x - 40, photo.y + photo.height / 2);
  await expect(dialog(page, "Property images")).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe("#/");
});

test("the gallery fills the window, with a thumbnail strip, full screen and focus back on its opener", async ({
  page,
}) => {
  await gotoHydrated(page, photosPage);
  await page.getByRole("button", { name: "Reject all" }).click();
  const opener = page.getByRole("link", { name: `View all ${photoCount} photos` });
  await opener.click();
  const gallery = dialog(page, "Property images");
  await expect(gallery.getByText(`1/${photoCount}`)).toBeVisible();

  // As large as it fits (issue 16: no longer a ~620 px box): one side meets its box, the other is within it.
  const image = gallery.getByRole("img").first();
  await expect(image).toHaveJSProperty("complete", true);
  const fit = await image.evaluate((img) => {
    const own = img.getBoundingClientRect();
    const box = img.parentElement!.getBoundingClientRect();
    return {
      width: own.width,
      height: own.height,
      fills: Math.max(own.width / box.width, own.height / box.height),
    };
  });
  expect(fit.fills).toBeGreaterThan(0.98);
  expect(fit.height).toBeGreaterThan(500);
  expect(fit.width).toBeGreaterThan(750);

  const thumbnails = gallery.getByRole("list", { name: "Thumbnails" }).getByRole("button");
  await expect(thumbnails).toHaveCount(photoCount);
  await expect(thumbnails.first()).toHaveAccessibleName(`Photo 1 of ${photoCount}`);
  await expect(thumbnails.first()).toHaveAttribute("aria-current", "true");
  const firstSrc = await image.getAttribute("src");
  await gallery.getByRole("button", { name: `Photo 3 of ${photoCount}` }).click();
  await expect(gallery.getByText(`3/${photoCount}`)).toBeVisible();
  await expect(thumbnails.nth(2)).toHaveAttribute("aria-current", "true");
  await expect(thumbnails.first()).not.toHaveAttribute("aria-current");
  await expect(image).not.toHaveAttribute("src", firstSrc!);
  await page.keyboard.press("ArrowRight");
  await expect(thumbnails.nth(3)).toHaveAttribute("aria-current", "true");

  await gallery.getByRole("button", { name: "Full screen" }).click();
  await expect(gallery.getByRole("button", { name: "Exit full screen" })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.getAttribute("role"))).toBe("dialog");
  await gallery.getByRole("button", { name: "Exit full screen" }).click();
  await expect(gallery.getByRole("button", { name: "Full screen" })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

  await page.keyboard.press("Escape");
  await expect(gallery).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test("an event gallery without images shows 'No image'", async ({ page }) => {
  await gotoHydrated(page, `${photosPage}#/history-images/1`);
  await expect(dialog(page, "History images").getByText("No image", { exact: true })).toBeVisible();
});

test("the open gallery has no accessibility violations at 1280 and 375 px", async ({ page }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    await page.setViewportSize(viewport);
    // A fresh load each time (the same URL again would only be a hash change).
    await page.goto("about:blank");
    await gotoHydrated(page, `${photosPage}#/property-images`);
    await expect(dialog(page, "Property images").getByText(`1/${photoCount}`)).toBeVisible();
    await page
      .locator(".oh-overlay")
      .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await expectNoAxeViolations(page);
  }
});

test("the video modal steps through the videos, stops at the ends and frames only allowed players", async ({
  page,
}) => {
  const cspErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await gotoHydrated(page, `${videoPage}#/video/${firstVideoId}`);
  const video = dialog(page, "Video");
  const previous = video.getByRole("button", { name: "Previous video" });
  const next = video.getByRole("button", { name: "Next video" });

  // The Rightmove link is dropped (the default droppedVideoHosts), so three remain.
  await expect(video.getByText("1/3")).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(video.locator("iframe")).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  );
  await expect(video.locator("iframe")).toHaveAttribute("title", "Video");

  // The page lists videos before tours.
  await next.click();
  await expect(video.getByText("2/3")).toBeVisible();
  expect(new URL(page.url()).hash).not.toBe(`#/video/${firstVideoId}`);
  // A host off the allow-list is never framed: it is offered as a link.
  await expect(video.locator("iframe")).toHaveCount(0);
  await expect(video.getByRole("link", { name: "Open Video 2 in a new tab" })).toHaveAttribute(
    "href",
    "https://videos.example.net/walkthrough",
  );

  await next.click();
  await expect(video.getByText("3/3")).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(video.locator("iframe")).toHaveAttribute("title", "Virtual Tour");
  await expect(video.locator("iframe")).toHaveAttribute(
    "src",
    "https://my.matterport.com/show/?m=SxQL3iGyoDo",
  );

  await previous.click();
  await previous.click();
  await expect(video.getByText("1/3")).toBeVisible();
  await expect(previous).toBeDisabled();
  expect(cspErrors).toEqual([]);
});
