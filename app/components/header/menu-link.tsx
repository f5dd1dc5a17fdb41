// A menu item's link (spec §3 "Menu": target 'B' opens in a new tab). Site paths use the router, so a click
// is a client-side navigation; overlay hashes stay plain anchors for the overlay host (app/modals).
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MenuItem } from "../../../modules/content/model/site-content.ts";

type Props = { item: MenuItem; className?: string; onNavigate?: () => void; children?: ReactNode };

export function MenuLink({ item, className, onNavigate, children }: Props) {
  const label = children ?? item.name;
  if (item.target === "B") {
    return (
      <a href={item.url} target="_blank" rel="noopener" className={className} onClick={onNavigate}>
        {label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (item.url.startsWith("/") && !item.url.startsWith("//") && !item.url.includes("#")) {
    return (
      <Link to={item.url} className={className} onClick={onNavigate}>
        {label}
      </Link>
    );
  }
  return (
    <a href={item.url} className={className} onClick={onNavigate}>
      {label}
    </a>
  );
}
