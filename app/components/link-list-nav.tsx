// A list of links in a navigation landmark named by its heading: the footer's popular searches, a branch's and a
// place's nearby searches, a content page's other pages.
import type { ReactNode } from "react";
import { Link } from "react-router";

export function LinkListNav(props: {
  /** The heading's id, which names the landmark (unique on the page). */
  id: string;
  heading: ReactNode;
  links: readonly { path: string; title: string }[];
  className?: string;
  headingClassName: string;
  listClassName: string;
}) {
  return (
    <nav aria-labelledby={props.id} className={props.className}>
      <h2 id={props.id} className={props.headingClassName}>
        {props.heading}
      </h2>
      <ul className={props.listClassName}>
        {props.links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className="underline underline-offset-4">
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
