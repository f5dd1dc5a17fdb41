import { describe, expect, it } from "vitest";
import {
  comboboxKeyOutcome,
  comboboxReducer,
  initialComboboxState,
  isExpanded,
  type ComboboxAction,
  type ComboboxState,
} from "./combobox-state.ts";

const OPTIONS = ["Bath", "Bristol", "Brighton"] as const;
type Option = (typeof OPTIONS)[number];

const run = (state: ComboboxState<Option>, ...actions: ComboboxAction<Option>[]) =>
  actions.reduce(comboboxReducer<Option>, state);
const suggested = () => run(initialComboboxState<Option>(), { type: "suggestions", options: OPTIONS });
const down = { type: "move", step: 1 } as const;
const up = { type: "move", step: -1 } as const;

describe("comboboxReducer", () => {
  it("opens on suggestions with nothing highlighted, and stays shut when there are none", () => {
    expect(suggested()).toEqual({ options: OPTIONS, open: true, active: -1 });
    expect(isExpanded(suggested())).toBe(true);
    const none = run(suggested(), { type: "suggestions", options: [] });
    expect(none).toEqual({ options: [], open: false, active: -1 });
    expect(isExpanded(none)).toBe(false);
  });

  it("moves the highlight with the arrows, wrapping at either end", () => {
    expect(run(suggested(), down).active).toBe(0);
    expect(run(suggested(), down, down).active).toBe(1);
    expect(run(suggested(), down, down, down, down).active).toBe(0);
    expect(run(suggested(), up).active).toBe(2);
    expect(run(suggested(), down, up).active).toBe(2);
  });

  it("reopens a closed list from its first or last option, whatever was highlighted", () => {
    const closed = run(suggested(), down, down, { type: "close" });
    expect(closed).toMatchObject({ open: false, active: 1 });
    expect(isExpanded(closed)).toBe(false);
    expect(run(closed, down)).toMatchObject({ open: true, active: 0 });
    expect(run(closed, up)).toMatchObject({ open: true, active: 2 });
  });

  it("does nothing on an arrow without options", () => {
    const empty = initialComboboxState<Option>();
    expect(run(empty, down)).toBe(empty);
  });

  it("highlights the option under the pointer", () => {
    expect(run(suggested(), { type: "hover", index: 2 }).active).toBe(2);
  });

  it("dismisses with nothing highlighted, keeping the options for the next arrow", () => {
    expect(run(suggested(), down, { type: "dismiss" })).toEqual({
      options: OPTIONS,
      open: false,
      active: -1,
    });
  });

  it("empties after a choice or a clear", () => {
    expect(run(suggested(), down, { type: "empty" })).toEqual(initialComboboxState());
  });
});

describe("comboboxKeyOutcome", () => {
  it("moves on the arrows only when there are options", () => {
    expect(comboboxKeyOutcome(suggested(), "ArrowDown")).toEqual({ type: "move", step: 1 });
    expect(comboboxKeyOutcome(suggested(), "ArrowUp")).toEqual({ type: "move", step: -1 });
    expect(comboboxKeyOutcome(initialComboboxState<Option>(), "ArrowDown")).toBeNull();
  });

  it("chooses the highlighted option on Enter, and leaves Enter to the form otherwise", () => {
    expect(comboboxKeyOutcome(run(suggested(), down, down), "Enter")).toEqual({
      type: "choose",
      option: "Bristol",
    });
    expect(comboboxKeyOutcome(suggested(), "Enter")).toBeNull();
    expect(comboboxKeyOutcome(run(suggested(), down, { type: "close" }), "Enter")).toBeNull();
  });

  it("dismisses an open list on Escape, and leaves Escape to the dialog when it is shut", () => {
    expect(comboboxKeyOutcome(suggested(), "Escape")).toEqual({ type: "dismiss" });
    expect(comboboxKeyOutcome(run(suggested(), { type: "close" }), "Escape")).toBeNull();
  });

  it("leaves other keys alone", () => {
    expect(comboboxKeyOutcome(suggested(), "a")).toBeNull();
    expect(comboboxKeyOutcome(suggested(), "Tab")).toBeNull();
  });
});
