// The status tags of spec §4 "Property card tags" ('Under offer', 'Sold', 'NEW Listing!' …), on the card
// (small, over the photo) and on the property page (larger, above the heading).
export function StatusTags({
  tags,
  size,
  className = "",
}: {
  tags: string[];
  size: "small" | "large";
  className?: string;
}) {
  if (!tags.length) return null;
  const tagClass = size === "small" ? "px-2 py-0.5 text-xs" : "px-2 py-1 text-sm";
  return (
    <ul className={`flex flex-wrap ${size === "small" ? "gap-1" : "gap-2"} ${className}`} aria-label="Status">
      {tags.map((tag) => (
        <li key={tag} className={`rounded bg-brand font-semibold text-brand-contrast ${tagClass}`}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
