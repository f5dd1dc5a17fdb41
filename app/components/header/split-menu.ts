// Spec §2 "Header": "With no equal split, the first 4 primary items sit on the left and the rest on the right."
import type { Theme } from "../../../modules/content/model/site-content.ts";

export const LEFT_ITEMS_WITHOUT_SPLIT = 4;

export type HeaderLayout<T> = { left: T[]; right: T[]; logoCentred: boolean };

/**
 * How we read the theme: without `splitMenuEqually` the first 4 items go left and the rest right, with the logo
 * where `logoPosition` says. With it, the items are shared half and half (the extra one on the left) either side
 * of the logo, which is then always centred: an equal split around a logo on the left would mean nothing.
 */
export function headerLayout<T>(items: readonly T[], preferences: Theme["preferences"]): HeaderLayout<T> {
  const leftCount = preferences.splitMenuEqually ? Math.ceil(items.length / 2) : LEFT_ITEMS_WITHOUT_SPLIT;
  return {
    left: items.slice(0, leftCount),
    right: items.slice(leftCount),
    logoCentred: preferences.splitMenuEqually || preferences.logoPosition === "centre",
  };
}

// A telephone number as a tel: link target: in domain/urls.ts, beside the site's other link targets.
export { telHref } from "../../../domain/urls.ts";
