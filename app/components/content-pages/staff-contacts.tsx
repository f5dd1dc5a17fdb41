// Staff with their photo, role, number and the #/contact-staff-member/{id} link (spec §2: the overlay's
// title 'Contact {first name} {surname}' comes from the page's overlayData.staff).
import { contactStaffMemberOverlay, overlayHash } from "../../../domain/overlay-paths.ts";
import { DecorativeImage } from "../decorative-image.tsx";

export type StaffContactData = {
  id: number;
  firstName: string;
  surname: string;
  jobTitle: string;
  telephone: string | null;
  photoUrl: string | null;
};

const tel = (number: string) => `tel:${number.replace(/\s/g, "")}`;

export function StaffContacts({
  staff,
  label = "Staff",
}: {
  staff: readonly StaffContactData[];
  label?: string;
}) {
  return (
    <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {staff.map((member) => (
        <li key={member.id} className="flex gap-4 rounded-lg border border-black/10 p-4">
          {member.photoUrl ? (
            <DecorativeImage
              src={member.photoUrl}
              width={96}
              height={96}
              className="size-24 shrink-0 rounded-full object-cover"
            />
          ) : null}
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold">{`${member.firstName} ${member.surname}`}</h3>
            <p className="text-sm">{member.jobTitle}</p>
            {member.telephone ? (
              <p className="text-sm">
                <a href={tel(member.telephone)} className="underline">
                  {member.telephone}
                </a>
              </p>
            ) : null}
            <p>
              <a
                href={overlayHash(contactStaffMemberOverlay(member.id))}
                className="font-semibold text-brand underline"
              >
                Contact {member.firstName}
                <span className="sr-only"> {member.surname}</span>
              </a>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
