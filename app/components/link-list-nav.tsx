// A list of links in a navigation landmark named by its heading: the footer's popular searches, a branch's and a
// place's nearby searches, a content page's other pages, the places a place name may mean; and the bare list.
import type { ReactNode } from "react";
import { Link } from "react-router";

export function LinkListNav(props: {
  /** The heading's id, which names the landmark (unique on the page). */
  id: string;
  heading: ReactNode;
  links: readonly PageLink[];
  className?: string;
  headingClassName: string;
  listClassName: string;
}) {
  return (
    <nav aria-labelledby={props.id} className={props.className}>
      <h2 id={props.id} className={props.headingClassName}>
        {props.heading}
      </h2>
      <LinkList links={props.links} className={props.listClassName} />
    </nav>
  );
}

type PageLink = { path: string; title: string };

export function LinkList({
  links,
  className,
  linkClassName = "underline underline-offset-4",
}: {
  links: readonly PageLink[];
  className: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <Link to={link.path} className={linkClassName}>
            {link.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
