import { describe, expect, it } from "vitest";
import { branchScope, inScope, mayOpen, rolesFor } from "./roles.ts";

describe("staff roles", () => {
  it("opens each area to the roles of issue 14 only", () => {
    expect(rolesFor("leads")).toEqual(["owner", "manager", "negotiator"]);
    expect(rolesFor("staff")).toEqual(["owner", "manager"]);
    expect(rolesFor("audit")).toEqual(["owner"]);
    expect(rolesFor("content")).toEqual(["owner", "editor"]);
    expect(rolesFor("feeds")).toEqual(["owner", "manager"]);
    expect(rolesFor("feed-keys")).toEqual(["owner"]);
    expect(rolesFor("branches")).toEqual(["owner", "manager"]);
    expect(mayOpen("editor", "leads")).toBe(false);
  });

  it("scopes managers and negotiators to their branches, owners to all, editors to none", () => {
    expect(inScope(branchScope({ role: "owner", branchIds: [] }), 7)).toBe(true);
    const negotiator = branchScope({ role: "negotiator", branchIds: [2, 3] });
    expect(inScope(negotiator, 3)).toBe(true);
    expect(inScope(negotiator, 4)).toBe(false);
    expect(inScope(negotiator, null)).toBe(false);
    expect(inScope(branchScope({ role: "editor", branchIds: [2] }), 2)).toBe(false);
  });
});
