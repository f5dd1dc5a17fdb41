// A panel's credit: its source, the date of the data, and the licence line the Open Government Licence asks
// for (modules/open-data/model/sources.ts).
import { OGL_V3, type OpenDataCredit } from "../../../../modules/open-data/model/sources.ts";
import { formatLongDate } from "../../content-pages/long-date.ts";

export function SourceLine({ credit, date }: { credit: OpenDataCredit; date: string | null }) {
  return (
    <p className="mt-2 text-sm">
      Source:{" "}
      <a href={credit.url} className="underline underline-offset-4">
        {credit.name}
      </a>
      {date ? `, data of ${formatLongDate(date)}` : ""}. {credit.attribution} Licensed under the{" "}
      <a href={OGL_V3.url} className="underline underline-offset-4">
        {OGL_V3.name}
      </a>
      .
    </p>
  );
}

/** The panel's own heading and body, the same frame for every panel. */
export function PanelFrame({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-black/10 p-4">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
