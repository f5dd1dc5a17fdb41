// An image card: an optional 408×250 photo (lazy: these cards sit in sliders and lists below the fold) above
// a padded body. Shared by the office and article cards, the branch list, the section card sliders and the
// sales-event catalogue, which differ only in their classes and body.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DecorativeImage } from "../decorative-image.tsx";

export function ImageCard({
  imageUrl,
  as: Tag = "article",
  className = "flex h-full flex-col overflow-hidden rounded-lg border border-black/10 bg-paper shadow-sm",
  imageClassName,
  bodyClassName = "flex flex-col gap-1 p-4",
  children,
}: {
  imageUrl: string | null;
  as?: "article" | "li";
  className?: string;
  /** Added to the image's own classes. */
  imageClassName?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={className}>
      {imageUrl ? (
        <DecorativeImage
          src={imageUrl}
          width={408}
          height={250}
          className={`aspect-[408/250] w-full object-cover${imageClassName ? ` ${imageClassName}` : ""}`}
        />
      ) : null}
      <div className={bodyClassName}>{children}</div>
    </Tag>
  );
}

/** The card's title: a link to the page the card stands for (an office, a branch, an article). */
export function ImageCardTitle({
  to,
  as: Heading = "h3",
  className = "text-lg font-semibold",
  children,
}: {
  to: string;
  as?: "h2" | "h3";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Heading className={className}>
      <Link to={to} className="underline-offset-4 hover:underline">
        {children}
      </Link>
    </Heading>
  );
}
