// Step 3 of the three-step valuation flow shows what will be sent: who, where, when, and the message if any.
import { bookingDateLabel, type BookingDate } from "../../../modules/leads/model/valuation/booking-dates.ts";
import type { TimeSlotState } from "../../../modules/leads/model/valuation/time-slots.ts";
import type { ValuationDetails } from "./use-valuation-details.ts";

export function ValuationSummary({
  fields,
  date,
  slots,
}: {
  fields: ValuationDetails["fields"];
  date: BookingDate;
  slots: TimeSlotState;
}) {
  const rows: (readonly [string, string])[] = [
    ["Name", `${fields.first_name} ${fields.last_name}`],
    ["Email", fields.email],
    ["Phone", fields.tel_home],
    ["Address", addressLine(fields)],
    ["Date", bookingDateLabel(date)],
    [
      "Times",
      slots.slots
        .filter((s) => s.selected)
        .map((s) => s.time)
        .join(", "),
    ],
    ...(fields.message.trim() ? [["Message", fields.message] as const] : []),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function addressLine(fields: {
  house_name: string;
  house_number: string;
  street: string;
  town: string;
  postcode: string;
}) {
  return [
    fields.house_name,
    [fields.house_number, fields.street].filter(Boolean).join(" "),
    fields.town,
    fields.postcode,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}
