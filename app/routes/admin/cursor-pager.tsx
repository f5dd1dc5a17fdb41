// The links under a list paged by cursor (the newest page, the next page), as a labelled navigation landmark.
export function CursorPager(props: {
  label: string;
  first: { href: string | null; text: string };
  next: { href: string | null; text: string };
}) {
  return (
    <nav aria-label={props.label} className="flex gap-4">
      {[props.first, props.next].map((link) =>
        link.href ? (
          <a key={link.text} href={link.href} className="underline">
            {link.text}
          </a>
        ) : null,
      )}
    </nav>
  );
}
