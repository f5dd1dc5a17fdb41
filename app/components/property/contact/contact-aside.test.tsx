import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultTheme } from "../../../../modules/content/model/default-theme.ts";
import { AppStateProvider } from "../../../client/app-state-provider.tsx";
import { ContactAside } from "./contact-aside.tsx";
import type { ContactAsideProperty } from "./contact-choice.ts";

type Branch = ContactAsideProperty["branch"];
type StaffRow = Branch["staff"][number];
type DepartmentRow = Branch["departments"][number];

const staffRow = (id: number, overrides: Partial<StaffRow>): StaffRow => ({
  id,
  branchId: 1,
  departmentId: null,
  firstName: `First${id}`,
  surname: `Last${id}`,
  jobTitle: "Negotiator",
  telephone: null,
  email: null,
  photoKey: null,
  contactableForSales: false,
  contactableForLettings: false,
  visible: true,
  position: id,
  source: "demo",
  sourceCode: null,
  ...overrides,
});

const departmentRow = (id: number, kind: DepartmentRow["kind"]): DepartmentRow => ({
  id,
  branchId: 1,
  kind,
  name: kind === "new_homes" ? "New Homes" : "Sales",
  label: kind,
  telephone: "0117 333 3333",
  email: `${kind}@agency.example`,
  branchDepartmentUrlLabel: kind,
  externalUrl: null,
});

function property(overrides: Partial<ContactAsideProperty> = {}): ContactAsideProperty {
  return {
    id: 42,
    reference: "OH-42",
    channel: "sales",
    tags: [],
    childProperties: [],
    hasNewHomesForm: true,
    staffMember: null,
    branch: {
      id: 1,
      name: "Bristol",
      telephone: "0117 000 0000",
      salesTelephone: "0117 111 1111",
      lettingsTelephone: "0117 222 2222",
      email: "bristol@agency.example",
      departments: [departmentRow(10, "sales"), departmentRow(11, "new_homes")],
      staff: [
        staffRow(1, { contactableForSales: true }),
        staffRow(2, { contactableForLettings: true }),
        staffRow(3, { contactableForSales: true, contactableForLettings: true }),
      ],
    } as Branch,
    ...overrides,
  };
}

const render = (p: ContactAsideProperty) =>
  renderToStaticMarkup(
    <AppStateProvider theme={defaultTheme}>
      <ContactAside property={p} />
    </AppStateProvider>,
  );

describe("<ContactAside>", () => {
  it("shows the branch with its sales number and the entry points for a sales listing", () => {
    const html = render(property());
    expect(html).toContain("data-contact-aside");
    expect(html).toContain(">Bristol<");
    expect(html).toContain('href="tel:01171111111"');
    expect(html).toContain('href="mailto:bristol@agency.example"');
    expect(html).toContain('href="#/book-a-viewing"');
    expect(html).toContain('href="#/contact-office"');
    // spec §6: only the staff contactable for sales.
    expect(html).toContain('href="#/contact-staff-member/1"');
    expect(html).toContain('href="#/contact-staff-member/3"');
    expect(html).not.toContain('href="#/contact-staff-member/2"');
    expect(html).not.toContain("#/new-homes-enquiry");
  });

  it("shows the associated profile with its photo, title, phone and email", () => {
    const agent = staffRow(3, {
      firstName: "Jane",
      surname: "Smith",
      jobTitle: "Branch Manager",
      telephone: "07700 900123",
      email: "jane@agency.example",
      photoKey: "staff/jane.jpg",
    });
    const html = render(property({ staffMember: agent }));
    expect(html).toContain('src="/media/320x_/staff/jane.jpg"');
    expect(html).toContain("Jane Smith");
    expect(html).toContain("Branch Manager");
    expect(html).toContain('href="tel:07700900123"');
    expect(html).toContain('href="mailto:jane@agency.example"');
  });

  it("offers the new-homes enquiry for a development with plots, through the new-homes team", () => {
    const html = render(
      property({ childProperties: [{} as ContactAsideProperty["childProperties"][number]] }),
    );
    expect(html).toContain(">New Homes<");
    expect(html).toContain('href="#/new-homes-enquiry"');
    expect(render(property({ hasNewHomesForm: false, tags: ["new home"] }))).not.toContain(
      "#/new-homes-enquiry",
    );
  });

  it("carries the send-to-a-friend form with its honeypot and token fields", () => {
    const html = render(property());
    expect(html).toContain('action="/user/send_to_friend"');
    expect(html).toContain('name="property_id" value="42"');
    expect(html).toContain('name="authenticity_token"');
    expect(html).toContain('name="body"');
    for (const name of ["name", "email", "friend_email", "message"]) expect(html).toContain(`name="${name}"`);
  });
});
