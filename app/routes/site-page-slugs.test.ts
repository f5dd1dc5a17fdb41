// Issue 16: a page of the `pages` content lives at /{slug}, below every route of the URL table. A slug that a
// route's first segment already answers would never show, so RESERVED_PAGE_SLUGS must name each of them.
import { expect, it } from "vitest";
import {
  PAGE_SLUG,
  PAGE_SLUGS_WITH_OWN_ROUTE,
  RESERVED_PAGE_SLUGS,
} from "../../modules/content/model/site-pages.ts";
import routes from "../routes.ts";

type Entry = { path?: string; children?: Entry[] };

function firstSegments(entries: readonly Entry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path ? [entry.path.split("/")[0]!] : []),
    ...firstSegments(entry.children ?? []),
  ]);
}

it("reserves every static first segment of the URL table that is shaped like a page slug", () => {
  const taken = new Set(firstSegments(routes).filter((segment) => PAGE_SLUG.test(segment)));
  for (const segment of taken)
    expect([...RESERVED_PAGE_SLUGS, ...PAGE_SLUGS_WITH_OWN_ROUTE], segment).toContain(segment);
});

it("draws a page with a route of its own only by that route: its slug is a static route, not reserved", () => {
  const taken = new Set(firstSegments(routes));
  for (const slug of PAGE_SLUGS_WITH_OWN_ROUTE) {
    expect(taken, slug).toContain(slug);
    expect(RESERVED_PAGE_SLUGS).not.toContain(slug);
  }
});
