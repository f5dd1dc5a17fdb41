// Host → agency for every request (issue 44 budget: ≤ 0.1 ms): the whole hostname table held in memory, read
// again after an announced change to the agencies (platform/change-notices.ts reaches every process).
import type { Db } from "../../../db/client.ts";
import { addGroupSitesOf, onChange } from "../../../platform/change-notices.ts";
import { answerForHost, type HostAnswer, type HostTable } from "../model/host-answer.ts";
import type { Agency } from "../model/agency.ts";
import { selectAgencies, selectHostnames } from "../repos/agencies.ts";

export type HostDirectory = {
  /** The answer for a request's hostname (requestHostname's spelling). */
  answer(hostname: string | null): Promise<HostAnswer>;
  /** The same without I/O, or null while the table is being read again (the caller takes the slow path). */
  answerNow(hostname: string | null): HostAnswer | null;
  /** An agency as the table holds it (a group site's member, for its listing pages and leads), or null. */
  agency(id: number): Promise<Agency | null>;
  close(): void;
};

export function createHostDirectory(db: Db): HostDirectory {
  let table: HostTable | null = null;
  let pending: Promise<HostTable> | null = null;
  // Bumped by every change heard: a read begun before it may hold the old names, so it is used once, not kept.
  let version = 0;
  const stopListening = onChange((scope) => {
    if (scope !== "agencies" && scope !== "all") return;
    version += 1;
    table = null;
    pending = null;
  });
  // A member's change shows at its group site too (its listings are the group's): the group's caches forget it.
  const stopTellingGroups = addGroupSitesOf((agency) => {
    if (!table) return null;
    const groupId = table.agencies.get(agency)?.groupId;
    return groupId ? [groupId] : [];
  });
  const load = (): Promise<HostTable> => {
    if (!pending) {
      const readingVersion = version;
      const reading: Promise<HostTable> = readHostTable(db)
        .then((read) => {
          if (version === readingVersion) table = read;
          return read;
        })
        .finally(() => {
          if (pending === reading) pending = null;
        });
      pending = reading;
    }
    return pending;
  };
  return {
    async answer(hostname) {
      return answerForHost(table ?? (await load()), hostname);
    },
    answerNow(hostname) {
      return table ? answerForHost(table, hostname) : null;
    },
    async agency(id) {
      return (table ?? (await load())).agencies.get(id) ?? null;
    },
    close() {
      stopListening();
      stopTellingGroups();
    },
  };
}

async function readHostTable(db: Db): Promise<HostTable> {
  const [agencies, hostnames] = await Promise.all([selectAgencies(db), selectHostnames(db)]);
  return {
    agencies: new Map(agencies.map((agency) => [agency.id, agency])),
    hostnames: new Map(hostnames.map((row) => [row.hostname, row])),
  };
}
