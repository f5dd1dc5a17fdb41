import { describe, expect, it } from "vitest";
import {
  flowReducer,
  initialFlow,
  previousStep,
  stepCounter,
  type FlowEvent,
  type FlowState,
} from "./steps.ts";

const run = (...events: FlowEvent["type"][]): FlowState =>
  events.reduce((state, type) => flowReducer(state, { type } as FlowEvent), initialFlow);

describe("the three-step valuation flow (spec §2 'Valuation flows', §4 'Valuation')", () => {
  it("goes 1 → 2 → 3 → loading → 4 on success", () => {
    expect(run("branch-found").step).toBe(2);
    expect(run("branch-found", "slot-confirmed").step).toBe(3);
    expect(run("branch-found", "slot-confirmed", "submitted")).toEqual({ step: 3, submission: "loading" });
    expect(run("branch-found", "slot-confirmed", "submitted", "succeeded")).toEqual({
      step: 4,
      submission: "idle",
    });
  });

  it("moves to 'no-branch-found' when the postcode lookup finds no branch, and Back returns to step 1", () => {
    expect(run("branch-not-found").step).toBe("no-branch-found");
    expect(run("branch-not-found", "back").step).toBe(1);
  });

  it("returns to the form on failure, and can be submitted again", () => {
    const failed = run("branch-found", "slot-confirmed", "submitted", "failed");
    expect(failed).toEqual({ step: 3, submission: "failed" });
    expect(flowReducer(failed, { type: "submitted" })).toEqual({ step: 3, submission: "loading" });
  });

  it("ignores a second submit while one is loading, and events that do not belong to the step", () => {
    const loading = run("branch-found", "slot-confirmed", "submitted");
    expect(flowReducer(loading, { type: "submitted" })).toBe(loading);
    expect(run("slot-confirmed")).toEqual(initialFlow);
    expect(run("succeeded")).toEqual(initialFlow);
    expect(run("branch-found", "branch-not-found").step).toBe(2);
  });

  it("Back goes to the previous step; step 1's Back leaves the flow", () => {
    expect(run("branch-found", "slot-confirmed", "back").step).toBe(2);
    expect(run("branch-found", "back").step).toBe(1);
    expect(previousStep(1)).toBeNull();
  });

  it("revisits an earlier step when the server's schema finds a problem there, never a later one", () => {
    const confirming = run("branch-found", "slot-confirmed", "submitted");
    expect(flowReducer(confirming, { type: "revisit", step: 1 })).toEqual({ step: 1, submission: "idle" });
    expect(flowReducer(confirming, { type: "revisit", step: 2 })).toEqual({ step: 2, submission: "idle" });
    expect(flowReducer(run("branch-found"), { type: "revisit", step: 2 }).step).toBe(2);
    expect(flowReducer(run("branch-not-found"), { type: "revisit", step: 1 }).step).toBe("no-branch-found");
  });

  it("counts steps as 'step/3' on steps 1 to 3 only", () => {
    expect([1, 2, 3].map((step) => stepCounter(step as 1 | 2 | 3))).toEqual(["1/3", "2/3", "3/3"]);
    expect(stepCounter(4)).toBeNull();
    expect(stepCounter("no-branch-found")).toBeNull();
  });
});
