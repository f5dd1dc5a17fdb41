import { describe, expect, it } from "vitest";
import {
  branchTelephone,
  chooseContact,
  contactableStaff,
  type ContactBranch,
  type ContactDepartment,
  type DepartmentKind,
} from "./departments.ts";

function department(id: number, kind: DepartmentKind, overrides: Partial<ContactDepartment> = {}) {
  return {
    id,
    kind,
    name: `Dept ${kind}`,
    label: kind,
    telephone: `0100 ${id}`,
    email: `${kind}@agency.example`,
    externalUrl: null,
    ...overrides,
  } satisfies ContactDepartment;
}

const fullBranch: ContactBranch = {
  id: 7,
  name: "Bristol",
  telephone: "0117 000 0000",
  salesTelephone: "0117 111 1111",
  lettingsTelephone: "0117 222 2222",
  email: "bristol@agency.example",
  departments: [
    department(1, "sales"),
    department(2, "lettings"),
    department(3, "new_homes"),
    department(4, "estate_agents"),
    department(5, "commercial"),
    department(9, "external_commercial", { externalUrl: "https://commercial.agency.example/" }),
  ],
};

const choose = (
  overrides: Partial<Parameters<typeof chooseContact>[0]> = {},
): ReturnType<typeof chooseContact> =>
  chooseContact({ channel: "sales", tags: [], childPropertyCount: 0, branch: fullBranch, ...overrides });

describe("chooseContact (spec §9 department choice)", () => {
  it("sends a development with plots to the new-homes department", () => {
    const choice = choose({ childPropertyCount: 3 });
    expect(choice).toMatchObject({ kind: "department", id: 3, newHomes: true, telephone: "0100 3" });
  });

  it("falls back to estate-agents for a development when the branch has no new-homes team", () => {
    const branch = {
      ...fullBranch,
      departments: fullBranch.departments.filter((d) => d.kind !== "new_homes"),
    };
    expect(choose({ childPropertyCount: 2, branch })).toMatchObject({ id: 4, newHomes: false });
  });

  it("does not treat a development without plots as new homes unless a tag says so", () => {
    expect(choose({ childPropertyCount: 0 })).toMatchObject({ kind: "branch", id: 7 });
  });

  it("sends a commercial tag to the external commercial department on either channel", () => {
    for (const channel of ["sales", "lettings"] as const) {
      expect(choose({ channel, tags: ["commercial"] })).toMatchObject({
        kind: "department",
        id: 9,
        externalUrl: "https://commercial.agency.example/",
      });
    }
  });

  it("prefers the development rule over the commercial tag", () => {
    expect(choose({ childPropertyCount: 1, tags: ["commercial"] })).toMatchObject({ id: 3 });
  });

  it("applies the tag mapping of the property's channel", () => {
    expect(choose({ tags: ["new home"] })).toMatchObject({ id: 3 });
    expect(choose({ tags: ["Land"] })).toMatchObject({ id: 4 });
    expect(choose({ channel: "lettings", tags: ["student"] })).toMatchObject({ id: 2 });
    // 'student' maps only for lettings; a sales listing with it goes to the branch.
    expect(choose({ channel: "sales", tags: ["student"] })).toMatchObject({ kind: "branch" });
  });

  it("skips a mapped department the branch does not have and falls back to the branch", () => {
    const branch = { ...fullBranch, departments: [department(1, "sales")] };
    expect(choose({ tags: ["new home"], branch })).toMatchObject({ kind: "branch", id: 7 });
    expect(choose({ tags: ["commercial"], branch })).toMatchObject({ kind: "branch" });
  });

  it("uses the branch's sales or lettings number by channel", () => {
    expect(choose({ channel: "sales" })).toMatchObject({ kind: "branch", telephone: "0117 111 1111" });
    expect(choose({ channel: "lettings" })).toMatchObject({ kind: "branch", telephone: "0117 222 2222" });
  });

  it("reaches a department without its own number or email through the branch's channel line", () => {
    const branch = {
      ...fullBranch,
      departments: [department(2, "lettings", { telephone: null, email: null })],
    };
    expect(choose({ channel: "lettings", tags: ["student"], branch })).toMatchObject({
      telephone: "0117 222 2222",
      email: "bristol@agency.example",
    });
  });
});

describe("branchTelephone", () => {
  it("falls back to the main number when the channel has none", () => {
    const branch = { telephone: "0117 000", salesTelephone: null, lettingsTelephone: "" };
    expect(branchTelephone(branch, "sales")).toBe("0117 000");
    expect(branchTelephone(branch, "lettings")).toBe("0117 000");
  });
});

describe("contactableStaff (spec §6)", () => {
  const staff = [
    { id: 1, contactableForSales: true, contactableForLettings: false },
    { id: 2, contactableForSales: false, contactableForLettings: true },
    { id: 3, contactableForSales: true, contactableForLettings: true },
    { id: 4, contactableForSales: false, contactableForLettings: false },
  ];

  it("keeps the staff contactable for the property's channel", () => {
    expect(contactableStaff(staff, "sales").map((s) => s.id)).toEqual([1, 3]);
    expect(contactableStaff(staff, "lettings").map((s) => s.id)).toEqual([2, 3]);
  });
});
