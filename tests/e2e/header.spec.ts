// Spec §2 "Header" and the footer, on desktop.
import { expect, test } from "@playwright/test";
import { demo, gotoHydrated } from "./demo-content.ts";

const primary = demo.header.primaryMenuItems;
const secondary = demo.header.secondaryMenuItems;

test.use({ viewport: { width: 1366, height: 700 } });

test("the home page header shows the demo menus, first 4 items left and the rest right", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("navigation", { name: "Main" });
  const lists = main.getByRole("list");
  const left = lists.nth(0).locator(":scope > li > button, :scope > li > a");
  const right = lists.nth(1).locator(":scope > li > button, :scope > li > a");
  await expect(left).toHaveText(primary.slice(0, 4).map((item) => item.name));
  await expect(right).toHaveText(primary.slice(4).map((item) => item.name));
  await expect(page.getByRole("link", { name: `${demo.header.agencyName} home page` })).toBeVisible();
});

test("a dropdown opens with its children by click, keyboard and pointer, and Escape closes it", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const main = page.getByRole("navigation", { name: "Main" });
  const [buy, rent] = [primary[0]!, primary[1]!];
  const buyButton = main.getByRole("button", { name: buy.name });
  await expect(buyButton).toHaveAttribute("aria-expanded", "false");

  await buyButton.click();
  await expect(buyButton).toHaveAttribute("aria-expanded", "true");
  for (const child of buy.items!) {
    await expect(main.getByRole("link", { name: child.name, exact: true }).first()).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await expect(buyButton).toHaveAttribute("aria-expanded", "false");
  await expect(buyButton).toBeFocused();
  await expect(main.getByRole("link", { name: buy.items![0]!.name, exact: true })).toBeHidden();

  // Keyboard: Enter on the focused button opens it, Tab moves into its links.
  await page.keyboard.press("Enter");
  await expect(buyButton).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(main.getByRole("link", { name: buy.name, exact: true })).toBeFocused();

  // Pointer: hovering another item opens it and closes the first.
  const rentButton = main.getByRole("button", { name: rent.name });
  await rentButton.hover();
  await expect(rentButton).toHaveAttribute("aria-expanded", "true");
  await expect(buyButton).toHaveAttribute("aria-expanded", "false");
  await page.mouse.move(5, 650);
  await expect(rentButton).toHaveAttribute("aria-expanded", "false");
});

test("the secondary menu and the valuation side link show only on the home page", async ({ page }) => {
  await page.goto("/");
  const secondaryNav = page.getByRole("navigation", { name: "Secondary" });
  await expect(secondaryNav.getByRole("link")).toHaveText(
    secondary.map((item) => new RegExp(`^${item.name}`)),
  );
  const sideLink = page.locator('a.oh-side-link[href="#/book-a-valuation"]');
  await expect(sideLink).toBeVisible();
  // Target 'B' opens in a new tab.
  const careers = secondary.find((item) => item.target === "B")!;
  await expect(secondaryNav.getByRole("link", { name: careers.name })).toHaveAttribute("target", "_blank");
  await expect(secondaryNav.getByRole("link", { name: careers.name })).toHaveAttribute("rel", "noopener");

  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Secondary" })).toHaveCount(0);
  await expect(page.locator('a[href="#/book-a-valuation"]')).toHaveCount(0);
});

test("the header takes its scrolled state past 30 pixels", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header.oh-header");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 30));
  await page.waitForTimeout(100);
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 31));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("the footer lists the branches, the legal links, the company details and the GeoNames credit", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const town of ["bristol", "bath", "cheltenham", "oxford"]) {
    await expect(footer.locator(`a[href="/branches/${town}"]`)).toBeVisible();
  }
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(
    await footer.locator('a[href^="/branches/"]').count(),
  );
  const legal = footer.getByRole("navigation", { name: "Legal" });
  for (const link of demo.footer.legalLinks) {
    await expect(legal.getByRole("link", { name: link.name })).toHaveAttribute("href", link.url);
  }
  await expect(footer).toContainText(demo.footer.legalName);
  await expect(footer).toContainText(`We are members of ${demo.footer.redressScheme}`);
  await expect(footer).toContainText("Place data © GeoNames, licensed under CC BY 4.0");
  await expect(footer.getByRole("link", { name: "GeoNames" })).toHaveAttribute(
    "href",
    "https://www.geonames.org/",
  );
  await expect(footer.getByRole("link", { name: "CC BY 4.0" })).toHaveAttribute(
    "href",
    "https://creativecommons.org/licenses/by/4.0/",
  );
});

test("the theme's colours reach the page as CSS variables", async ({ page }) => {
  await page.goto("/");
  const primaryColour = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--oh-primary").trim(),
  );
  expect(primaryColour).toBe(demo.theme.preferences.colours.primary);
});
