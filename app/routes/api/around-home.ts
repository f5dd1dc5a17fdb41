// GET /properties/{id}/around-home.json (issue 17): the open data the property page's "Around this home"
// section loads when it is scrolled to (schools nearby, broadband and flood risk for the postcode), so the
// page's first HTML and JavaScript do not carry it. Public and the same for everyone: a short shared cache.
import type { Route } from "./+types/around-home";
import { aroundHome } from "../../../modules/open-data/index.ts";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../_http/public-page.ts";

const PROPERTY_ID = /^[1-9][0-9]{0,9}$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const data =
    PROPERTY_ID.test(params.id) && id <= 2_147_483_647
      ? await aroundHome((await context.readServices()).db, id)
      : null;
  if (!data) {
    return Response.json(
      { errors: { property: ["No such property on the market"] } },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  return Response.json(data, { headers: { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } });
}
