// 'Your details' (spec §2 "/user" signed in): who is signed in, with the 'Edit details' and 'Update marketing
// preferences' links.
import { overlayHash, userOverlay } from "../../../domain/overlay-paths.ts";
import type { CurrentUser } from "../../client/app-state.tsx";

export function YourDetails({ user }: { user: CurrentUser }) {
  const name = [user.title, user.first_name, user.last_name].filter(Boolean).join(" ");
  const address = [
    [user.house_name, user.house_number, user.street_address].filter(Boolean).join(" "),
    user.address_2,
    user.locality,
    user.town,
    user.county,
    user.postcode,
  ].filter(Boolean);
  return (
    <div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {name ? (
          <>
            <dt className="font-semibold">Name</dt>
            <dd>{name}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Email</dt>
        <dd className="[overflow-wrap:anywhere]">{user.email}</dd>
        {user.tel_home || user.tel_mobile ? (
          <>
            <dt className="font-semibold">Phone</dt>
            <dd>{[user.tel_home, user.tel_mobile].filter(Boolean).join(", ")}</dd>
          </>
        ) : null}
        {address.length > 0 ? (
          <>
            <dt className="font-semibold">Address</dt>
            <dd>{address.join(", ")}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Marketing</dt>
        <dd>{user.is_opted_in_to_marketing ? "Opted in" : "Opted out"}</dd>
      </dl>
      <ul className="mt-4 space-y-2">
        <li>
          <a href={overlayHash(userOverlay("edit"))} className="underline">
            Edit details
          </a>
        </li>
        <li>
          <a href={overlayHash(userOverlay("marketing-preferences"))} className="underline">
            Update marketing preferences
          </a>
        </li>
      </ul>
    </div>
  );
}
