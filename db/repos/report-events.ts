// What the reports record that nothing else keeps (issue 15 item 7; docs/admin.md "Reports"): how many times
// each search was run in each second (modules/reports/use-cases/search-events.ts), and one row per alert email queued or
// stopped, without anything that names or follows a visitor.
import type { Db } from "../client.ts";
import { alertEvents, searchEvents } from "../schema.ts";

export type SearchEventRow = {
  channel: "sales" | "lettings";
  place: string | null;
  searchText: string | null;
  resultCount: number;
  searches: number;
  createdAt: Date;
};

export async function insertSearchEvents(db: Db, rows: SearchEventRow[]): Promise<void> {
  await db.insert(searchEvents).values(rows);
}

export async function insertAlertEvent(db: Db, kind: "sent" | "unsubscribed"): Promise<void> {
  await db.insert(alertEvents).values({ kind });
}
