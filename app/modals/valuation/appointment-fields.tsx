// Step 2 of the three-step flow: the day and the time slots (spec §3, §4 "Time slots"). The rules live in
// modules/leads/model/valuation/time-slots.ts; this only shows them. Slot buttons are toggle buttons (aria-pressed).
import { bookingDateLabel, type BookingDate } from "../../../modules/leads/model/valuation/booking-dates.ts";
import {
  clearSlots,
  clickSlot,
  selectAllOf,
  type DayPeriod,
  type TimeSlotState,
} from "../../../modules/leads/model/valuation/time-slots.ts";
import { fieldClass, labelClass } from "../../ui/field.tsx";

const toggleClass =
  "min-h-11 rounded border border-black/50 px-3 py-2 font-semibold aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-contrast";

export function AppointmentFields({
  formId,
  dates,
  date,
  onDateChange,
  slots,
  onSlotsChange,
  slotError,
}: {
  formId: string;
  dates: readonly BookingDate[];
  date: BookingDate;
  onDateChange: (date: BookingDate) => void;
  slots: TimeSlotState;
  onSlotsChange: (slots: TimeSlotState) => void;
  slotError: string | undefined;
}) {
  const errorId = `${formId}-slots-error`;
  const allButton = (period: DayPeriod, label: string) => (
    <button
      type="button"
      aria-pressed={slots.allOf === period}
      onClick={() => onSlotsChange(selectAllOf(slots, period))}
      className={toggleClass}
    >
      {label}
    </button>
  );
  const periodSlots = (period: DayPeriod) =>
    slots.slots
      .filter((slot) => slot.period === period)
      .map((slot) => (
        <button
          key={slot.id}
          type="button"
          aria-pressed={slot.selected}
          onClick={() => onSlotsChange(clickSlot(slots, slot.id))}
          className={toggleClass}
        >
          {slot.time}
        </button>
      ));

  return (
    <div className="flex flex-col gap-4">
      <div>
        <label htmlFor={`${formId}-date`} className={labelClass}>
          Date
        </label>
        <select
          id={`${formId}-date`}
          value={date.fullDate}
          onChange={(event) => {
            const next = dates.find((d) => d.fullDate === event.target.value);
            if (!next) return;
            onDateChange(next);
            // spec §4: "Changing the date clears all selections".
            onSlotsChange(clearSlots());
          }}
          className={fieldClass}
        >
          {dates.map((d) => (
            <option key={d.fullDate} value={d.fullDate}>
              {bookingDateLabel(d)}
            </option>
          ))}
        </select>
      </div>
      <fieldset aria-describedby={slotError ? errorId : undefined}>
        <legend className={labelClass}>Time</legend>
        <p className="text-sm">Choose the times that suit you; the branch will confirm one.</p>
        <div role="group" aria-label="Morning" className="mt-2 flex flex-wrap gap-2">
          {allButton("am", "All am")}
          {periodSlots("am")}
        </div>
        <div role="group" aria-label="Afternoon" className="mt-2 flex flex-wrap gap-2">
          {allButton("pm", "All pm")}
          {periodSlots("pm")}
        </div>
        {slotError ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {slotError}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
