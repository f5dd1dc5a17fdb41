// #/contact-staff-member/{id} (spec §2; title 'Contact {first name} {surname}' from the registry): the staff
// contact form, posted as JSON to POST /leads with the staff body of spec §7 (./contact-bodies.ts).
import { useOverlayPageData } from "../page-data.ts";
import type { OverlayProps } from "../registry.ts";
import { staffLeadBody } from "./contact-bodies.ts";
import { ContactForm } from "./contact-form.tsx";

async function loadSchema() {
  await import("../../zod-config.ts"); // before any schema is built: see the file
  const { staffLeadSchema } = await import("../../../modules/leads/model/contact-lead.ts");
  return (body: unknown) => staffLeadSchema.safeParse(body);
}

export default function ContactStaffMember({ params, title, close }: OverlayProps) {
  const { staff, leadProperty, captcha } = useOverlayPageData();
  const member = staff?.find((candidate) => String(candidate.id) === params.id);
  if (!member) {
    return (
      <p className="py-6">
        Sorry, we could not find that member of staff. Please contact the office instead.
      </p>
    );
  }
  return (
    <ContactForm
      label={title}
      captchaAction="contact_staff"
      captcha={captcha ?? null}
      backLabel={leadProperty ? "Back to property" : "Back to page"}
      buildBody={(values, token) => staffLeadBody(values, member.id, leadProperty, token)}
      loadSchema={loadSchema}
      close={close}
    />
  );
}
