import { describe, expect, it } from "vitest";
import { AGENCY_EMAIL_DOMAIN, generateAgency } from "./agency.ts";
import { TOWNS } from "./towns.ts";

const agency = generateAgency(TOWNS);

describe("generateAgency", () => {
  it("has a branch in each of at least four different towns", () => {
    expect(agency.branches.length).toBeGreaterThanOrEqual(4);
    expect(new Set(agency.branches.map((b) => b.town)).size).toBe(agency.branches.length);
  });

  it("gives every branch sales, lettings and estate agents, and one external commercial department", () => {
    for (const branch of agency.branches) {
      const kinds = agency.departments.filter((d) => d.branchId === branch.id).map((d) => d.kind);
      expect(kinds).toEqual(expect.arrayContaining(["sales", "lettings", "estate_agents"]));
    }
    const external = agency.departments.filter((d) => d.kind === "external_commercial");
    expect(external).toHaveLength(1);
    expect(external[0]!.branchId).toBeNull();
    expect(agency.departments.map((d) => d.kind)).toEqual(
      expect.arrayContaining(["new_homes", "commercial"]),
    );
  });

  it("staffs at least 20 people, some contactable for sales, some for lettings, some for neither", () => {
    expect(agency.staff.length).toBeGreaterThanOrEqual(20);
    expect(agency.staff.some((s) => s.contactableForSales && !s.contactableForLettings)).toBe(true);
    expect(agency.staff.some((s) => s.contactableForLettings && !s.contactableForSales)).toBe(true);
    expect(agency.staff.some((s) => !s.contactableForSales && !s.contactableForLettings)).toBe(true);
  });

  it("never repeats a telephone number and uses Ofcom's drama ranges", () => {
    const numbers = [
      ...agency.branches.flatMap((b) => [b.telephone, b.salesTelephone, b.lettingsTelephone]),
      ...agency.departments.map((d) => d.telephone),
      ...agency.staff.map((s) => s.telephone),
    ];
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^(0117 496 0\d{3}|01632 960\d{3}|07700 900\d{3})$/);
  });

  it("uses the reserved email domain and covers each branch's postcode districts and area", () => {
    for (const e of [...agency.branches, ...agency.staff].map((x) => x.email)) {
      expect(e).toMatch(new RegExp(`^[a-z0-9.]+@${AGENCY_EMAIL_DOMAIN.replace(".", "\\.")}$`));
    }
    expect(agency.branches[0]!.postcodeCoverage).toEqual(expect.arrayContaining(["BS1", "BS16", "BS"]));
  });

  it("is the same every time", () => {
    expect(generateAgency(TOWNS)).toEqual(agency);
  });
});
