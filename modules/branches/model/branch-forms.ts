// The branches and staff pages' forms (issue 15 item 4), each a zod schema the actions parse with; the loaders
// read their inputs' HTML constraints off them (form-constraints.ts). A form posts text, so optional fields
// arrive as "" and become null here, and ticks arrive as "on" or not at all.
import { z } from "zod";
import { normalisePostcode } from "../../../domain/postcode.ts";

export const BRANCH_MESSAGES = {
  name: "Please enter the branch's name",
  addressLine1: "Please enter the first line of the address",
  town: "Please enter the town",
  postcode: "Please enter a full UK postcode, e.g. BS8 2LG",
  telephone: "Please enter a UK telephone number, e.g. 0117 946 0000",
  email: "Please enter an email address, e.g. clifton@agency.co.uk",
  position: "Please enter both the latitude and the longitude, or neither",
  latitude: "Please enter a latitude in the UK, between 49 and 61",
  longitude: "Please enter a longitude in the UK, between -9 and 2",
  coverage: (entry: string) =>
    `"${entry}" is not a postcode area, district, sector or postcode (e.g. BS, BS8, BS8 2 or BS8 2LG)`,
  coverageTaken: (entry: string, branch: string) => `${entry} is already covered by ${branch}`,
  openingHours: (line: string) =>
    `"${line}" should read days, a colon, then hours, e.g. "Monday to Friday: 9am to 5.30pm"`,
  tooLong: (max: number) => `Please use ${max} characters or fewer`,
  order: "Please enter a whole number from 0 to 999",
  unplaced: "We could not find this postcode on the map: please enter the latitude and longitude",
  hasListings: (count: number) =>
    `This branch still has ${count} ${count === 1 ? "listing" : "listings"}: move or withdraw them before removing it`,
  firstName: "Please enter the first name",
  surname: "Please enter the surname",
  jobTitle: "Please enter the job title",
  department: "Please choose one of this branch's departments, or none",
  branch: "Please choose a branch",
  kind: "Please choose what the department does",
  label: "Please enter the label visitors see, e.g. Sales",
  url: "Please enter the web address of its own site, starting https://",
} as const;

export const MAX_COVERAGE_ENTRIES = 200;
export const MAX_OPENING_HOURS_LINES = 10;

/** The department kinds a branch has; the external commercial department stands outside every branch. */
export const BRANCH_DEPARTMENT_KINDS = [
  "sales",
  "lettings",
  "new_homes",
  "estate_agents",
  "commercial",
] as const;
export const DEPARTMENT_KIND_LABELS: Record<(typeof BRANCH_DEPARTMENT_KINDS)[number], string> = {
  sales: "Sales",
  lettings: "Lettings",
  new_homes: "New homes",
  estate_agents: "Estate agents",
  commercial: "Commercial",
};

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const requiredText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, BRANCH_MESSAGES.tooLong(max))
    .transform((value) => value.replace(/\s+/g, " "));

const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, BRANCH_MESSAGES.tooLong(max))
      .optional()
      .transform((value) => value?.replace(/\s+/g, " ") ?? null),
  );

// A UK number as people write it: 10 or 11 digits from 0, or +44 and 9 or 10 more; spaces, dashes, brackets.
const UK_PHONE = /^(?:\+44\s?(?:\(0\))?\s?\d|\(?0\d)[\d\s()-]{7,16}$/;
const digitsOk = (value: string) => {
  const digits = value.replace(/\D/g, "");
  return value.startsWith("+")
    ? digits.length >= 11 && digits.length <= 13
    : digits.length >= 10 && digits.length <= 11;
};
const phone = z
  .string({ error: BRANCH_MESSAGES.telephone })
  .trim()
  .max(24, BRANCH_MESSAGES.telephone)
  .refine((value) => UK_PHONE.test(value) && digitsOk(value), BRANCH_MESSAGES.telephone);
const requiredPhone = phone;
const optionalPhone = z.preprocess(
  blankToUndefined,
  phone.optional().transform((value) => value ?? null),
);

const email = z.email({ error: BRANCH_MESSAGES.email }).max(254, BRANCH_MESSAGES.email);
const requiredEmail = z.preprocess((v) => (typeof v === "string" ? v.trim() : v), email);
const optionalEmail = z.preprocess(
  blankToUndefined,
  z
    .preprocess((v) => (typeof v === "string" ? v.trim() : v), email)
    .optional()
    .transform((value) => value ?? null),
);

const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .min(min, message)
      .max(max, message)
      .optional()
      .transform((value) => value ?? null),
  );

const order = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? "0" : value),
  z.coerce
    .number({ error: BRANCH_MESSAGES.order })
    .int(BRANCH_MESSAGES.order)
    .min(0, BRANCH_MESSAGES.order)
    .max(999, BRANCH_MESSAGES.order),
);

const tick = z.preprocess((value) => value === "on" || value === "1" || value === "true", z.boolean());

// Coverage entries: an area (BS), a district (BS8, EC1A), a sector (BS8 2) or a whole postcode (BS8 2LG).
const COVERAGE_ENTRY = /^[A-Z]{1,2}(?:\d[A-Z\d]?(?: \d(?:[A-Z]{2})?)?)?$/;

/** "bs8, BS9 4\nbs" → ["BS8", "BS9 4", "BS"] (commas or new lines between entries; duplicates once). */
export function readCoverage(text: string): { entries: string[]; invalid: string[] } {
  const entries: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[,;\n\r]+/)) {
    const entry = raw.trim().toUpperCase().replace(/\s+/g, " ");
    if (!entry) continue;
    const normal = normalisePostcode(entry) ?? entry;
    if (!COVERAGE_ENTRY.test(normal)) invalid.push(raw.trim());
    else if (!entries.includes(normal)) entries.push(normal);
  }
  return { entries, invalid };
}

const coverage = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const { entries, invalid } = readCoverage(text ?? "");
    for (const entry of invalid) ctx.addIssue({ code: "custom", message: BRANCH_MESSAGES.coverage(entry) });
    if (entries.length > MAX_COVERAGE_ENTRIES)
      ctx.addIssue({ code: "custom", message: `Please list at most ${MAX_COVERAGE_ENTRIES} entries` });
    return entries;
  });

export type OpeningHours = { days: string; hours: string }[];

/** "Monday to Friday: 9am to 5.30pm" a line → [{ days, hours }]; lines without a colon are refused. */
export function readOpeningHours(text: string): { hours: OpeningHours; invalid: string[] } {
  const hours: OpeningHours = [];
  const invalid: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(":");
    const days = colon > 0 ? line.slice(0, colon).trim() : "";
    const time = colon > 0 ? line.slice(colon + 1).trim() : "";
    if (!days || !time || days.length > 60 || time.length > 60) invalid.push(line);
    else hours.push({ days, hours: time });
  }
  return { hours, invalid };
}

/** The opening hours as the form shows them again: one "days: hours" a line. */
export function openingHoursText(hours: OpeningHours | null): string {
  return (hours ?? []).map((entry) => `${entry.days}: ${entry.hours}`).join("\n");
}

const openingHours = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const { hours, invalid } = readOpeningHours(text ?? "");
    for (const line of invalid) ctx.addIssue({ code: "custom", message: BRANCH_MESSAGES.openingHours(line) });
    if (hours.length > MAX_OPENING_HOURS_LINES)
      ctx.addIssue({ code: "custom", message: `Please use at most ${MAX_OPENING_HOURS_LINES} lines` });
    return hours;
  });

const postcode = z
  .string({ error: BRANCH_MESSAGES.postcode })
  .refine((value) => normalisePostcode(value) !== null, BRANCH_MESSAGES.postcode)
  .transform((value) => normalisePostcode(value)!);

export const branchForm = z.object({
  name: requiredText(80, BRANCH_MESSAGES.name),
  addressLine1: requiredText(100, BRANCH_MESSAGES.addressLine1),
  addressLine2: optionalText(100),
  town: requiredText(60, BRANCH_MESSAGES.town),
  county: optionalText(60),
  postcode,
  latitude: coordinate(49, 61, BRANCH_MESSAGES.latitude),
  longitude: coordinate(-9, 2, BRANCH_MESSAGES.longitude),
  telephone: requiredPhone,
  salesTelephone: optionalPhone,
  lettingsTelephone: optionalPhone,
  email: requiredEmail,
  postcodeCoverage: coverage,
  openingHours,
  description: optionalText(2000),
  position: order,
});

/**
 * The map position is both coordinates or neither. Read off the raw post, so the message shows with the other
 * fields' errors (an object's own refinements run only once every field has parsed).
 */
export function positionPairErrors(values: Record<string, string | undefined>): Record<string, string[]> {
  const given = (name: string) => (values[name] ?? "").trim() !== "";
  return given("latitude") === given("longitude")
    ? {}
    : { [given("latitude") ? "longitude" : "latitude"]: [BRANCH_MESSAGES.position] };
}

export type BranchInput = z.output<typeof branchForm>;

export const departmentForm = z.object({
  kind: z.enum(BRANCH_DEPARTMENT_KINDS, { error: BRANCH_MESSAGES.kind }),
  name: requiredText(60, "Please enter the department's name"),
  label: requiredText(40, BRANCH_MESSAGES.label),
  telephone: optionalPhone,
  email: optionalEmail,
  branchDepartmentUrlLabel: optionalText(60),
});
export type DepartmentInput = z.output<typeof departmentForm>;

const httpsUrl = z
  .string({ error: BRANCH_MESSAGES.url })
  .trim()
  .max(500, BRANCH_MESSAGES.url)
  .refine((value) => {
    try {
      return new URL(value).protocol === "https:";
    } catch {
      return false;
    }
  }, BRANCH_MESSAGES.url);

export const externalDepartmentForm = z.object({
  name: requiredText(60, "Please enter the department's name"),
  label: requiredText(40, BRANCH_MESSAGES.label),
  telephone: optionalPhone,
  email: optionalEmail,
  externalUrl: z.preprocess(
    blankToUndefined,
    httpsUrl.optional().transform((value) => value ?? null),
  ),
});
export type ExternalDepartmentInput = z.output<typeof externalDepartmentForm>;

const optionalId = z.preprocess(
  blankToUndefined,
  z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .transform((value) => value ?? null),
);

export const staffProfileForm = z.object({
  branchId: z.coerce
    .number({ error: BRANCH_MESSAGES.branch })
    .int()
    .positive(BRANCH_MESSAGES.branch)
    .max(2_147_483_647),
  departmentId: optionalId,
  firstName: requiredText(40, BRANCH_MESSAGES.firstName),
  surname: requiredText(40, BRANCH_MESSAGES.surname),
  jobTitle: requiredText(80, BRANCH_MESSAGES.jobTitle),
  telephone: optionalPhone,
  email: optionalEmail,
  contactableForSales: tick,
  contactableForLettings: tick,
  visible: tick,
  position: order,
  removePhoto: tick,
});
export type StaffProfileInput = z.output<typeof staffProfileForm>;
