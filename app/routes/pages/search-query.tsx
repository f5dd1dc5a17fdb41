// /search?channel=…&place_id=…&fragment=… — the spec's query form of a search (spec §2, design §5), and what
// the filter bar submits without JavaScript: answered with a 301 to the canonical path. hashbang=map keeps
// the map view open on the way (spec §2).
import { data, redirect } from "react-router";
import type { Route } from "./+types/search-query";
import { buildSearchPath, parseSearchParams } from "../../../domain/search/url.ts";

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = parseSearchParams(params);
  if (!parsed.ok) throw data(null, { status: 404 });
  throw redirect(buildSearchPath(parsed.criteria, { map: params.get("hashbang") === "map" }), 301);
}

export default function SearchQuery() {
  return null;
}
