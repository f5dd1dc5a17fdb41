// Issue 13 (Lighthouse ≥ 98): once hydrated, a page renders again only what has changed. The results page used to
// render its 24 cards three more times while loading, each time in one long task on a phone's CPU: right after
// hydration (a flag that flipped on hydration, read through the page's links), when React Router learnt the
// routes behind the links in view (it re-renders the whole route), and when GET /user.ljson answered (the theme
// came from the same context as the user and the token). The home and property pages, their header and footer
// rendered again on the route re-render too, and the property page on the token (its view tracking read it).
//
// React reports every commit to a developer-tools hook when one is installed before it loads; this test installs
// one and counts, per card element, how often React gave it new props, which it does exactly when it renders
// the card again (an element it skips keeps its props object).
import { expect, test, type Page } from "@playwright/test";
import { hydratedPartOf } from "./demo-content.ts";

declare global {
  interface Window {
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
    rendersOf?: (tag: string) => number[];
  }
}

type Fiber = {
  type: unknown;
  stateNode: unknown;
  memoizedProps: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
};

const COUNTED = ["article", "header", "footer", "section"];

async function countRenders(page: Page): Promise<void> {
  await page.addInitScript((counted: string[]) => {
    const seen = new WeakMap<object, { props: unknown; renders: number }>();
    const elements: { tag: string; renders: number }[] = [];
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        const pending: Fiber[] = [root.current];
        for (let fiber = pending.pop(); fiber; fiber = pending.pop()) {
          // The cookie banner renders again by design as the page starts (it learns that the page runs, then
          // the visitor's token): not one of the page's parts this counts (docs/decisions/023).
          if (
            typeof fiber.type === "string" &&
            counted.includes(fiber.type) &&
            fiber.stateNode instanceof HTMLElement &&
            !fiber.stateNode.hasAttribute("data-consent-banner")
          ) {
            const element = seen.get(fiber.stateNode);
            if (!element) {
              const entry = { tag: fiber.type, props: fiber.memoizedProps, renders: 1 };
              seen.set(fiber.stateNode, entry);
              elements.push(entry);
            } else if (element.props !== fiber.memoizedProps) {
              element.props = fiber.memoizedProps;
              element.renders += 1;
            }
          }
          if (fiber.sibling) pending.push(fiber.sibling);
          if (fiber.child) pending.push(fiber.child);
        }
      },
    };
    window.rendersOf = (tag) =>
      elements.filter((element) => element.tag === tag).map((element) => element.renders);
  }, COUNTED);
}

/** Loads the page counting renders, and returns once GET /user.ljson has answered and what it set off (the
 * token, the saved lists) has rendered, within a few frames. */
async function loadCountingRenders(page: Page, path: string): Promise<void> {
  await countRenders(page);
  const userCall = page.waitForResponse((response) => new URL(response.url()).pathname === "/user.ljson");
  await page.goto(path);
  await (await userCall).finished();
  await page.waitForTimeout(500);
}

const rendersOf = (page: Page, tag: string) => page.evaluate((name) => window.rendersOf!(name), tag);

test("the results page renders its cards, header and footer once while loading; a saved heart or an overlay leaves the cards be", async ({
  page,
}) => {
  await loadCountingRenders(page, "/search/sales");
  // The cards hydrate once their code has come, just after the page's (docs/decisions/017): on a loaded
  // machine that can be after GET /user.ljson has answered.
  await hydratedPartOf(page.locator("article").first());
  const renders = await rendersOf(page, "article");
  expect(renders).toEqual(Array.from({ length: 24 }, () => 1));
  // The site's header (the page has no other) was not rendered again either; the footer, below the first
  // screen, is hydrated only when it comes near the view (docs/decisions/017), and then once.
  expect([await rendersOf(page, "header"), await rendersOf(page, "footer")]).toEqual([[1], []]);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect.poll(() => rendersOf(page, "footer")).toEqual([1]);

  // Saving a property renders its heart (pressed now), and nothing else of any card.
  const heart = page.getByRole("button", { name: /^Save / }).first();
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect(await rendersOf(page, "article")).toEqual(renders);

  // Opening an overlay changes the location's hash, which re-renders the route: the cards stay as they are.
  await page.evaluate(() => {
    window.location.hash = "#/user";
  });
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await rendersOf(page, "article")).toEqual(renders);
});

test("the property page posts one view once the token is there, without rendering the page again", async ({
  page,
}) => {
  const views: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/property_views")
      views.push(request.url());
  });
  const search = await (await page.request.get("/search.ljson?channel=sales")).json();
  await loadCountingRenders(page, `/properties/${search.properties[0].property_id}`);
  await expect.poll(() => views.length).toBe(1);
  const articles = await rendersOf(page, "article");
  expect(articles.length).toBeGreaterThan(0);
  expect(articles).toEqual(articles.map(() => 1));
});

test("the home page renders its sections and header once while loading, the footer once when reached", async ({
  page,
}) => {
  await loadCountingRenders(page, "/");
  const sections = await rendersOf(page, "section");
  expect(sections.length).toBeGreaterThan(3);
  expect(sections).toEqual(sections.map(() => 1));
  // The footer is below the first screen: hydrated as it comes near the view (docs/decisions/017).
  expect([await rendersOf(page, "header"), await rendersOf(page, "footer")]).toEqual([[1], []]);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect.poll(() => rendersOf(page, "footer")).toEqual([1]);
});
