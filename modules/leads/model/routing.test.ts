import { describe, expect, it } from "vitest";
import type { ContactBranch, ContactDepartment } from "../../branches/model/departments.ts";
import {
  branchLeadRecipient,
  departmentLeadRecipient,
  newHomesRecipient,
  staffLeadRecipient,
  viewingLeadRecipient,
} from "./routing.ts";

const MAIN = "main@agency.example";
const department = (
  id: number,
  kind: ContactDepartment["kind"],
  email: string | null,
): ContactDepartment => ({
  id,
  kind,
  name: kind,
  label: kind,
  telephone: null,
  email,
  externalUrl: null,
});
const branch: ContactBranch = {
  id: 1,
  name: "Bristol",
  telephone: "0117",
  salesTelephone: null,
  lettingsTelephone: null,
  email: "bristol@agency.example",
  departments: [department(10, "sales", "sales@agency.example"), department(11, "new_homes", null)],
};

describe("lead routing", () => {
  it("staff lead: the person, else their department, else their branch, else the agency", () => {
    const dept = { id: 10, email: "sales@agency.example" };
    const home = { id: 1, email: "bristol@agency.example" };
    expect(
      staffLeadRecipient({ id: 5, email: "jo@agency.example", department: dept, branch: home }, MAIN),
    ).toEqual({
      email: "jo@agency.example",
      reason: "staff",
      staffId: 5,
      departmentId: 10,
      branchId: 1,
    });
    expect(staffLeadRecipient({ id: 5, email: null, department: dept, branch: home }, MAIN).email).toBe(
      "sales@agency.example",
    );
    expect(staffLeadRecipient({ id: 5, email: "", department: null, branch: home }, MAIN).email).toBe(
      "bristol@agency.example",
    );
    expect(staffLeadRecipient(null, MAIN)).toMatchObject({ email: MAIN, reason: "agency" });
  });

  it("department lead: the department, else its branch; branch lead: the branch", () => {
    expect(
      departmentLeadRecipient(
        { id: 10, email: "d@x.example", branch: { id: 1, email: "b@x.example" } },
        MAIN,
      ),
    ).toMatchObject({ email: "d@x.example", reason: "department", departmentId: 10, branchId: 1 });
    expect(
      departmentLeadRecipient({ id: 10, email: null, branch: { id: 1, email: "b@x.example" } }, MAIN).email,
    ).toBe("b@x.example");
    expect(departmentLeadRecipient(null, MAIN).email).toBe(MAIN);
    expect(branchLeadRecipient({ id: 2, email: "bath@x.example" }, MAIN)).toMatchObject({
      email: "bath@x.example",
      branchId: 2,
    });
    expect(branchLeadRecipient(null, MAIN).email).toBe(MAIN);
  });

  it("viewing: spec §9 department choice, falling back to the branch", () => {
    const base = { channel: "sales" as const, tags: [], childPropertyCount: 0, branch };
    expect(viewingLeadRecipient(base, MAIN)).toMatchObject({
      email: "bristol@agency.example",
      reason: "branch",
    });
    // The new-homes team has no inbox of its own: its branch's.
    expect(viewingLeadRecipient({ ...base, tags: ["New Home"] }, MAIN)).toMatchObject({
      email: "bristol@agency.example",
      departmentId: 11,
    });
    // A department the form named, when it is one of the branch's.
    expect(viewingLeadRecipient({ ...base, requestedDepartmentId: 10 }, MAIN)).toMatchObject({
      email: "sales@agency.example",
      reason: "department",
    });
    expect(viewingLeadRecipient({ ...base, requestedDepartmentId: 99 }, MAIN).reason).toBe("branch");
  });

  it("new homes: the form's inbox, else the property's", () => {
    const property = viewingLeadRecipient(
      { channel: "sales", tags: [], childPropertyCount: 0, branch },
      MAIN,
    );
    expect(newHomesRecipient("nh@x.example", property, MAIN)).toMatchObject({
      email: "nh@x.example",
      branchId: 1,
    });
    expect(newHomesRecipient(null, property, MAIN)).toBe(property);
    expect(newHomesRecipient(null, null, MAIN).email).toBe(MAIN);
  });
});
