// /cookies (issue 41): the cookie policy. Every cookie and browser-storage key the site can set, drawn from the one
// list the code that sets them takes their names from (domain/site-storage.ts), as a table with headers; the
// agency's configured tags with their category and when they run; where the agency runs its own statistics without
// asking, the notice saying so and how to object. The agency's own page of this slug (the `pages` content), when
// it has one, is the introduction. The same for every visitor of an agency: cacheable.
import { data } from "react-router";
import type { Route } from "./+types/cookie-policy";
import { publicPageHeaders } from "../_http/public-page.ts";
import { getCookiePolicy } from "../../../services/cookie-policy.ts";
import { contentPageMeta } from "../../components/content-pages/page-meta.ts";
import { RichText } from "../../components/content-pages/rich-text.tsx";
import { OtherPagesNav } from "../../components/content-pages/other-pages-nav.tsx";
import {
  STORAGE_CATEGORY_LABELS,
  STORAGE_KIND_LABELS,
  type SiteStorageEntry,
} from "../../../domain/site-storage.ts";
import type { ConfiguredTag } from "../../../modules/content/model/configured-tags.ts";

export const headers = publicPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return { policy: await getCookiePolicy(context.services) };
}

// A POST here is no form of the site, as on the agency's other pages.
export function action() {
  throw data(null, { status: 404 });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { policy } = loaderData;
  return contentPageMeta(matches, {
    title: policy.title,
    description: policy.description,
    path: policy.path,
  });
}

const TABLE = "w-full min-w-[48rem] border-collapse text-left text-sm";
const CELL = "border-b border-black/15 px-3 py-2 align-top";
const HEAD = `${CELL} font-semibold`;

export default function CookiePolicy({ loaderData }: Route.ComponentProps) {
  const { policy } = loaderData;
  return (
    <div className="mx-auto flex max-w-screen-lg flex-col gap-10 px-4 py-8">
      <article className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold">{policy.title}</h1>
        {policy.introHtml ? (
          <RichText
            html={policy.introHtml}
            className="[overflow-wrap:anywhere] [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-semibold"
          />
        ) : null}

        {policy.statistics === "without-asking" ? (
          <section aria-labelledby="policy-statistics" className="flex max-w-3xl flex-col gap-2">
            <h2 id="policy-statistics" className="text-2xl font-semibold">
              Our own statistics, without asking first
            </h2>
            <p>{policy.texts.statisticsNotice}</p>
            <p>
              To object, choose <strong>{policy.texts.objectStatistics}</strong> at the foot of any page (or
              in the cookie banner). It takes effect at once and is remembered for 6 months; "Reject all"
              objects as well. <strong>{policy.texts.footerLinkText}</strong> changes any of your choices.
            </p>
          </section>
        ) : null}

        <section aria-labelledby="policy-storage" className="flex flex-col gap-3">
          <h2 id="policy-storage" className="text-2xl font-semibold">
            Cookies and browser storage
          </h2>
          <p className="max-w-3xl">
            Everything this site can keep in your browser. Strictly necessary items are always on; nothing
            else is set until you allow it, except where the section above says so.{" "}
            <strong>{policy.texts.footerLinkText}</strong>, at the foot of every page, changes your choice.
          </p>
          <PolicyTable
            caption="Every cookie and browser storage item this site can set"
            headings={["Name", "Kind", "Category", "Set by", "Purpose", "Lasts"]}
          >
            {policy.storage.map((entry) => (
              <StorageRow key={entry.name} entry={entry} />
            ))}
          </PolicyTable>
        </section>

        <section aria-labelledby="policy-tags" className="flex flex-col gap-3">
          <h2 id="policy-tags" className="text-2xl font-semibold">
            Statistics and analytics tags
          </h2>
          {policy.tags.length ? (
            <>
              <p className="max-w-3xl">
                The tags we have added to the site. The cookies a tag sets are its tool&apos;s own: the
                addresses below name the tool.
              </p>
              <PolicyTable
                caption="The statistics and analytics tags on this site"
                headings={["Tag", "Category", "Set by", "Addresses", "Runs"]}
              >
                {policy.tags.map((tag) => (
                  <TagRow key={tag.kind} tag={tag} />
                ))}
              </PolicyTable>
            </>
          ) : (
            <p className="max-w-3xl">
              We use no statistics, analytics or advertising tags at present. Before we add one, this page
              will list it.
            </p>
          )}
        </section>
      </article>
      <OtherPagesNav pages={policy.otherPages} />
    </div>
  );
}

/**
 * A table of the policy: a caption, a header per column, a header per row (its first cell). A wide table scrolls
 * on its own on a narrow screen, in a region the keyboard can reach and scroll (WCAG 2.1.1).
 */
function PolicyTable(props: { caption: string; headings: string[]; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={props.caption} tabIndex={0} className="overflow-x-auto">
      <table className={TABLE}>
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr>
            {props.headings.map((heading) => (
              <th key={heading} scope="col" className={HEAD}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

function StorageRow({ entry }: { entry: SiteStorageEntry }) {
  return (
    <tr>
      <th scope="row" className={`${CELL} font-mono font-normal [overflow-wrap:anywhere]`}>
        {entry.name}
        {entry.secureName ? (
          <span className="block font-sans text-xs">{` (${entry.secureName} on a secure connection)`}</span>
        ) : null}
      </th>
      <td className={CELL}>{STORAGE_KIND_LABELS[entry.kind]}</td>
      <td className={CELL}>{STORAGE_CATEGORY_LABELS[entry.category]}</td>
      <td className={CELL}>
        {entry.party === "first" ? "First party" : "Third party"}: {entry.setBy}
      </td>
      <td className={CELL}>{entry.purpose}</td>
      <td className={CELL}>{entry.lifetime}</td>
    </tr>
  );
}

const TAG_NAMES: Record<ConfiguredTag["kind"], string> = {
  statistics: "Our own statistics",
  analytics: "Analytics tags",
};

const TAG_RUNS: Record<ConfiguredTag["runs"], string> = {
  "until-objection": "Without asking first, until you object",
  "after-consent": "Only if you allow them",
};

function TagRow({ tag }: { tag: ConfiguredTag }) {
  return (
    <tr>
      <th scope="row" className={`${CELL} font-normal`}>
        {TAG_NAMES[tag.kind]}
      </th>
      <td className={CELL}>{STORAGE_CATEGORY_LABELS[tag.category]}</td>
      <td className={CELL}>{tag.party === "first" ? "First party (us)" : "Third party"}</td>
      <td className={`${CELL} [overflow-wrap:anywhere]`}>
        {tag.origins.length ? tag.origins.join(", ") : "This site"}
      </td>
      <td className={CELL}>{TAG_RUNS[tag.runs]}</td>
    </tr>
  );
}
