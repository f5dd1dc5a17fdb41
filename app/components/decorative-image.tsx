// A picture that only decorates the text beside it: an empty alt so screen readers pass over it, and lazy,
// off-thread loading because none of these pictures is a page's first paint (staff photos, gallery
// thumbnails, card pictures).
export function DecorativeImage({
  src,
  width,
  height,
  className,
}: {
  src: string;
  width: number;
  height: number;
  className: string;
}) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
