// The kinds of sales event (spec §1 "antiques, agriculture"), apart from their zod schema
// (modules/content/model/site-sections.ts) so the back office's pages can name them without loading zod.
export const SALES_EVENT_KINDS = ["antiques", "agriculture"] as const;
export type SalesEventKind = (typeof SALES_EVENT_KINDS)[number];
