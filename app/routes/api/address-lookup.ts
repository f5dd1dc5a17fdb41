// GET /address_lookup (spec §7 "Places and address"), through the configured provider (ADDRESS_PROVIDER):
//   ?autocomplete={text} → 200 {suggestions: [{id, address}]}   at most 10; [] for text under 3 characters or
//                                                               when the provider fails (logged, not cached)
//   ?id={id}             → 200 the address object of spec §3 {building_name, building_number, line_1 … line_4,
//                          town_or_city, county, postcode}; 404 {error} unknown id; 503 {error} provider down
//   neither, or text over 100 characters → 400 {errors: {address_lookup: [message]}}
//   a paid provider's per-visitor budget spent → 429 {errors: {base: [message]}}
import type { Route } from "./+types/address-lookup";
import { PAID_LOOKUP_REFUSED } from "../../../platform/address-lookup/index.ts";

const CACHE = { "Cache-Control": "public, max-age=300" };
const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const lookup = context.services.addressLookup;
  const visitor = { ip: context.ip };
  const text = params.get("autocomplete");
  const id = params.get("id");

  if (text !== null) {
    const outcome = await lookup.suggest(text, visitor);
    if (outcome.kind === "invalid") return rejected(outcome.message);
    if (outcome.kind === "too-many") return tooMany();
    // A provider failure answers "nothing found" (the visitor can type the address), never cached.
    const headers = outcome.kind === "failed" ? NO_STORE : CACHE;
    return Response.json({ suggestions: outcome.suggestions }, { headers });
  }
  if (id !== null) {
    const outcome = await lookup.get(id, visitor);
    switch (outcome.kind) {
      case "ok":
        return Response.json(outcome.address, { headers: CACHE });
      case "not-found":
        return Response.json({ error: "No address has that id" }, { status: 404, headers: NO_STORE });
      case "unavailable":
        return Response.json(
          { error: "The address lookup is unavailable; please enter the address by hand" },
          { status: 503, headers: NO_STORE },
        );
      case "too-many":
        return tooMany();
    }
  }
  return rejected("Give autocomplete={text} or id={id}");
}

const rejected = (message: string) =>
  Response.json({ errors: { address_lookup: [message] } }, { status: 400, headers: NO_STORE });

const tooMany = () =>
  Response.json({ errors: { base: [PAID_LOOKUP_REFUSED] } }, { status: 429, headers: NO_STORE });
