import { describe, expect, it } from "vitest";
import {
  clearSlots,
  clickSlot,
  firstSelectedSlot,
  hasSelectedSlot,
  initialTimeSlots,
  selectAllOf,
  type TimeSlotState,
} from "./time-slots.ts";

const selectedTimes = (state: TimeSlotState) => state.slots.filter((s) => s.selected).map((s) => s.time);
const idOf = (state: TimeSlotState, time: string) => state.slots.find((s) => s.time === time)!.id;

describe("valuation time slots (spec §3, §4 'Time slots', §9)", () => {
  it("has the eight hourly slots from 9:00 to 16:00, three am and five pm, none selected", () => {
    const state = initialTimeSlots();
    expect(state.slots.map((s) => `${s.time} ${s.period}`)).toEqual([
      "9:00 am",
      "10:00 am",
      "11:00 am",
      "12:00 pm",
      "13:00 pm",
      "14:00 pm",
      "15:00 pm",
      "16:00 pm",
    ]);
    expect(selectedTimes(state)).toEqual([]);
    expect(state.allOf).toBeNull();
    expect(hasSelectedSlot(state)).toBe(false);
  });

  it("'All am' selects the am slots and clears the others; 'All pm' the pm slots", () => {
    let state = clickSlot(initialTimeSlots(), idOf(initialTimeSlots(), "14:00"));
    state = selectAllOf(state, "am");
    expect(selectedTimes(state)).toEqual(["9:00", "10:00", "11:00"]);
    expect(state.allOf).toBe("am");
    state = selectAllOf(state, "pm");
    expect(selectedTimes(state)).toEqual(["12:00", "13:00", "14:00", "15:00", "16:00"]);
    expect(state.allOf).toBe("pm");
  });

  it("a click toggles a slot when neither 'All' is active, keeping the others", () => {
    let state = initialTimeSlots();
    state = clickSlot(state, idOf(state, "10:00"));
    state = clickSlot(state, idOf(state, "15:00"));
    expect(selectedTimes(state)).toEqual(["10:00", "15:00"]);
    state = clickSlot(state, idOf(state, "10:00"));
    expect(selectedTimes(state)).toEqual(["15:00"]);
  });

  it("with 'All am' or 'All pm' active, a click picks just that slot and ends the 'All' choice", () => {
    let state = selectAllOf(initialTimeSlots(), "pm");
    state = clickSlot(state, idOf(state, "13:00"));
    expect(selectedTimes(state)).toEqual(["13:00"]);
    expect(state.allOf).toBeNull();
    // Clicking a slot outside the period also picks just it.
    state = clickSlot(selectAllOf(state, "am"), idOf(state, "16:00"));
    expect(selectedTimes(state)).toEqual(["16:00"]);
  });

  it("changing the date clears every selection", () => {
    const state = clearSlots();
    expect(selectedTimes(state)).toEqual([]);
    expect(state.allOf).toBeNull();
  });

  it("booking_time is the first selected slot in the day's order", () => {
    let state = initialTimeSlots();
    expect(firstSelectedSlot(state)).toBeNull();
    state = clickSlot(state, idOf(state, "15:00"));
    state = clickSlot(state, idOf(state, "11:00"));
    expect(firstSelectedSlot(state)?.time).toBe("11:00");
    expect(firstSelectedSlot(selectAllOf(state, "pm"))?.time).toBe("12:00");
  });
});
