// The agency itself: a branch per town, its departments and six staff each, plus the external
// commercial department that belongs to no branch. Ids are assigned here so listings can refer to them.
import type { branches, departments, staff } from "../schema.ts";
import { branchPhotoKey, portraitKey } from "./pool.ts";
import { SEEDS, createRandom } from "./random.ts";
import type { Town } from "./towns.ts";

export type NewBranch = typeof branches.$inferInsert & { id: number };
export type NewDepartment = typeof departments.$inferInsert & { id: number };
export type NewStaff = typeof staff.$inferInsert & { id: number };
export type DepartmentKind = NonNullable<NewDepartment["kind"]>;

export type Agency = { branches: NewBranch[]; departments: NewDepartment[]; staff: NewStaff[] };

// A reserved domain (RFC 2606): the demo's addresses look real but can never reach a stranger.
export const AGENCY_EMAIL_DOMAIN = "openhouse.example";

/** What tells one demo agency's people and offices from another's; the random seed makes its staff. */
export type AgencyIdentity = {
  /** Its staff's and offices' email domain (a reserved .example one). */
  emailDomain: string;
  /** The commercial department that belongs to no branch. */
  commercialName: string;
  seed: number;
};

export const DEMO_AGENCY_IDENTITY: AgencyIdentity = {
  emailDomain: AGENCY_EMAIL_DOMAIN,
  commercialName: "Openhouse Commercial",
  seed: SEEDS.agency,
};

/** The first id of each table. Agency 1's start at 1; another agency's are drawn from the install's sequences. */
export type AgencyFirstIds = { branch: number; department: number; staff: number };
const FROM_ONE: AgencyFirstIds = { branch: 1, department: 1, staff: 1 };

const DEPARTMENT_LABELS: Record<Exclude<DepartmentKind, "external_commercial">, [string, string]> = {
  sales: ["Sales", "sales"],
  lettings: ["Lettings", "lettings"],
  new_homes: ["New Homes", "new-homes"],
  estate_agents: ["Estate Agents", "estate-agents"],
  commercial: ["Commercial", "commercial"],
};

// Every branch sells and lets; the bigger towns add new homes and commercial teams.
const BRANCH_DEPARTMENTS: Record<string, Exclude<DepartmentKind, "external_commercial">[]> = {
  bristol: ["sales", "lettings", "new_homes", "estate_agents", "commercial"],
  bath: ["sales", "lettings", "new_homes", "estate_agents"],
  cheltenham: ["sales", "lettings", "estate_agents"],
  oxford: ["sales", "lettings", "new_homes", "estate_agents", "commercial"],
  exeter: ["sales", "lettings", "new_homes", "estate_agents"],
};

type Role = {
  title: string;
  department: DepartmentKind;
  sales: boolean;
  lettings: boolean;
};
const ROLES: Role[] = [
  { title: "Branch Manager", department: "estate_agents", sales: true, lettings: true },
  { title: "Senior Sales Negotiator", department: "sales", sales: true, lettings: false },
  { title: "Sales Negotiator", department: "sales", sales: true, lettings: false },
  { title: "Lettings Manager", department: "lettings", sales: false, lettings: true },
  { title: "Property Manager", department: "lettings", sales: false, lettings: false },
  { title: "Office Administrator", department: "estate_agents", sales: false, lettings: false },
];
// Where a branch has the team, one role becomes its specialist.
const SPECIALISTS: Partial<Record<DepartmentKind, Role & { replaces: number }>> = {
  new_homes: {
    title: "New Homes Consultant",
    department: "new_homes",
    sales: true,
    lettings: false,
    replaces: 2,
  },
  commercial: {
    title: "Commercial Surveyor",
    department: "commercial",
    sales: true,
    lettings: true,
    replaces: 4,
  },
};

const FIRST_NAMES =
  "Oliver Amelia Harry Isla George Ava Jack Mia Charlie Sophie Thomas Grace James Lily William Emily Alfie Chloe Joshua Ella Priya Rohan Aisha Kwame Niamh Callum Rhys Fiona Hamish Megan Daniel Hannah".split(
    " ",
  );
const SURNAMES =
  "Smith Jones Taylor Brown Williams Wilson Davies Evans Thomas Roberts Walker Wright Thompson Hughes Edwards Green Hall Wood Harris Clarke Patel Khan Campbell Murphy Mensah Lewis Morgan Price Turner Cooper".split(
    " ",
  );

const OPENING_HOURS = [
  { days: "Monday to Friday", hours: "9:00am to 5:30pm" },
  { days: "Saturday", hours: "9:00am to 4:00pm" },
  { days: "Sunday", hours: "Closed" },
];

const slugEmail = (local: string, domain: string) =>
  `${local.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@${domain}`;

/** Hands out numbers from Ofcom's fiction ranges in order, so none repeats. */
function telephoneBook() {
  const next = new Map<string, number>();
  return (prefix: string) => {
    const n = next.get(prefix) ?? 100;
    next.set(prefix, n + 1);
    return `${prefix}${String(n).padStart(3, "0")}`;
  };
}

export function generateAgency(
  towns: Town[],
  identity: AgencyIdentity = DEMO_AGENCY_IDENTITY,
  firstIds: AgencyFirstIds = FROM_ONE,
): Agency {
  const r = createRandom(identity.seed);
  const email = (local: string) => slugEmail(local, identity.emailDomain);
  const telephone = telephoneBook();
  const mobile = () => telephone("07700 900");
  const names = r.sample(FIRST_NAMES, FIRST_NAMES.length);
  const surnames = r.sample(SURNAMES, SURNAMES.length);
  const agency: Agency = { branches: [], departments: [], staff: [] };

  towns.forEach((town, index) => {
    const branchId = firstIds.branch + index;
    const districtCodes = town.districts.map((d) => d.code);
    agency.branches.push({
      id: branchId,
      slug: town.slug,
      name: town.name,
      addressLine1: town.office.addressLine1,
      addressLine2: town.office.addressLine2,
      town: town.name,
      county: town.county,
      postcode: town.office.postcode,
      latitude: town.office.latitude,
      longitude: town.office.longitude,
      telephone: telephone(town.telephonePrefix),
      salesTelephone: telephone(town.telephonePrefix),
      lettingsTelephone: telephone(town.telephonePrefix),
      email: email(town.slug),
      postcodeCoverage: [...districtCodes, town.postcodeArea],
      openingHours: OPENING_HOURS,
      photoKey: branchPhotoKey(town.slug),
      description: `Our ${town.name} office on ${town.office.addressLine1.replace(/^\d+\s/, "")} covers ${districtCodes.join(", ")}: sales, lettings and valuations across ${town.name} and the surrounding villages.`,
      position: index,
    });

    const kinds = BRANCH_DEPARTMENTS[town.slug] ?? ["sales", "lettings", "estate_agents"];
    const departmentIds = new Map<DepartmentKind, number>();
    for (const kind of kinds) {
      const [label, urlLabel] = DEPARTMENT_LABELS[kind];
      const id = firstIds.department + agency.departments.length;
      departmentIds.set(kind, id);
      agency.departments.push({
        id,
        branchId,
        kind,
        name: `${town.name} ${label}`,
        label,
        telephone: telephone(town.telephonePrefix),
        email: email(`${town.slug}.${urlLabel}`),
        branchDepartmentUrlLabel: urlLabel,
        externalUrl: null,
      });
    }

    const roles = [...ROLES];
    for (const kind of kinds) {
      const specialist = SPECIALISTS[kind];
      if (specialist) roles[specialist.replaces] = specialist;
    }
    roles.forEach((role, position) => {
      // Names and portraits follow the person's place in the agency, not the id, which may start anywhere.
      const n = agency.staff.length + 1;
      const firstName = names[(n - 1) % names.length]!;
      const surname = surnames[(n * 7) % surnames.length]!;
      agency.staff.push({
        id: firstIds.staff + n - 1,
        branchId,
        departmentId: departmentIds.get(role.department) ?? departmentIds.get("estate_agents") ?? null,
        firstName,
        surname,
        jobTitle: role.title,
        telephone: r.chance(0.5) ? mobile() : telephone(town.telephonePrefix),
        email: email(`${firstName}.${surname}`),
        photoKey: portraitKey(n),
        contactableForSales: role.sales,
        contactableForLettings: role.lettings,
        position,
      });
    });
  });

  agency.departments.push({
    id: firstIds.department + agency.departments.length,
    branchId: null,
    kind: "external_commercial",
    name: identity.commercialName,
    label: "Commercial",
    telephone: telephone("01632 960"),
    email: email("commercial"),
    branchDepartmentUrlLabel: "commercial",
    externalUrl: `https://commercial.${identity.emailDomain}/`,
  });
  return agency;
}
