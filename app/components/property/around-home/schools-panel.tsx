// Schools within 1.5 miles (GIAS), nearest first, with Ofsted's latest judgement and its date where known.
import { OPEN_DATA_CREDITS } from "../../../../modules/open-data/model/sources.ts";
import type { SchoolNearby } from "../../../../modules/open-data/model/around-home.ts";
import { formatLongDate } from "../../content-pages/long-date.ts";
import type { AroundHomePanelProps } from "./panel-types.ts";
import { PanelFrame, SourceLine } from "./source-line.tsx";

function ofstedText(ofsted: SchoolNearby["ofsted"]): string {
  if (!ofsted) return "Ofsted: no inspection known";
  const when = ofsted.date ? ` (inspected ${formatLongDate(ofsted.date)})` : "";
  // Since September 2024 Ofsted gives no one-word overall judgement: say so rather than fill one in.
  return ofsted.judgement
    ? `Ofsted: ${ofsted.judgement}${when}`
    : `Ofsted: no overall judgement given${when}`;
}

export function SchoolsPanel({ data }: AroundHomePanelProps) {
  const { schools } = data;
  return (
    <PanelFrame id="around-home-schools" title="Schools within 1.5 miles">
      {schools.state === "shown" ? (
        <ul className="mt-2 divide-y divide-black/10">
          {schools.value.map((school) => (
            <li key={school.urn} className="py-2">
              <p className="font-semibold">{school.name}</p>
              <p className="text-sm">
                {[
                  school.phase === "Not applicable" ? school.type : school.phase,
                  school.ages,
                  `${school.miles} miles away`,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              <p className="text-sm">{ofstedText(school.ofsted)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">No data: we hold no school records within 1.5 miles of this home.</p>
      )}
      <SourceLine credit={OPEN_DATA_CREDITS.schools} date={schools.date} />
      {schools.ofstedDate ? <SourceLine credit={OPEN_DATA_CREDITS.ofsted} date={schools.ofstedDate} /> : null}
    </PanelFrame>
  );
}
