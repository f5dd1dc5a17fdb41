// #/contact-office (spec §2: only with department, property or branch contact data — the registry checks): the
// office contact form, posted as JSON to POST /leads as a department lead or a branch lead (spec §7,
// ./contact-bodies.ts), the message prefixed with the property's reference on a property page.
import { useOverlayPageData } from "../page-data.ts";
import type { OverlayProps } from "../registry.ts";
import { officeLeadBody } from "./contact-bodies.ts";
import { ContactForm } from "./contact-form.tsx";

async function loadSchema() {
  await import("../../zod-config.ts"); // before any schema is built: see the file
  const { officeLeadSchema } = await import("../../../modules/leads/model/contact-lead.ts");
  return (body: unknown) => officeLeadSchema.safeParse(body);
}

export default function ContactOffice({ title, close }: OverlayProps) {
  const { contactOffice, leadProperty, captcha } = useOverlayPageData();
  if (!contactOffice) return null;
  return (
    <>
      {contactOffice.displayAddress ? <p className="text-sm">About {contactOffice.displayAddress}</p> : null}
      <ContactForm
        label={title}
        captchaAction="contact_office"
        captcha={captcha ?? null}
        backLabel={leadProperty ? "Back to property" : "Back to page"}
        buildBody={(values, token) => officeLeadBody(values, contactOffice, leadProperty?.channel, token)}
        loadSchema={loadSchema}
        close={close}
      />
    </>
  );
}
