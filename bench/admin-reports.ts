// Issue 15 item 7's budgets: reports over a year of data for 100,000 listings in ≤ 500 ms, and admin pages
// ≤ 50 ms median at 1 connection, on PostgreSQL. Seeds the demo agency (100,000 listings) into a scratch
// database, adds a year of property views, saves (by 100,000 visitor accounts), leads of every kind (half of
// them answered), search events (most-searched places, zero results, free text) and alert events, starts the
// production server, sets up an owner and a manager as a person would, then times each report page (and a
// table's CSV) one request at a time, over the year and over the default 30 days.
// Usage: npm run build && npx tsx bench/admin-reports.ts [--listings 100000] [--views 5000000]
//   [--searches 2000000] [--leads 200000] [--runs 20]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/oh_reportsbench) is dropped and created.
import { sql } from "drizzle-orm";
import { addDays, ukToday } from "../modules/reports/model/report-chart.ts";
import {
  benchNumbers,
  benchScratch,
  seconds,
  staffBrowser,
  timePage,
  type Browser,
} from "./admin-support.ts";

const options = benchNumbers({
  listings: 100_000,
  views: 5_000_000,
  searches: 2_000_000,
  leads: 200_000,
  visitors: 100_000,
  runs: 20,
  port: 4398,
});

const count = (n: number) => n.toLocaleString("en-GB");

const scratch = await benchScratch("reports", options.listings);
const { database } = scratch;
const { db } = database;
let started: number;

// A year of each, spread over every minute of it. Views favour some listings (every 100th gets 20 times its
// share), as a featured home would; the rest fall evenly.
const YEAR_MINUTES = 365 * 24 * 60;
started = performance.now();
await db.execute(sql`
  insert into property_views (property_id, domain, created_at)
  select (case when g % 5 = 0 then 100 * (1 + (g / 5) % (${options.listings} / 100)) else 1 + (g * 7919) % ${options.listings} end)::int,
         null, now() - ((g % ${YEAR_MINUTES}) * interval '1 minute')
  from generate_series(1::bigint, ${options.views}) as g`);
await database.ownerDb.execute(sql`analyze property_views`);
console.log(`inserted ${count(options.views)} property views in ${seconds(performance.now() - started)}`);

started = performance.now();
await db.execute(sql`
  insert into users (email, password_hash) select 'saver' || g || '@example.com', 'bench-not-a-hash'
  from generate_series(1, ${options.visitors}) as g`);
await db.execute(sql`
  insert into saved_properties (user_id, property_id, created_at)
  select u.id, p, now() - (((u.id * 31 + p) % ${YEAR_MINUTES}) * interval '1 minute')
  from users u, lateral (values (100 * (1 + u.id % (${options.listings} / 100))), (1 + (u.id * 13) % ${options.listings}),
                                (1 + (u.id * 17) % ${options.listings})) as s(p)
  on conflict do nothing`);
await database.ownerDb.execute(sql`analyze users; analyze saved_properties`);
console.log(
  `inserted ${count(options.visitors)} visitors and their saves in ${seconds(performance.now() - started)}`,
);

started = performance.now();
await db.execute(sql`
  insert into leads (kind, property_id, branch_id, channel, first_name, last_name, email, payload,
                     delivery_status, status, created_at, first_response_at)
  select (array['viewing','valuation','staff','department','branch','new_homes']::lead_kind[])[1 + g % 6],
         p.id, p.branch_id, p.channel::text, 'Bench', 'Lead', 'lead' || g || '@example.com', '{}'::jsonb,
         'delivered', case when g % 2 = 0 then 'contacted'::lead_status when g % 50 = 1 then 'spam' else 'new' end,
         now() - ((g % ${YEAR_MINUTES}) * interval '1 minute'),
         case when g % 2 = 0 then now() - ((g % ${YEAR_MINUTES}) * interval '1 minute') + ((g % 600) * interval '1 minute') end
  from generate_series(1, ${options.leads}) as g
  join properties p on p.id = case when g % 4 = 0 then 100 * (1 + (g / 4) % (${options.listings} / 100)) else 1 + (g * 7) % ${options.listings} end`);
await database.ownerDb.execute(sql`analyze leads`);
console.log(`inserted ${count(options.leads)} leads in ${seconds(performance.now() - started)}`);

// Searches: a few hundred places, the first ones far more searched (a long tail), one in ten with free text,
// one in twelve finding nothing; alert emails and unsubscribes.
started = performance.now();
await db.execute(sql`
  insert into search_events (channel, place, search_text, result_count, created_at)
  select (array['sales','lettings']::channel[])[1 + g % 2],
         case when g % 10 = 0 then null else pl.title end,
         case when g % 10 = 0 then 'garden ' || (g % 300) end,
         (case when g % 12 = 0 then 0 else g % 400 end)::int,
         now() - ((g % ${YEAR_MINUTES}) * interval '1 minute')
  from generate_series(1::bigint, ${options.searches}) as g
  join (select row_number() over (order by id) as n, name || ', ' || coalesce(county_name, '') as title
        from (select * from places where kind = 'town' order by id limit 400) p) pl
    on pl.n = 1 + floor(400 * power(((g * 7919) % 10007) / 10007.0, 3))::int`);
await db.execute(sql`
  insert into alert_events (kind, created_at)
  select case when g % 100 = 0 then 'unsubscribed' else 'sent' end, now() - ((g % ${YEAR_MINUTES}) * interval '1 minute')
  from generate_series(1, ${Math.round(options.searches / 4)}) as g`);
await database.ownerDb.execute(sql`analyze search_events; analyze alert_events`);
console.log(
  `inserted ${count(options.searches)} search events and ${count(Math.round(options.searches / 4))} alert events in ${seconds(performance.now() - started)}`,
);

// As autovacuum would have by the time anyone reads a report: statistics, and visibility maps so that counts
// by index (a branch's listings by status) read no table pages.
started = performance.now();
for (const table of [
  "properties",
  "property_views",
  "saved_properties",
  "leads",
  "search_events",
  "alert_events",
]) {
  await database.ownerDb.execute(sql.raw(`vacuum analyze ${table}`));
}
console.log(`vacuumed in ${seconds(performance.now() - started)}`);

const busiestBranch = (
  (await db.execute(
    sql`select branch_id as id from leads group by branch_id order by count(*) desc limit 1`,
  )) as unknown as { rows: { id: number }[] }
).rows[0]!.id;

const server = await scratch.startServer(options.port);

const owner = await staffBrowser(db, server.baseUrl, "owner");
const manager = await staffBrowser(db, server.baseUrl, "manager", [busiestBranch]);
const today = ukToday(new Date());
const year = `from=${addDays(today, -364)}&to=${today}`;
console.log(`\n| page | path | median | p95 | min |\n|---|---|---|---|---|`);
const pages: [Browser, string, string][] = [
  [owner, "reference: the overview", "/admin"],
  [owner, "site-wide, last 30 days (default)", "/admin/reports"],
  [owner, "site-wide, a year", `/admin/reports?${year}`],
  [
    owner,
    "site-wide CSV: searches by day, a year",
    `/admin/reports/export.csv?report=site&table=searches&${year}`,
  ],
  [manager, "branch, last 30 days", `/admin/reports/branches/${busiestBranch}`],
  [manager, "branch, a year", `/admin/reports/branches/${busiestBranch}?${year}`],
  [owner, "listing (a featured one), last 30 days", "/admin/reports/listings/100"],
  [owner, "listing (a featured one), a year", `/admin/reports/listings/100?${year}`],
  [
    owner,
    "listing (an ordinary one), a year",
    `/admin/reports/listings/${Math.floor(options.listings / 2) + 1}?${year}`,
  ],
];
for (const [b, label, pathname] of pages) await timePage(b, label, pathname, options.runs);

await scratch.finish(server);
