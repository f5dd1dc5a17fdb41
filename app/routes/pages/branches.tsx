// /branches (issue 7 item 4; spec §3 "Branch list with branchesSearch and pagination"): every branch,
// nearest the searched town or postcode first, a page at a time. The home page's mini branch search posts
// (GET) here with ?q=.
import { data, Form } from "react-router";
import type { Route } from "./+types/branches";
import { publicPageHeaders } from "../_http/public-page.ts";
import { branchesPath } from "../../../domain/urls.ts";
import { searchBranches } from "../../../modules/branches/index.ts";
import { ImageCard, ImageCardTitle } from "../../components/content-pages/image-card.tsx";
import { PagePagination } from "../../components/content-pages/page-pagination.tsx";
import { contentPageMeta, pageParam } from "../../components/content-pages/page-meta.ts";

// The same for every anonymous visitor: the page cache and a CDN may keep it (docs/decisions/014).
export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = pageParam(params.get("page"));
  if (page === null) throw data(null, { status: 404 });
  const result = await searchBranches(context.services, { q: params.get("q") ?? "", page });
  if (page > 1 && !result.branches.length) throw data(null, { status: 404 });
  return result;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.pagination.page ?? 1;
  return contentPageMeta(matches, {
    title: page > 1 ? `Our branches, page ${page}` : "Our branches",
    description: "Find your nearest branch: addresses, opening hours, contact numbers and the local team.",
    path: branchesPath({ page }),
  });
}

// modules/branches/use-cases/branches.ts MAX_BRANCH_QUERY; importing the value would pull the service into the page's chunk.
const MAX_QUERY = 100;

const listHref = (q: string, page: number) => branchesPath({ q, page });

export default function Branches({ loaderData }: Route.ComponentProps) {
  const { q, origin, notFound, branches, pagination } = loaderData;
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8">
      <h1 className="text-3xl font-bold">Our branches</h1>
      <Form method="get" action={branchesPath()} role="search" className="mt-6 flex max-w-xl flex-col gap-2">
        <label htmlFor="branch-search" className="font-medium">
          Town or postcode
        </label>
        <div className="flex gap-2">
          <input
            id="branch-search"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={MAX_QUERY}
            className="min-w-0 flex-1 rounded border border-black/50 px-3 py-2"
          />
          <button type="submit" className="rounded bg-brand px-5 py-2 font-semibold text-brand-contrast">
            Search
          </button>
        </div>
      </Form>
      <p role="status" className="mt-4">
        {notFound
          ? `We couldn't find "${q}". Showing all our branches.`
          : origin
            ? `Branches nearest ${origin}`
            : null}
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2" aria-label="Branches">
        {branches.map((branch) => (
          <li key={branch.slug}>
            <ImageCard
              imageUrl={branch.imageUrl}
              className="flex h-full flex-col overflow-hidden rounded-lg border border-black/10 shadow-sm sm:flex-row"
              imageClassName="sm:w-48"
            >
              <ImageCardTitle to={branch.url} as="h2" className="text-xl font-semibold">
                {branch.name}
              </ImageCardTitle>
              <p>{branch.address}</p>
              <p>
                <a href={`tel:${branch.telephone.replace(/\s/g, "")}`} className="underline">
                  {branch.telephone}
                </a>
              </p>
              {branch.distanceMiles !== null ? (
                <p className="text-sm" data-distance={branch.distanceMiles}>
                  {branch.distanceMiles} miles away
                </p>
              ) : null}
            </ImageCard>
          </li>
        ))}
      </ul>
      <PagePagination
        page={pagination.page}
        totalPages={pagination.total_pages}
        href={(page) => listHref(q, page)}
      />
    </div>
  );
}
