// A content page's lead image (an article's, a services page's): the page's largest paint, so it is fetched first
// and its box is reserved before it arrives. Decorative: the heading above it says what the page is.
export function HeroImage({ src, className = "" }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={1160}
      height={711}
      fetchPriority="high"
      className={`aspect-[408/250] w-full rounded-lg object-cover ${className}`.trim()}
    />
  );
}
