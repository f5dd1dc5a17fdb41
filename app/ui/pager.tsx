// The links under a paged list (the newest page, the next page, …) as a labelled navigation landmark. A link
// with no address (no such page) is left out rather than shown dead; a status item ("Page 2 of 5") is text.
export type PagerItem = { text: string; href: string | null } | { status: string };

export function Pager({
  label,
  items,
  linkClassName = "underline",
}: {
  label: string;
  items: readonly PagerItem[];
  linkClassName?: string;
}) {
  return (
    <nav aria-label={label} className="flex gap-4">
      {items.map((item) =>
        "status" in item ? (
          <span key={item.status}>{item.status}</span>
        ) : item.href ? (
          <a key={item.text} href={item.href} className={linkClassName || undefined}>
            {item.text}
          </a>
        ) : null,
      )}
    </nav>
  );
}

/** A list paged by cursor (keyset): the way back to its first page and on to the next, each when there is one. */
export function CursorPager(props: {
  label: string;
  first: string;
  next: string;
  hrefs: { firstHref: string | null; nextHref: string | null };
}) {
  return (
    <Pager
      label={props.label}
      items={[
        { text: props.first, href: props.hrefs.firstHref },
        { text: props.next, href: props.hrefs.nextHref },
      ]}
    />
  );
}
