import { describe, expect, it } from "vitest";
import { changedSections, contentDiff } from "./content-diff.ts";

describe("contentDiff", () => {
  it("lists each changed leaf by its path, with both values", () => {
    const before = {
      theme: { preferences: { colours: { primary: "#1d4ed8", text: "#111111" } } },
      flashMessages: { "lead-sent": "Thanks" },
      header: { primaryMenuItems: [{ name: "Buy" }, { name: "Rent" }] },
    };
    const after = {
      theme: { preferences: { colours: { primary: "#0f766e", text: "#111111" } } },
      flashMessages: { "lead-sent": "Thanks", welcome: "Hello" },
      header: { primaryMenuItems: [{ name: "Buy" }] },
    };
    expect(contentDiff(before, after)).toEqual([
      { path: "flashMessages.welcome", before: undefined, after: "Hello" },
      { path: "header.primaryMenuItems.1", before: { name: "Rent" }, after: undefined },
      { path: "theme.preferences.colours.primary", before: "#1d4ed8", after: "#0f766e" },
    ]);
  });

  it("finds nothing between equal documents, and names the sections a change touches", () => {
    const doc = { a: [1, { b: 2 }], c: null };
    expect(contentDiff(doc, structuredClone(doc))).toEqual([]);
    const changes = contentDiff({ a: 1, b: { c: 1 }, d: 1 }, { a: 2, b: { c: 2 }, d: 1 });
    expect(changedSections(changes)).toEqual(["a", "b"]);
    expect(contentDiff("x", 3)).toEqual([{ path: "(all)", before: "x", after: 3 }]);
  });
});
