// The listing editor's advert check (issue 41): what the 2026 advert rules find in the listing, each finding with
// its rule, the words, where they are and the fix, and whether the listing as saved is held back from the site.
// The server renders the findings of the listing as it stands; with script (advert-check.browser.ts, bundled on
// its own and loaded only here), the list follows the form as staff type, from the same checks.
import type { AdvertFinding } from "../../../../modules/advert-rules/index.ts";
import {
  findingLines,
  findingsKey,
  NO_FINDINGS,
} from "../../../../modules/advert-rules/model/listing-advert.ts";
import advertCheckScriptUrl from "./advert-check.browser.ts?worker&url";

export type AdvertCheckView = {
  channel: "sales" | "lettings";
  shortLet: boolean;
  /** The agency's choice for a missing Part A item (the editor's script judges with it). */
  partAMissing: "block" | "warn";
  /** As saved: whether the site shows the listing. */
  heldBack: boolean;
  /** The rules' findings in the listing as it stands. */
  findings: AdvertFinding[];
  /** The listing as advertised at any moment, from its kept versions. */
  advertisedHref: string;
  /** How much of the material information the agency has given (Parts A–C), and what is missing. */
  material: { line: string; missingPartA: string[]; missingOther: string[] };
};

export function AdvertFindingList({ findings }: { findings: AdvertFinding[] }) {
  if (findings.length === 0) return <p>{NO_FINDINGS}</p>;
  return (
    <ul className="flex list-disc flex-col gap-2 pl-6">
      {findings.map((found) => {
        const { title, detail } = findingLines(found);
        return (
          <li key={`${found.rule}-${found.field}`} data-advert-rule={found.rule}>
            <strong>{title}</strong> {detail}
          </li>
        );
      })}
    </ul>
  );
}

export function AdvertCheck({ view }: { view: AdvertCheckView }) {
  return (
    <section
      aria-labelledby="advert-check-title"
      className="flex flex-col gap-3 rounded border border-black/30 p-4"
      data-advert-check
      data-channel={view.channel}
      data-short-let={view.shortLet ? "yes" : "no"}
      data-part-a-missing={view.partAMissing}
    >
      <h2 id="advert-check-title" className="text-lg font-semibold">
        Advert rules
      </h2>
      {view.heldBack ? (
        <p className="rounded border-2 border-red-800 bg-red-50 p-3 font-semibold" data-advert-held>
          As saved, this listing is held back from the site: its page answers 404 and searches leave it out.
          Mend what is listed below and save.
        </p>
      ) : null}
      <p className="text-sm">
        The Renters&rsquo; Rights Act 2025 rules for lettings adverts, checked on every save and import. The
        list follows the form as you type.
      </p>
      {/* Polite: read out when the findings change, a moment after typing stops (the script waits for a pause). */}
      <div role="status" data-advert-findings data-findings-key={findingsKey(view.findings)}>
        <AdvertFindingList findings={view.findings} />
      </div>
      <div data-material-completeness>
        <h3 className="font-semibold">Material information</h3>
        <p>{view.material.line}</p>
        {view.material.missingPartA.length ? (
          <p className="font-semibold">{`Missing from Part A: ${view.material.missingPartA.join(", ")}.`}</p>
        ) : null}
        {view.material.missingOther.length ? (
          <p>{`Also missing: ${view.material.missingOther.join(", ")}. The page says "Ask the agent" for each.`}</p>
        ) : null}
      </div>
      <p>
        <a href={view.advertisedHref} className="underline" data-advertised-link>
          This listing as advertised on any date (every version kept, to download as evidence)
        </a>
      </p>
      <script type="module" src={advertCheckScriptUrl} />
    </section>
  );
}
