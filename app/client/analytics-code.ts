// The agency's snippets (spec §7 GET /analytics_code), inserted only as far as the visitor's choice allows
// (modules/accounts/model/cookie-consent.ts whatMayRun): the analytics tags after a yes, head_analytics_code at
// the end of <head> and analytics_code at the end of <body>; the agency's own statistics (issue 41) at the end
// of <body>, before any choice too when the agency runs them without asking. The server answers only what the
// stored choice allows, so a snippet the visitor refused is never even sent. A parsed fragment keeps its
// scripts runnable; the CSP allows exactly these scripts (modules/content/use-cases/analytics.ts).
import type { WhatMayRun } from "../../modules/accounts/model/cookie-consent.ts";

const inserted = { statistics: false, analyticsTags: false };
let loading: Promise<void> | null = null;

/** Fetches and inserts what may run and is not on the page yet; calls while one is loading share it. */
export function insertAnalyticsCode(): Promise<void> {
  loading ??= (async () => {
    const response = await fetch("/analytics_code", { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`GET /analytics_code answered ${response.status}`);
    const code = (await response.json()) as {
      analytics_code?: string;
      head_analytics_code?: string;
      statistics_code?: string;
    };
    const append = (parent: HTMLElement, html: string | undefined) => {
      if (html) parent.append(document.createRange().createContextualFragment(html));
    };
    if (!inserted.analyticsTags && (code.head_analytics_code || code.analytics_code)) {
      inserted.analyticsTags = true;
      append(document.head, code.head_analytics_code);
      append(document.body, code.analytics_code);
    }
    if (!inserted.statistics && code.statistics_code) {
      inserted.statistics = true;
      append(document.body, code.statistics_code);
    }
  })()
    .catch((error: unknown) => console.warn("Could not load the analytics code", error))
    .finally(() => {
      loading = null;
    });
  return loading;
}

/**
 * True when a snippet already on the page may no longer run: scripts cannot be unloaded, so only a fresh page
 * honours the withdrawal or the objection.
 */
export function needsFreshPage(may: WhatMayRun): boolean {
  return (inserted.statistics && !may.statistics) || (inserted.analyticsTags && !may.analyticsTags);
}
