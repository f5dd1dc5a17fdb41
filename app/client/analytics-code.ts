// The agency's analytics snippets (spec §7 GET /analytics_code), inserted only after the visitor accepted
// analytics cookies, and only as configured: head_analytics_code at the end of <head>, analytics_code at the
// end of <body>. A parsed fragment keeps its scripts runnable; the CSP allows exactly these scripts
// (modules/content/use-cases/analytics.ts analyticsPolicySources).

let inserted: Promise<void> | null = null;

/** Fetches and inserts the snippets once per page; later calls share the first. */
export function insertAnalyticsCode(): Promise<void> {
  inserted ??= (async () => {
    const response = await fetch("/analytics_code", { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`GET /analytics_code answered ${response.status}`);
    const { analytics_code: body, head_analytics_code: head } = (await response.json()) as {
      analytics_code?: string;
      head_analytics_code?: string;
    };
    if (head) document.head.append(document.createRange().createContextualFragment(head));
    if (body) document.body.append(document.createRange().createContextualFragment(body));
  })().catch((error: unknown) => {
    inserted = null;
    console.warn("Could not load the analytics code", error);
  });
  return inserted;
}

/** True once the snippets are on the page: withdrawing consent then needs a reload to stop them. */
export function analyticsInserted(): boolean {
  return inserted !== null;
}
