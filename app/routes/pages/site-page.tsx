// /{slug} (issue 16 "Legal and trust"): one of the agency's own pages from the `pages` content — privacy
// notice, cookie policy, terms, complaints procedure, fees, contact, about (modules/content/model/site-pages.ts). The body is
// sanitised rich text; the contact page also lists every branch. A slug the content lacks is the 404 page.
import { Link, data } from "react-router";
import { OtherPagesNav } from "../../components/content-pages/other-pages-nav.tsx";
import type { Route } from "./+types/site-page";
import { publicPageHeaders } from "../_http/public-page.ts";
import { telHref } from "../../../domain/urls.ts";
import { getSitePage, type BranchContact } from "../../../services/site-pages.ts";
import { contentPageMeta } from "../../components/content-pages/page-meta.ts";
import { RichText } from "../../components/content-pages/rich-text.tsx";

// The same for every anonymous visitor: the page cache and a CDN may keep it (docs/decisions/014).
export const headers = publicPageHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await getSitePage(context.services, params.slug);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

// A POST to a path that is no page is a 404, as on the catch-all route (app/routes/pages/not-found.tsx).
export function action() {
  throw data(null, { status: 404 });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return contentPageMeta(matches, { title: page.title, description: page.description, path: page.path });
}

export default function SitePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="mx-auto flex max-w-screen-lg flex-col gap-10 px-4 py-8">
      <article className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold">{page.title}</h1>
        {/* Sanitised by the content schema (modules/content/model/site-pages.ts); headings start at h2. Long words (cookie
            names, email addresses) wrap rather than push a 320 px screen sideways. */}
        <RichText
          html={page.bodyHtml}
          className="[overflow-wrap:anywhere] [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-semibold"
        />
      </article>
      {page.branches.length ? (
        <section aria-labelledby="page-branches">
          <h2 id="page-branches" className="text-2xl font-semibold">
            Our branches
          </h2>
          <ul aria-label="Branches" className="mt-4 grid gap-6 sm:grid-cols-2">
            {page.branches.map((branch) => (
              <li key={branch.url}>
                <BranchDetails branch={branch} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <OtherPagesNav pages={page.otherPages} />
    </div>
  );
}

function BranchDetails({ branch }: { branch: BranchContact }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-xl font-semibold">
        <Link to={branch.url} className="underline underline-offset-4">
          {branch.name}
        </Link>
      </h3>
      <address className="not-italic">{branch.address}</address>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {branch.telephones.map(({ label, telephone }) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd>
              <a href={telHref(telephone)} className="underline">
                {telephone}
              </a>
            </dd>
          </div>
        ))}
        {branch.email ? (
          <div className="contents">
            <dt className="font-medium">Email</dt>
            {/* Long addresses wrap rather than push a narrow screen sideways. */}
            <dd className="break-all">
              <a href={`mailto:${branch.email}`} className="underline">
                {branch.email}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {branch.openingHours.length ? (
        <dl aria-label={`${branch.name} opening hours`} className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
          {branch.openingHours.map((row) => (
            <div key={row.days} className="contents">
              <dt>{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
