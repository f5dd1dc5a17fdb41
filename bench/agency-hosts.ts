// Issue 44's budget for host → agency resolution (≤ 0.1 ms per request, cached, invalidated on change across
// processes), on PostgreSQL: 200 agencies, each with a primary name and two aliases, then the host directory
// answers a mix of primary names, aliases, www twins and unknown names as requests would bring them. Reports the
// first (cold) read of the table, the warm per-request figure, and how long after an announced change a second
// process's directory answers with it (the pg_notify round trip).
// Usage: npx tsx bench/agency-hosts.ts [--agencies 200] [--lookups 1000000]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/oh_agencybench) is dropped and created.
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { agencies, agencyHostnames } from "../db/schema.ts";
import { listenForChanges } from "../platform/change-notices.ts";
import { addAgencyAlias, createHostDirectory } from "../modules/agencies/index.ts";
import { requestHostname } from "../modules/agencies/model/hostnames.ts";
import { recreateDatabase } from "./bench-database.ts";

const { values } = parseArgs({ options: { agencies: { type: "string" }, lookups: { type: "string" } } });
const agencyCount = Number(values.agencies ?? 200);
const lookups = Number(values.lookups ?? 1_000_000);
const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/oh_agencybench";

await recreateDatabase(url);
const database = await openDatabase({ databaseUrl: url, dataDir: "" });
const { db } = database;
const ids = Array.from({ length: agencyCount }, (_, i) => i + 1);
await db
  .insert(agencies)
  .values(ids.map((id) => ({ id, name: `Agency ${id}`, publicUrl: `https://agency-${id}.example` })));
await db.insert(agencyHostnames).values(
  ids.flatMap((id) => [
    { agencyId: id, hostname: `agency-${id}.example`, isPrimary: true },
    { agencyId: id, hostname: `agency-${id}-old.example`, isPrimary: false },
    { agencyId: id, hostname: `agency${id}.co.uk`, isPrimary: false },
  ]),
);

// What requests bring: Host headers with ports and capitals, as the host reads them (requestHostname included).
const hosts = ids.flatMap((id) => [
  `agency-${id}.example`,
  `AGENCY-${id}.example:443`,
  `agency-${id}-old.example`,
  `www.agency-${id}.example`,
  `nobody-${id}.example`,
]);

const directory = createHostDirectory(db);
let started = performance.now();
await directory.answer(requestHostname(hosts[0]));
const coldMs = performance.now() - started;

const kinds = new Map<string, number>();
started = performance.now();
for (let i = 0; i < lookups; i++) {
  const answer = await directory.answer(requestHostname(hosts[i % hosts.length]));
  if (i < hosts.length) kinds.set(answer.kind, (kinds.get(answer.kind) ?? 0) + 1);
}
const warmMs = (performance.now() - started) / lookups;

// Another process's change: this process hears it through LISTEN, and the next answer reads the table again.
const listener = listenForChanges(url, (message) => console.error(message));
await listener.ready;
const other = await openDatabase({ databaseUrl: url, dataDir: "" });
started = performance.now();
await addAgencyAlias(other.db, "1", "late-alias.example", { ip: null, userAgent: "bench" });
let heardMs = Number.NaN;
for (let tries = 0; tries < 5_000; tries++) {
  const answer = await directory.answer("late-alias.example");
  if (answer.kind === "redirect") {
    heardMs = performance.now() - started;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 1));
}

console.log(
  `agencies ${agencyCount}, hostnames ${agencyCount * 3}; answers over one round of names: ` +
    [...kinds].map(([kind, n]) => `${kind} ${n}`).join(", "),
);
console.log(`cold: first answer (reads the table) ${coldMs.toFixed(1)} ms`);
console.log(
  `warm: ${(warmMs * 1000).toFixed(2)} µs per request over ${lookups.toLocaleString("en-GB")} (budget 100 µs)`,
);
console.log(`a change committed by another connection answered after ${heardMs.toFixed(1)} ms`);
directory.close();
await listener.close();
await other.close();
await database.close();
