// The property page's contact aside (issue 4 item 2): the listing's own agent (spec §3 "Associated profile")
// or the office chosen by spec §9's department rules, the overlay entry points, and 'Send to a friend'.
// Marked data-contact-aside: an open overlay hides it on desktop (spec §4 "Modals").
import { MarketedBy } from "../../property-card/marketed-by.tsx";
import { branchTelephone } from "../../../../modules/branches/model/departments.ts";
import type { PublicCaptcha } from "../../../../domain/captcha.ts";
import { mediaPath, widthOnly } from "../../../../domain/media-sizes.ts";
import {
  bookAViewingOverlay,
  contactOfficeOverlay,
  contactStaffMemberOverlay,
  newHomesEnquiryOverlay,
  overlayHash,
} from "../../../../domain/overlay-paths.ts";
import {
  contactFor,
  offersNewHomesEnquiry,
  staffToContact,
  type ContactAsideProperty,
} from "./contact-choice.ts";
import { SendToFriendForm } from "./send-to-friend-form.tsx";

const PROFILE_PHOTO_WIDTH = 320;

const linkClass =
  "block rounded border border-brand px-4 py-2 text-center font-semibold text-brand hover:bg-brand hover:text-brand-contrast";

export function ContactAside({
  property,
  captcha = null,
}: {
  property: ContactAsideProperty;
  /** The captcha widget's public settings (platform/captcha.ts publicCaptcha); null without one. */
  captcha?: PublicCaptcha;
}) {
  const choice = contactFor(property);
  const agent = property.staffMember;
  const staff = staffToContact(property);
  const telephone =
    agent?.telephone || (agent ? branchTelephone(property.branch, property.channel) : choice.telephone);
  const email = agent?.email || choice.email;

  return (
    <aside data-contact-aside aria-labelledby="contact-aside-heading" className="flex flex-col gap-4">
      <section className="rounded-lg border border-black/10 bg-paper p-4 shadow-sm">
        <h2 id="contact-aside-heading" className="mb-3 text-lg font-semibold">
          Contact
        </h2>
        <div className="flex items-center gap-3">
          {agent?.photoKey ? (
            <img
              src={mediaPath(widthOnly(PROFILE_PHOTO_WIDTH), agent.photoKey)}
              alt={`${agent.firstName} ${agent.surname}`}
              width={80}
              height={80}
              loading="lazy"
              className="h-20 w-20 rounded-full object-cover"
            />
          ) : null}
          <div>
            <p className="font-semibold" data-testid="contact-name">
              {agent ? `${agent.firstName} ${agent.surname}` : choice.name}
            </p>
            {agent ? <p className="text-sm">{agent.jobTitle}</p> : null}
            {!agent && choice.kind === "department" ? (
              <p className="text-sm">{property.branch.name}</p>
            ) : null}
          </div>
        </div>
        <MarketedBy credit={property.card?.marketedBy ?? null} />
        <ul className="mt-3 flex flex-col gap-1 text-sm">
          <li>
            <a href={`tel:${telephone.replace(/[^\d+]/g, "")}`} className="underline">
              <span className="sr-only">Call </span>
              {telephone}
            </a>
          </li>
          <li>
            <a href={`mailto:${email}`} className="underline break-all">
              <span className="sr-only">Email </span>
              {email}
            </a>
          </li>
          {choice.externalUrl ? (
            <li>
              <a href={choice.externalUrl} className="underline" rel="noopener">
                Visit {choice.name}
              </a>
            </li>
          ) : null}
        </ul>
      </section>

      <nav aria-label="Enquire about this property" className="flex flex-col gap-2">
        <a href={overlayHash(bookAViewingOverlay())} className={linkClass}>
          Book a viewing
        </a>
        {staff.map((member) => (
          <a key={member.id} href={overlayHash(contactStaffMemberOverlay(member.id))} className={linkClass}>
            Contact {member.firstName} {member.surname}
          </a>
        ))}
        <a href={overlayHash(contactOfficeOverlay())} className={linkClass}>
          Contact office
        </a>
        {offersNewHomesEnquiry(property, choice) ? (
          <a href={overlayHash(newHomesEnquiryOverlay())} className={linkClass}>
            Register your interest
          </a>
        ) : null}
      </nav>

      <SendToFriendForm propertyId={property.id} captcha={captcha} />
    </aside>
  );
}
