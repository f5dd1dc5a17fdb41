// Links in the site's content refuse addresses that would run script (issue 43, low: menu and footer links
// accepted javascript: URLs), through the schemas the back office's forms and the content file both use.
import { describe, expect, it } from "vitest";
import { LINK_URL_MESSAGE, isSafeLinkUrl } from "./link-url.ts";
import { footerSchema, menuItemSchema } from "./site-content.ts";

const HOSTILE = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "\u0001javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
];
const FINE = [
  "/search/sales",
  "search/sales",
  "#contact",
  "?page=2",
  "https://example.com/a",
  "http://example.com",
  "mailto:hello@example.com",
  "tel:+441179000000",
];

describe("isSafeLinkUrl", () => {
  it("refuses every spelling of a script or data link, and keeps paths and web, mail and phone links", () => {
    expect(HOSTILE.filter(isSafeLinkUrl)).toEqual([]);
    expect(FINE.filter((url) => !isSafeLinkUrl(url))).toEqual([]);
  });
});

describe("the content schemas' links", () => {
  it("refuse a javascript: menu item with the field's message", () => {
    const result = menuItemSchema.safeParse({ id: "a", name: "Click", url: "javascript:alert(1)" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["url"], message: LINK_URL_MESSAGE }),
    ]);
    expect(
      menuItemSchema.safeParse({
        id: "a",
        name: "Sales",
        url: "/search/sales",
        items: [{ id: "b", name: "Nested", url: "java\tscript:alert(1)" }],
      }).success,
    ).toBe(false);
  });

  it("refuse javascript: in the footer's legal and social links", () => {
    const footer = (legal: string, social: string) =>
      footerSchema.safeParse({
        legalName: "Agency Ltd",
        legalLinks: [{ name: "Privacy", url: legal }],
        socialLinks: [{ name: "Instagram", url: social }],
      });
    expect(footer("/privacy", "https://instagram.example/agency").success).toBe(true);
    expect(footer("JAVASCRIPT:alert(1)", "https://instagram.example/agency").success).toBe(false);
    expect(footer("/privacy", "javascript:alert(1)").success).toBe(false);
  });
});
