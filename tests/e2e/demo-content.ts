// The demo agency's content, as the start-up seed loads it: tests name menu items and texts from it rather
// than repeating them.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { siteContentFileSchema } from "../../domain/site-content.ts";

export const demo = siteContentFileSchema.parse(
  JSON.parse(readFileSync(new URL("../../content/demo-agency.json", import.meta.url), "utf8")),
);

/** Loads a page and waits until it is hydrated: the app asks GET /user.ljson once it is. */
export async function gotoHydrated(page: Page, url: string) {
  const userCall = page.waitForResponse((response) => new URL(response.url()).pathname === "/user.ljson");
  const response = await page.goto(url);
  await userCall;
  return response;
}
