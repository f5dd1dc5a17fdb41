import { describe, expect, it } from "vitest";
import { routeFocusAction } from "./focus.ts";

const home = { pathname: "/", search: "" };
const results = { pathname: "/search/sales", search: "" };

describe("routeFocusAction", () => {
  it("leaves the first load alone", () => {
    expect(routeFocusAction(null, home, false)).toBe("none");
  });

  it("leaves a hash-only change (an overlay) alone", () => {
    expect(routeFocusAction(home, { ...home }, false)).toBe("none");
  });

  it("focuses the new page's heading on a page change", () => {
    expect(routeFocusAction(home, results, false)).toBe("focus-heading");
    expect(routeFocusAction(results, { ...results, search: "?page=2" }, false)).toBe("focus-heading");
  });

  it("only announces when focus is still in a form on the page (a search filter)", () => {
    expect(routeFocusAction(results, { pathname: "/search/sales/from-2-bed", search: "" }, true)).toBe(
      "announce",
    );
  });
});
