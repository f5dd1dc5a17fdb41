import { describe, expect, it } from "vitest";
import { problemsByField } from "./content-forms.ts";

describe("schema problems beside their fields", () => {
  it("puts each under its field or the nearest enclosing one; the rest only in the summary", () => {
    const state = { name: "x", menu: [{ name: "" }], range: "1, x" };
    const problems = problemsByField(
      "header",
      [
        { path: ["menu", 0, "name"], message: "Too small" },
        { path: ["range", 1], message: "Invalid input" },
        { path: ["logo"], message: "Required" },
        { path: [], message: "odd" },
      ],
      state,
    );
    expect(problems.byField).toEqual({ "menu[0].name": ["Too small"], range: ["Invalid input"] });
    expect(problems.summary.map((problem) => problem.field)).toEqual(["menu[0].name", "range", null, null]);
    // Worded as the JSON editor words them, by the path in the section.
    expect(problems.summary.map((problem) => problem.text)).toEqual([
      "header.menu.0.name: Too small",
      "header.range.1: Invalid input",
      "header.logo: Required",
      "header: odd",
    ]);
  });

  it("places a list section's problems under the form's name for it", () => {
    const problems = problemsByField("homeBlocks", [{ path: [1, "contentId"], message: "duplicate" }], {
      blocks: [{ contentId: "a" }, { contentId: "a" }],
    });
    expect(problems.byField).toEqual({ "blocks[1].contentId": ["duplicate"] });
  });
});
