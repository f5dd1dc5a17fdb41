import { describe, expect, it } from "vitest";
import { groupChoices, groupColumn, groupRefusal, type GroupedAgency } from "./agency-groups.ts";

// The install's own agency, a group site with two members, and two agencies in no group.
const install: GroupedAgency = { id: 1, name: "Marlow & Vale", groupId: null };
const coast: GroupedAgency = { id: 2, name: "Coast Group", groupId: null };
const harbour: GroupedAgency = { id: 3, name: "Harbour Homes", groupId: 2 };
const quay: GroupedAgency = { id: 4, name: "Quay Lettings", groupId: 2 };
const fell: GroupedAgency = { id: 5, name: "Fell & Dale", groupId: null };
const moor: GroupedAgency = { id: 6, name: "Moor Estates", groupId: null };
const agencies = [install, coast, harbour, quay, fell, moor];

describe("groupRefusal", () => {
  it("lets an agency in no group join a group site, or become the first member of one", () => {
    expect(groupRefusal(agencies, fell.id, coast.id)).toBe(null);
    expect(groupRefusal(agencies, fell.id, moor.id)).toBe(null);
  });

  it("lets the install's own agency be a member", () => {
    expect(groupRefusal(agencies, install.id, coast.id)).toBe(null);
  });

  it("lets a member move to another group, which replaces its first", () => {
    expect(groupRefusal(agencies, harbour.id, moor.id)).toBe(null);
  });

  it("always lets an agency leave its group, or stay out of one", () => {
    expect(groupRefusal(agencies, harbour.id, null)).toBe(null);
    expect(groupRefusal(agencies, coast.id, null)).toBe(null);
  });

  it("refuses an agency as its own group", () => {
    expect(groupRefusal(agencies, fell.id, fell.id)).toBe(
      "Fell & Dale cannot be a member of its own group site.",
    );
  });

  it("refuses the install's own agency as a group site", () => {
    expect(groupRefusal(agencies, fell.id, install.id)).toBe(
      "Marlow & Vale is the install's own agency and cannot be a group site.",
    );
  });

  it("refuses a member of a group as another's group site", () => {
    expect(groupRefusal(agencies, fell.id, harbour.id)).toBe(
      "Harbour Homes is a member of Coast Group: a member cannot be a group site.",
    );
  });

  it("refuses a group site as a member of another", () => {
    expect(groupRefusal(agencies, coast.id, moor.id)).toBe(
      "Coast Group is itself a group site: a group cannot be a member of another.",
    );
  });

  it("fails loudly when asked about an agency it was not given", () => {
    expect(() => groupRefusal(agencies, fell.id, 99)).toThrow("agency 99");
  });
});

describe("groupChoices", () => {
  it("offers, by name, every agency the rule allows: the current group among them", () => {
    expect(groupChoices(agencies, harbour.id).map((agency) => agency.name)).toEqual([
      "Coast Group",
      "Fell & Dale",
      "Moor Estates",
    ]);
  });

  it("offers a group site nothing", () => {
    expect(groupChoices(agencies, coast.id)).toEqual([]);
  });
});

describe("groupColumn", () => {
  it("names a member's group, a group's members, and a dash for neither", () => {
    expect(groupColumn(agencies, harbour)).toBe("member of 2");
    expect(groupColumn(agencies, coast)).toBe("group of 3, 4");
    expect(groupColumn(agencies, fell)).toBe("-");
  });
});
