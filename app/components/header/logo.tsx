// The agency's logo, a link to the home page (spec §2 "Header"): beside the menus, or between them.
import { Link } from "react-router";
import type { Header } from "../../../modules/content/model/site-content.ts";
import { homePath } from "../../../domain/urls.ts";

export function Logo({ header }: { header: Header }) {
  return (
    <Link to={homePath()} className="min-w-0 rounded" aria-label={`${header.agencyName} home page`}>
      <img
        src={header.logo.url}
        alt={header.logo.alt}
        width={header.logo.width}
        height={header.logo.height}
      />
    </Link>
  );
}
