// Keyboard-only journeys (WCAG 2.1.1, 2.4.7, 2.4.11): Tab to a control, every control passed on the way drawing its
// focus (an outline or a ring) and, where asked, none of them covered by a sticky or fixed part of the page. The
// back office's (tests/e2e/admin-keyboard.spec.ts) and the operators' console's (operator-console.spec.ts).
import { expect, type Locator, type Page } from "@playwright/test";

/** Whether the focused element (or the box drawing it, up to two levels out) shows an outline or a ring. */
export const focusDrawn = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return true;
    for (
      let box: Element | null = focused, depth = 0;
      box && depth < 3;
      box = box.parentElement, depth += 1
    ) {
      const style = getComputedStyle(box);
      if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) return true;
      if (style.boxShadow !== "none") return true;
    }
    return `${focused.tagName} ${focused.getAttribute("name") ?? focused.textContent?.trim().slice(0, 40)}`;
  });

/** The focused element when a sticky or fixed part of the page covers it, else null. */
export const focusCovered = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    if (box.height === 0) return null;
    for (const element of document.querySelectorAll("body *")) {
      const position = getComputedStyle(element).position;
      if ((position !== "sticky" && position !== "fixed") || element.contains(focused)) continue;
      const cover = element.getBoundingClientRect();
      const overlaps =
        cover.left < box.right && cover.right > box.left && cover.top < box.bottom && cover.bottom > box.top;
      if (overlaps && cover.height > 0)
        return `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}`;
    }
    return null;
  });

/**
 * Tab (or Shift+Tab) until `target` has focus; each control passed on the way must draw its focus and, with
 * `uncovered`, lie under no sticky part.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 150, uncovered = false } = {},
) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) break;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    expect(await focusDrawn(page), "the focused control shows its focus").toBe(true);
    if (uncovered) expect(await focusCovered(page), "no sticky part covers the focused control").toBeNull();
  }
  await expect(target).toBeFocused();
}
