import { describe, expect, it } from "vitest";
import { mayChangeAccess, mayInvite, mayManage, maySee, staffState, type StaffSide } from "./staff-rules.ts";

const owner: StaffSide = { id: 1, role: "owner", branchIds: [] };
const manager: StaffSide = { id: 2, role: "manager", branchIds: [10, 11] };
const negotiatorHere: StaffSide = { id: 3, role: "negotiator", branchIds: [10] };
const negotiatorAcross: StaffSide = { id: 4, role: "negotiator", branchIds: [10, 12] };
const negotiatorElsewhere: StaffSide = { id: 5, role: "negotiator", branchIds: [12] };
const otherManager: StaffSide = { id: 6, role: "manager", branchIds: [11] };

describe("staff rules", () => {
  it("lets an owner invite any role, a manager only negotiators of their own branches", () => {
    expect(mayInvite(owner, "owner", [])).toBe(true);
    expect(mayInvite(manager, "negotiator", [10])).toBe(true);
    expect(mayInvite(manager, "negotiator", [10, 11])).toBe(true);
    expect(mayInvite(manager, "negotiator", [12])).toBe(false);
    expect(mayInvite(manager, "negotiator", [])).toBe(false);
    expect(mayInvite(manager, "owner", [10])).toBe(false);
    expect(mayInvite(manager, "manager", [10])).toBe(false);
    expect(mayInvite(negotiatorHere, "negotiator", [10])).toBe(false);
  });

  it("shows a manager their branches' staff only", () => {
    expect(maySee(manager, negotiatorAcross)).toBe(true);
    expect(maySee(manager, otherManager)).toBe(true);
    expect(maySee(manager, negotiatorElsewhere)).toBe(false);
    expect(maySee(manager, owner)).toBe(false);
    expect(maySee(owner, negotiatorElsewhere)).toBe(true);
  });

  it("lets a manager manage only negotiators wholly in their branches, an owner anyone", () => {
    expect(mayManage(manager, negotiatorHere)).toBe(true);
    expect(mayManage(manager, negotiatorAcross)).toBe(false);
    expect(mayManage(manager, otherManager)).toBe(false);
    expect(mayManage(manager, manager)).toBe(false);
    expect(mayManage(owner, otherManager)).toBe(true);
    expect(mayChangeAccess(manager)).toBe(false);
    expect(mayChangeAccess(owner)).toBe(true);
  });

  it("names the state of an account", () => {
    expect(staffState({ disabled: false, setUp: false })).toBe("invited");
    expect(staffState({ disabled: false, setUp: true })).toBe("active");
    expect(staffState({ disabled: true, setUp: true })).toBe("disabled");
  });
});
