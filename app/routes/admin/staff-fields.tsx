// The role and branch choices of the staff forms (invite, and an owner's change of access): radio buttons
// and checkboxes in fieldsets, so each group has its legend for screen readers and works with the keyboard.
// Branch checkboxes are named branch_ids[ID] (modules/staff/model/staff-schemas.ts reads them).
import { ROLE_LABELS, type StaffRole } from "../../../modules/staff/model/roles.ts";
import { KeptInputContext } from "./kept-input.tsx";
import { useContext } from "react";

const ROLE_HINTS: Record<StaffRole, string> = {
  owner: "everything, staff accounts and the audit log",
  manager: "their branches' leads, listings and staff",
  negotiator: "their branches' leads and listings",
  editor: "site content",
};

function ErrorLine({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <p id={id} className="text-sm text-red-700">
      {errors.join(" ")}
    </p>
  ) : null;
}

export function RoleAndBranchFields(props: {
  roles: StaffRole[];
  branches: { id: number; name: string }[];
  role?: StaffRole;
  branchIds?: number[];
  errors?: Record<string, string[]>;
}) {
  // A refused post's choices (kept-input.tsx) come before the saved ones.
  const kept = useContext(KeptInputContext);
  const chosen = (kept?.role?.[0] as StaffRole | undefined) ?? props.role;
  const branchTicked = (id: number) =>
    kept ? kept[`branch_ids[${id}]`]?.includes("1") === true : props.branchIds?.includes(id);
  const roleErrors = props.errors?.role;
  const branchErrors = props.errors?.branch_ids;
  return (
    <>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={roleErrors?.length ? "staff-role-error" : undefined}
      >
        <legend className="text-sm font-semibold">Role</legend>
        {props.roles.map((role) => (
          <label key={role} className="flex items-start gap-2">
            <input
              type="radio"
              name="role"
              value={role}
              required
              defaultChecked={chosen === role || props.roles.length === 1}
              className="mt-1"
            />
            <span>
              {ROLE_LABELS[role]} <span className="text-sm">— {ROLE_HINTS[role]}</span>
            </span>
          </label>
        ))}
        <ErrorLine id="staff-role-error" errors={roleErrors} />
      </fieldset>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={`staff-branches-hint${branchErrors?.length ? " staff-branches-error" : ""}`}
      >
        <legend className="text-sm font-semibold">Branches</legend>
        <p id="staff-branches-hint" className="text-sm">
          Managers and negotiators work for at least one branch; owners and editors need none.
        </p>
        {props.branches.map((branch) => (
          <label key={branch.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              name={`branch_ids[${branch.id}]`}
              value="1"
              defaultChecked={branchTicked(branch.id)}
            />
            {branch.name}
          </label>
        ))}
        <ErrorLine id="staff-branches-error" errors={branchErrors} />
      </fieldset>
    </>
  );
}
