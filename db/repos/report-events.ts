// What the reports record that nothing else keeps (issue 15 item 7; docs/admin.md "Reports"): one row per
// search run and per alert email queued or stopped, without anything that names or follows a visitor.
import type { Db } from "../client.ts";
import { alertEvents, searchEvents } from "../schema.ts";

export type SearchEventRow = {
  channel: "sales" | "lettings";
  place: string | null;
  searchText: string | null;
  resultCount: number;
};

export async function insertSearchEvent(db: Db, event: SearchEventRow): Promise<void> {
  await db.insert(searchEvents).values(event);
}

export async function insertAlertEvent(db: Db, kind: "sent" | "unsubscribed"): Promise<void> {
  await db.insert(alertEvents).values({ kind });
}
