// Branches in the browser (issue 7 item 4): the branch page lists its staff and the contact link opens the
// staff overlay with the right title; the home page's mini branch search lands on /branches nearest first;
// axe finds nothing on /branches and a branch page.
import { expect, test } from "@playwright/test";
import { generateAgency } from "../../db/seed/agency.ts";
import { TOWNS } from "../../db/seed/towns.ts";
import { demo, gotoHydrated } from "./demo-content.ts";
import { expectNoAxeViolations } from "./axe.ts";

const agency = generateAgency(TOWNS);
const bath = agency.branches.find((b) => b.slug === "bath")!;
const bathStaff = agency.staff.filter((s) => s.branchId === bath.id);

test("a branch page lists its staff, and 'Contact' opens the staff overlay titled with their name", async ({
  page,
}) => {
  await gotoHydrated(page, "/branches/bath");
  await expect(page.getByRole("heading", { level: 1, name: "Bath branch" })).toBeVisible();
  const staff = page.getByRole("list", { name: "Staff" }).getByRole("listitem");
  await expect(staff).toHaveCount(bathStaff.length);
  for (const member of bathStaff) {
    await expect(page.getByRole("heading", { name: `${member.firstName} ${member.surname}` })).toBeVisible();
  }
  const member = bathStaff[1]!;
  await page.getByRole("link", { name: `Contact ${member.firstName} ${member.surname}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/contact-staff-member/${member.id}$`));
  await expect(
    page.getByRole("dialog", { name: `Contact ${member.firstName} ${member.surname}` }),
  ).toBeVisible();
});

test("the mini branch search on the home page lands on /branches, nearest first", async ({ page }) => {
  const block = demo.homeBlocks!.find((b) => b.type === "miniBranchSearch")!;
  await gotoHydrated(page, "/");
  const section = page.locator(`[data-home-block="${block.contentId}"]`);
  await section.getByLabel("Town or postcode").fill("Oxford");
  await section.getByRole("button", { name: "Find a branch" }).click();
  await expect(page).toHaveURL(/\/branches\?q=Oxford$/);
  await expect(page.getByRole("status")).toHaveText("Branches nearest Oxford, Oxfordshire");
  await expect(page.getByRole("list", { name: "Branches" }).getByRole("heading").first()).toHaveText(
    "Oxford",
  );
});

test("/branches paginates", async ({ page }) => {
  await gotoHydrated(page, "/branches");
  const names = page.getByRole("list", { name: "Branches" }).getByRole("heading");
  const first = await names.allTextContents();
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/branches\?page=2$/);
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  const second = await names.allTextContents();
  expect(second.length).toBeGreaterThan(0);
  expect(second.some((name) => first.includes(name))).toBe(false);
});

test("axe finds no violations on /branches and a branch page", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await gotoHydrated(page, "/branches?q=Bath");
  await expectNoAxeViolations(page);
  await gotoHydrated(page, "/branches/bath");
  await expectNoAxeViolations(page);
});
