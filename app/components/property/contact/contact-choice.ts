// The department choice (modules/branches/model/departments.ts) for a property page's details: the aside shows it, and the
// page's loader can pass the same office to #/contact-office (app/modals/page-data.ts contactOffice).
import {
  chooseContact,
  contactableStaff,
  type ContactChoice,
} from "../../../../modules/branches/model/departments.ts";
import type { PropertyDetails } from "../../../../modules/listings/model/property-details.ts";

export type ContactAsideProperty = Pick<
  PropertyDetails,
  "id" | "reference" | "channel" | "tags" | "branch" | "staffMember" | "childProperties" | "hasNewHomesForm"
> & { card?: Pick<PropertyDetails["card"], "marketedBy"> };

export function contactFor(property: ContactAsideProperty): ContactChoice {
  return chooseContact({
    channel: property.channel,
    tags: property.tags,
    childPropertyCount: property.childProperties.length,
    branch: property.branch,
  });
}

/** The #/contact-office data (spec §3 "Department or branch contact data"). */
export function contactOfficeData(property: ContactAsideProperty) {
  const choice = contactFor(property);
  return choice.kind === "department"
    ? { departmentId: choice.id, branchId: choice.branchId, propertyId: property.id }
    : { branchId: choice.branchId, propertyId: property.id };
}

/** spec §6: the staff a visitor may contact about this property. */
export function staffToContact(property: ContactAsideProperty) {
  return contactableStaff(property.branch.staff, property.channel);
}

/** New homes (spec §2 #/new-homes-enquiry "Only with form data"): the new-homes team or a new-home listing. */
export function offersNewHomesEnquiry(property: ContactAsideProperty, choice: ContactChoice): boolean {
  const newHome = choice.newHomes || property.tags.some((tag) => tag.toLowerCase() === "new home");
  return newHome && property.hasNewHomesForm;
}
