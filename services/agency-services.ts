// Each agency's services (issue 44 items 3–4): the install's, with the agency's own database handles (bound to it
// by row-level security, db/agency-connections.ts), public URL, caches and counters. Made on an agency's first
// request and kept; made again when its public URL changes. The install's own agency is served by the install's
// services themselves, so one agency's install is exactly what it was.
import type { AgencyDb } from "../db/client.ts";
import { agencyMediaFolder, INSTALL_AGENCY_ID, type Agency } from "../modules/agencies/model/agency.ts";
import { mediaStoresUnder } from "../platform/media-stores.ts";
import type { Services } from "../platform/services.ts";
import { createServices } from "./index.ts";

export type AgencyServices = {
  of(agency: Pick<Agency, "id" | "publicUrl">): Services;
  /** Writes every agency's counted searches and requests (the host calls it before closing the database). */
  flush(): Promise<void>;
};

export function agencyServices(install: Services, forAgency: (agency: number) => AgencyDb): AgencyServices {
  const kept = new Map<number, Services>();
  return {
    of(agency) {
      // Agency 1's address is PUBLIC_URL (each server's start keeps it so, decision 029).
      if (agency.id === INSTALL_AGENCY_ID) return install;
      const found = kept.get(agency.id);
      if (found?.config.publicUrl === agency.publicUrl) return found;
      const { db, readDb } = forAgency(agency.id);
      const made = createServices({
        agencyId: agency.id,
        db,
        readDb,
        config: { ...install.config, publicUrl: agency.publicUrl },
        logger: install.logger,
        // What holds no agency's rows is shared: the captcha, the address and place lookups, and the media stores,
        // of which each agency reads and writes its own folder only.
        shared: { ...install, media: mediaStoresUnder(install.media, agencyMediaFolder(agency.id)) },
      });
      kept.set(agency.id, made);
      return made;
    },
    async flush() {
      await Promise.all(
        [...kept.values()].flatMap((services) => [
          services.searchEvents.flush(),
          services.requestCounts.flush(),
        ]),
      );
    },
  };
}
