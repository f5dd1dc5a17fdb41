// /admin/listings/:id/advertised/download?at=… (issue 41 "Evidence"): the listing's advert as it was at that moment,
// as one HTML file with its own few styles and its photos inside (data: URLs), that opens anywhere without a server
// — for a council, the CMA or a redress scheme. 404 when the listing was not on the site then.
import { renderToStaticMarkup } from "react-dom/server";
import type { Route } from "./+types/advertised-download";
import { evidencePhotos } from "../../../../modules/advert-rules/index.ts";
import { formatWhen } from "../admin-format.ts";
import { ADMIN_HEADERS } from "../require-staff.server.ts";
import { AdvertEvidenceView, type EvidenceProps } from "./advert-evidence-view.tsx";
import { loadAdvertised, momentValue } from "./advertised.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { listing, moment, shown } = await loadAdvertised(args);
  if (!shown) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  const photos = await evidencePhotos(
    args.context.services.media.originals,
    shown.snapshot.photos.map((photo) => photo.key),
  );
  const html = evidenceDocument({ ...shown, photoSrc: (key) => photos.get(key) ?? null });
  // The file's name says the minute (UK time) it shows the advert at.
  const stamp = momentValue(moment).replace(/[-:T]/g, "");
  const name = listing.reference.replace(/[^A-Za-z0-9_-]/g, "_");
  return new Response(html, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Disposition": `attachment; filename="advert-${name}-${stamp}.html"`,
    },
  });
}

/** The download: one HTML document with its own few styles and the photos inside (no request leaves it). */
function evidenceDocument(props: EvidenceProps): string {
  const body = renderToStaticMarkup(<AdvertEvidenceView {...props} />);
  const title = `${props.snapshot.displayAddress}: as advertised at ${formatWhen(props.at)}`;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeText(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}img{max-width:100%;height:auto}ol,ul{padding-left:1.5rem}dt{font-size:.875rem;color:#333}dd{margin:0 0 .5rem;font-weight:600}</style></head><body><h1>${escapeText(title)}</h1>${body}</body></html>`;
}

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
