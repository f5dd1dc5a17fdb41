// Each agency's services (issue 44 items 3–4): the install's, with the agency's own database handles (bound to it
// by row-level security, db/agency-connections.ts), public URL, caches and counters. Made on an agency's first
// request and kept; made again when its public URL or, at a group site, its members change. The install's own
// agency is served by the install's services themselves, so one agency's install is exactly what it was.
import type { Database } from "../db/client.ts";
import { agencyMediaFolder, INSTALL_AGENCY_ID, type Agency } from "../modules/agencies/model/agency.ts";
import { findAgency } from "../modules/agencies/index.ts";
import { groupMediaStores, mediaStoresUnder } from "../platform/media-stores.ts";
import type { Services } from "../platform/services.ts";
import { createServices } from "./index.ts";

type ServedAgency = Pick<Agency, "id" | "publicUrl" | "memberIds">;

export type AgencyServices = {
  of(agency: ServedAgency): Services;
  /** Writes every agency's counted searches and requests (the host calls it before closing the database). */
  flush(): Promise<void>;
};

/**
 * `agencyById`: the agencies as the process knows them now (the server's host directory, held in memory); by
 * default read from the database (the worker's jobs, which serve no pages).
 */
export function agencyServices(
  install: Services,
  database: Pick<Database, "forAgency" | "forGroupSite">,
  agencyById: (id: number) => Promise<Agency | null> = (id) => findAgency(install.db, String(id)),
): AgencyServices {
  const kept = new Map<number, { key: string; services: Services }>();
  const keyOf = (agency: ServedAgency) => `${agency.publicUrl} ${agency.memberIds.join(",")}`;
  const of = (agency: ServedAgency): Services => {
    // Agency 1's address is PUBLIC_URL (each server's start keeps it so, decision 029); it is never a group.
    if (agency.id === INSTALL_AGENCY_ID) return install;
    const found = kept.get(agency.id);
    if (found?.key === keyOf(agency)) return found.services;
    const isGroup = agency.memberIds.length > 0;
    const handles = database.forAgency(agency.id);
    const ownMedia = mediaStoresUnder(install.media, agencyMediaFolder(agency.id));
    const made = createServices({
      agencyId: agency.id,
      db: handles.db,
      readDb: handles.readDb,
      config: { ...install.config, publicUrl: agency.publicUrl },
      logger: install.logger,
      // What holds no agency's rows is shared: the captcha, the address and place lookups, and the media stores,
      // of which each agency reads and writes its own folder only (a group site reads its members' too).
      shared: {
        ...install,
        media: isGroup
          ? groupMediaStores(ownMedia, (member) =>
              agency.memberIds.includes(member)
                ? mediaStoresUnder(install.media, agencyMediaFolder(member))
                : null,
            )
          : ownMedia,
      },
      group: isGroup
        ? {
            memberIds: agency.memberIds,
            listingsDb: database.forGroupSite(agency.id).db,
            listingsReadDb: database.forGroupSite(agency.id).readDb,
            // A member's listing page, leads and views are the member's own (decision 034): its own services.
            memberServices: async (member) => {
              if (!agency.memberIds.includes(member)) return null;
              const current = await agencyById(member);
              return current?.status === "live" && current.groupId === agency.id ? of(current) : null;
            },
          }
        : null,
    });
    // The services they replace may hold counts not yet written: written now, not lost.
    if (found) void flushCounts(found.services).catch(() => {});
    kept.set(agency.id, { key: keyOf(agency), services: made });
    return made;
  };
  return {
    of,
    async flush() {
      await Promise.all([...kept.values()].map(({ services }) => flushCounts(services)));
    },
  };
}

function flushCounts(services: Services): Promise<unknown> {
  return Promise.all([services.searchEvents.flush(), services.requestCounts.flush()]);
}
