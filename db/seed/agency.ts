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

const slugEmail = (local: string) =>
  `${local.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@${AGENCY_EMAIL_DOMAIN}`;

/** Hands out numbers from Ofcom's fiction ranges in order, so none repeats. */
function telephoneBook() {
  const next = new Map<string, number>();
  return (prefix: string) => {
    const n = next.get(prefix) ?? 100;
    next.set(prefix, n + 1);
    return `${prefix}${String(n).padStart(3, "0")}`;
  };
}

export function generateAgency(towns: Town[]): Agency {
  const r = createRandom(SEEDS.agency);
  const telephone = telephoneBook();
  const mobile = () => telephone("07700 900");
  const names = r.sample(FIRST_NAMES, FIRST_NAMES.length);
  const surnames = r.sample(SURNAMES, SURNAMES.length);
  const agency: Agency = { branches: [], departments: [], staff: [] };

  towns.forEach((town, index) => {
    const branchId = index + 1;
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
      email: slugEmail(town.slug),
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
      const id = agency.departments.length + 1;
      departmentIds.set(kind, id);
      agency.departments.push({
        id,
        branchId,
        kind,
        name: `${town.name} ${label}`,
        label,
        telephone: telephone(town.telephonePrefix),
        email: slugEmail(`${town.slug}.${urlLabel}`),
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
      const id = agency.staff.length + 1;
      const firstName = names[(id - 1) % names.length]!;
      const surname = surnames[(id * 7) % surnames.length]!;
      agency.staff.push({
        id,
        branchId,
        departmentId: departmentIds.get(role.department) ?? departmentIds.get("estate_agents") ?? null,
        firstName,
        surname,
        jobTitle: role.title,
        telephone: r.chance(0.5) ? mobile() : telephone(town.telephonePrefix),
        email: slugEmail(`${firstName}.${surname}`),
        photoKey: portraitKey(id),
        contactableForSales: role.sales,
        contactableForLettings: role.lettings,
        position,
      });
    });
  });

  agency.departments.push({
    id: agency.departments.length + 1,
    branchId: null,
    kind: "external_commercial",
    name: "Openhouse Commercial",
    label: "Commercial",
    telephone: telephone("01632 960"),
    email: slugEmail("commercial"),
    branchDepartmentUrlLabel: "commercial",
    externalUrl: `https://commercial.${AGENCY_EMAIL_DOMAIN}/`,
  });
  return agency;
}
