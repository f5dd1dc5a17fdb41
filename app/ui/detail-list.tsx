// A record's facts as name and value pairs (an import's file and times, a visitor's contact details): one
// definition list, each name bold beside or above its value.
import { Fragment, type ReactNode } from "react";
import type { DataAttributes } from "./data-table.tsx";

export type Detail = {
  term: string;
  detail: ReactNode;
  className?: string;
  attributes?: DataAttributes;
};

export function DetailList({ details, className }: { details: readonly Detail[]; className: string }) {
  return (
    <dl className={className}>
      {details.map((item) => (
        <Fragment key={item.term}>
          <dt className="font-semibold">{item.term}</dt>
          <dd className={item.className} {...item.attributes}>
            {item.detail}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
