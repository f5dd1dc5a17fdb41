import { describe, expect, it } from "vitest";
import { cardImageLoading } from "./card-image.ts";

describe("cardImageLoading (spec §9: only the first cards load eagerly)", () => {
  it("loads the first four cards eagerly, the very first with high priority, the rest lazily", () => {
    expect([0, 1, 2, 3, 4, 23].map(cardImageLoading)).toEqual([
      { loading: "eager", fetchPriority: "high" },
      { loading: "eager" },
      { loading: "eager" },
      { loading: "eager" },
      { loading: "lazy" },
      { loading: "lazy" },
    ]);
  });
});
