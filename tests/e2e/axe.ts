// axe with the WCAG 2.2 AA rules, as every browser test checks a page or a part of one.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The page as it stands (or the part `include` selects) has no violations. */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  // Only violations are read: axe then keeps one node of each passed or inapplicable rule instead of every one, the
  // larger part of a run on a long back-office page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(
    results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) })),
  ).toEqual([]);
}
