// The valuation appointment's time slots (spec §3 "Valuation request form", §4 "Time slots", §9 "8 hourly, 9:00
// to 16:00"). Pure state transitions: the form keeps a TimeSlotState and replaces it with what these return.
import { VALUATION_TIME_SLOTS, type ValuationSlotTime } from "../lead-field-names.ts";

export type DayPeriod = "am" | "pm";

export type TimeSlot = {
  readonly id: number;
  /** "9:00" … "16:00", as the spec lists them; the first selected one is sent as lead_booking.booking_time. */
  readonly time: ValuationSlotTime;
  readonly period: DayPeriod;
  readonly selected: boolean;
};

/** Which of 'All am' / 'All pm' is on, if either. */
export type AllPeriodMode = DayPeriod | null;

export type TimeSlotState = { readonly slots: readonly TimeSlot[]; readonly allOf: AllPeriodMode };

export function initialTimeSlots(): TimeSlotState {
  return {
    slots: VALUATION_TIME_SLOTS.map(({ id, time, period }) => ({ id, time, period, selected: false })),
    allOf: null,
  };
}

/** spec §4: 'All am' or 'All pm' selects matching slots and clears the others. */
export function selectAllOf(state: TimeSlotState, period: DayPeriod): TimeSlotState {
  return {
    slots: state.slots.map((slot) => ({ ...slot, selected: slot.period === period })),
    allOf: period,
  };
}

/**
 * spec §4: clicking a slot selects it, and toggles it when neither 'All' is active; with all-am or all-pm active
 * a click picks just that slot (and the 'All' choice ends).
 */
export function clickSlot(state: TimeSlotState, id: number): TimeSlotState {
  if (state.allOf !== null) {
    return { slots: state.slots.map((slot) => ({ ...slot, selected: slot.id === id })), allOf: null };
  }
  return {
    slots: state.slots.map((slot) => (slot.id === id ? { ...slot, selected: !slot.selected } : slot)),
    allOf: null,
  };
}

/** spec §4: changing the date clears all selections. */
export function clearSlots(): TimeSlotState {
  return initialTimeSlots();
}

/** The slot sent as booking_time (spec §7: "first selected slot"), or null when none is chosen. */
export function firstSelectedSlot(state: TimeSlotState): TimeSlot | null {
  return state.slots.find((slot) => slot.selected) ?? null;
}

export function hasSelectedSlot(state: TimeSlotState): boolean {
  return firstSelectedSlot(state) !== null;
}
