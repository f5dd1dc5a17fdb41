// /properties/{id}/{channel}: an older shape of a property's address. design §5: one canonical URL per page,
// so it answers 301 with /properties/{id} (the property route then decides 200, 404 or 410).
import { redirect } from "react-router";
import type { Route } from "./+types/property-channel";
import { propertyPath } from "../../../domain/urls.ts";

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(propertyPath(params.id), 301);
}

export default function PropertyChannel() {
  return null;
}
