// GET /places?term={text} and GET /places?near={longitude},{latitude} (spec §7 "Places and address"):
// up to 15 [label, placeId] pairs. The gazetteer is public and rarely changes: a short public cache.
import type { Route } from "./+types/places";
import { placesNear, suggestPlaces } from "../../../modules/search/index.ts";

const CACHE = "public, max-age=300";
const MAX_TERM_LENGTH = 100;
const COORDINATE = /^-?\d{1,3}(?:\.\d+)?$/;

const rejected = (message: string) =>
  Response.json({ errors: { places: [message] } }, { status: 400, headers: { "Cache-Control": "no-store" } });

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { db } = await context.readServices();
  const near = params.get("near");
  const term = params.get("term");
  if (near !== null) {
    const parts = near.split(",");
    const [longitude, latitude] = parts.map(Number);
    if (
      parts.length !== 2 ||
      !parts.every((part) => COORDINATE.test(part.trim())) ||
      Math.abs(latitude!) > 90 ||
      Math.abs(longitude!) > 180
    ) {
      return rejected("near must be {longitude},{latitude} in decimal degrees, e.g. near=-2.5879,51.4545");
    }
    const places = await placesNear(db, { latitude: latitude!, longitude: longitude! });
    return Response.json(places, { headers: { "Cache-Control": CACHE } });
  }
  if (term === null) return rejected("Give term={text} or near={longitude},{latitude}");
  const text = term.trim();
  if (!text) return Response.json([], { headers: { "Cache-Control": CACHE } });
  if (text.length > MAX_TERM_LENGTH) return rejected(`term must be at most ${MAX_TERM_LENGTH} characters`);
  const places = await suggestPlaces(db, text);
  return Response.json(places, { headers: { "Cache-Control": CACHE } });
}
