// The foot of each of the agency's own pages (issue 16) and of the cookie policy (issue 41): the other pages, by
// title.
import { LinkListNav } from "../link-list-nav.tsx";

export function OtherPagesNav({ pages }: { pages: { title: string; path: string }[] }) {
  if (!pages.length) return null;
  return (
    <LinkListNav
      id="page-others"
      heading="More information"
      links={pages}
      className="border-t border-black/10 pt-6"
      headingClassName="text-lg font-semibold"
      listClassName="mt-3 flex flex-wrap gap-x-6 gap-y-2"
    />
  );
}
