// The listings: homes, student lets, land, commercial units, auction lots and new-build developments
// across the five towns, each with its photos, floor plans, EPC chart and sometimes a video or tour.
// A single random stream drives them in order, so the first N listings are the same whatever the total.
import type { MaterialInformation, properties, propertyMedia } from "../schema.ts";
import type { Agency } from "./agency.ts";
import {
  FIRST_FLOOR_PLANS,
  GROUND_FLOOR_PLANS,
  epcKey,
  floorplanKey,
  photosOf,
  type EpcRating,
  type ExteriorStyle,
  type PhotoCategory,
} from "./pool.ts";
import {
  COMMERCIAL_RENT_LADDER,
  LETTINGS_PRICE_LADDER,
  SALES_PRICE_LADDER,
  nearestRung,
  roundAnnualRent,
  roundAskingPrice,
  roundMonthlyRent,
} from "./pricing.ts";
import { SEEDS, createRandom, type Random } from "./random.ts";
import { description, keyFeatures, summary, type CopyFacts } from "./text.ts";
import type { District, Town } from "./towns.ts";

export type NewProperty = typeof properties.$inferInsert & { id: number };
export type NewMedia = typeof propertyMedia.$inferInsert & { id: number };
export type ListingBatch = { properties: NewProperty[]; media: NewMedia[] };
type Channel = "sales" | "lettings";
type Status = NonNullable<NewProperty["status"]>;
type Kind = "home" | "student" | "land" | "commercial" | "auction" | "development";

/** What a listing must be; anything left out is chosen at random. */
export type ListingPlan = {
  channel: Channel;
  kind: Kind;
  status?: Status;
  /** Listed within the last 7 days ("NEW Listing!", spec §4). */
  recent?: boolean;
  poa?: boolean;
  shortLet?: boolean;
  petsAllowed?: boolean;
  newHome?: boolean;
  auction?: "future" | "past-sold" | "past-exchanged" | "past-unsold";
};

// The first listings cover every status, tag and flag, so even a 100-listing seed shows them all.
const SHOWCASE: ListingPlan[] = [
  { channel: "sales", kind: "home", status: "available", recent: true, newHome: true },
  { channel: "lettings", kind: "home", status: "available", recent: true, petsAllowed: true },
  { channel: "sales", kind: "development" },
  { channel: "sales", kind: "auction", auction: "future" },
  { channel: "sales", kind: "auction", auction: "past-sold" },
  { channel: "sales", kind: "auction", auction: "past-exchanged" },
  { channel: "lettings", kind: "student" },
  { channel: "lettings", kind: "home", shortLet: true },
  { channel: "sales", kind: "commercial" },
  { channel: "lettings", kind: "commercial" },
  { channel: "sales", kind: "land" },
  { channel: "sales", kind: "home", poa: true },
  { channel: "sales", kind: "home", status: "under_offer" },
  { channel: "sales", kind: "home", status: "sstc" },
  { channel: "sales", kind: "home", status: "sold" },
  { channel: "sales", kind: "home", status: "exchanged" },
  { channel: "sales", kind: "home", status: "completed" },
  { channel: "sales", kind: "home", status: "withdrawn" },
  { channel: "lettings", kind: "home", status: "let_agreed" },
  { channel: "lettings", kind: "home", status: "let" },
  { channel: "lettings", kind: "home", status: "withdrawn" },
];

// `group` is the type tag the hero search tabs filter by (content/demo-agency.json: house, flat, bungalow).
type TypeProfile = {
  beds: [number, number];
  style: ExteriorStyle;
  price: number;
  garden: boolean;
  group: "house" | "flat" | "bungalow";
};
// Asking price for two bedrooms in Bristol; each further bedroom adds about a quarter.
const HOME_TYPES: Record<string, TypeProfile> = {
  "Detached House": { beds: [3, 6], style: "detached", price: 520_000, garden: true, group: "house" },
  "Semi-Detached House": { beds: [2, 4], style: "semi", price: 380_000, garden: true, group: "house" },
  "Terraced House": { beds: [2, 4], style: "terrace", price: 330_000, garden: true, group: "house" },
  "End of Terrace House": { beds: [2, 4], style: "terrace", price: 345_000, garden: true, group: "house" },
  "Town House": { beds: [3, 4], style: "terrace", price: 430_000, garden: true, group: "house" },
  Flat: { beds: [1, 3], style: "flats", price: 245_000, garden: false, group: "flat" },
  Maisonette: { beds: [1, 3], style: "flats", price: 255_000, garden: false, group: "flat" },
  Studio: { beds: [0, 0], style: "flats", price: 160_000, garden: false, group: "flat" },
  Bungalow: { beds: [2, 4], style: "bungalow", price: 360_000, garden: true, group: "bungalow" },
  Cottage: { beds: [1, 4], style: "cottage", price: 380_000, garden: true, group: "house" },
  "Barn Conversion": { beds: [3, 5], style: "barn", price: 640_000, garden: true, group: "house" },
  Farmhouse: { beds: [4, 6], style: "detached", price: 950_000, garden: true, group: "house" },
};
const SALES_HOME_TYPES = {
  "Terraced House": 19,
  "Semi-Detached House": 19,
  "Detached House": 15,
  Flat: 17,
  "End of Terrace House": 6,
  Bungalow: 7,
  Cottage: 5,
  "Town House": 3,
  Maisonette: 3,
  Studio: 2,
  "Barn Conversion": 2,
  Farmhouse: 2,
};
const LETTINGS_HOME_TYPES = {
  Flat: 42,
  "Terraced House": 17,
  "Semi-Detached House": 11,
  Studio: 8,
  Maisonette: 5,
  "Town House": 4,
  "Detached House": 5,
  Cottage: 4,
  Bungalow: 4,
};
const NEW_BUILD_TYPES = ["Detached House", "Semi-Detached House", "Terraced House", "Flat", "Town House"];
const COMMERCIAL_TYPES = ["Office", "Retail Unit", "Industrial Unit", "Commercial Unit"];

const SALES_STATUSES = {
  available: 64,
  under_offer: 10,
  sstc: 10,
  sold: 5,
  exchanged: 4,
  completed: 4,
  withdrawn: 3,
};
const LETTINGS_STATUSES = { available: 68, let_agreed: 16, let: 13, withdrawn: 3 };
const SALES_QUALIFIERS = {
  none: 45,
  "Guide Price": 22,
  "Offers in Excess of": 12,
  "Offers Over": 14,
  "Fixed Price": 7,
};
const EPC_WEIGHTS: Record<EpcRating, number> = { A: 2, B: 10, C: 30, D: 33, E: 16, F: 6, G: 3 };
const HOUSE_NAMES = (
  "Rose Cottage|Orchard House|The Old Rectory|Meadow View|Ivy Cottage|The Coach House|Hillside|Willow Barn|" +
  "The Granary|Stable Cottage|Brook House|Yew Tree Farm|The Old Forge|Holly Lodge|Lavender Cottage"
).split("|");
const DEVELOPMENT_NAMES = (
  "The Orchards|Meadow Rise|Kingsmead Gardens|Brunel Wharf|Willow Reach|The Maltings|Chapel Fields|" +
  "Abbey Gate|Foundry Yard|Lime Tree Place|Ropewalk Quarter|Mill Leat|St Anne's Park|Harbour View"
).split("|");
const PARKING = [
  "Off-street parking",
  "Driveway parking",
  "Garage",
  "Allocated parking space",
  "Permit parking",
];
const POSTCODE_LETTERS = "ABDEFGHJLNPQRSTUWXYZ".split("");

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const twoDecimals = (n: number) => Math.round(n * 100) / 100;
// Six decimals of a degree is about 10 cm: plenty for a map pin, and stable across databases.
const sixDecimals = (n: number) => Math.round(n * 1e6) / 1e6;

export type ListingContext = {
  towns: Town[];
  agency: Agency;
  now: Date;
  /** The random stream's seed: another demo agency draws other listings. */
  seed?: number;
  /** The first property and media ids (1 unless another agency's already hold them: ids are the install's). */
  firstIds?: { property: number; media: number };
};

type Place = {
  town: Town;
  branchId: number;
  district: District;
  locality: string;
  street: string;
  postcode: string;
  latitude: number;
  longitude: number;
};

/** Generates `count` listings in batches of about `batchSize`, with ids from `context.firstIds` (1). */
export function* generateListings(
  count: number,
  context: ListingContext,
  batchSize = 2_000,
): Generator<ListingBatch> {
  const r = createRandom(context.seed ?? SEEDS.listings);
  const generator = listingGenerator(r, context);
  const end = generator.nextPropertyId + count;
  let batch: ListingBatch = { properties: [], media: [] };
  let unit = 0;
  while (generator.nextPropertyId < end) {
    const town = generator.townFor(unit);
    const plan = SHOWCASE[unit] ?? randomPlan(r, town);
    generator.add(batch, plan, town, end - generator.nextPropertyId);
    unit++;
    if (batch.properties.length >= batchSize) {
      yield batch;
      batch = { properties: [], media: [] };
    }
  }
  if (batch.properties.length) yield batch;
}

function randomPlan(r: Random, town: Town): ListingPlan {
  if (r.chance(0.65)) {
    // A development brings its 3–8 plots with it, so it is drawn rarely.
    const kind = r.weighted({ home: 89, land: 3, commercial: 4, development: 1, auction: 3 });
    return { channel: "sales", kind };
  }
  const kind = r.weighted({ home: 84, student: town.studentTown ? 10 : 0, commercial: 6 });
  return { channel: "lettings", kind };
}

/** Builds listings one plan at a time, numbering properties and media as it goes. */
export function listingGenerator(r: Random, context: ListingContext) {
  const { towns, agency, now } = context;
  const staffFor = (branchId: number, channel: Channel) =>
    agency.staff
      .filter(
        (s) =>
          s.branchId === branchId && (channel === "sales" ? s.contactableForSales : s.contactableForLettings),
      )
      .map((s) => s.id);
  const staffByBranch = new Map(
    agency.branches.map((b) => [
      b.id,
      { sales: staffFor(b.id, "sales"), lettings: staffFor(b.id, "lettings") },
    ]),
  );
  const state = {
    nextPropertyId: context.firstIds?.property ?? 1,
    nextMediaId: context.firstIds?.media ?? 1,
  };
  const branchIdOf = (town: Town) => agency.branches[towns.indexOf(town)]!.id;
  const townWeights = Object.fromEntries(towns.map((t) => [t.slug, t.listingWeight]));

  function place(town: Town): Place {
    const district = r.pick(town.districts);
    return {
      town,
      branchId: branchIdOf(town),
      district,
      locality: r.pick(district.localities),
      street: r.pick(r.faker.definitions.location.street_name),
      postcode: `${district.code} ${r.int(1, 9)}${r.pick(POSTCODE_LETTERS)}${r.pick(POSTCODE_LETTERS)}`,
      latitude: sixDecimals(district.latitude + r.bell(-0.014, 0.014)),
      longitude: sixDecimals(district.longitude + r.bell(-0.021, 0.021)),
    };
  }

  function dates(recent: boolean) {
    const ageDays = recent || r.chance(0.03) ? r.float(0, 6.5) : r.float(7, 540);
    const created = new Date(now.getTime() - ageDays * DAY);
    const launched = new Date(Math.min(now.getTime(), created.getTime() + r.float(0, 2) * DAY));
    const updated = new Date(launched.getTime() + r.float(0, 1) * (now.getTime() - launched.getTime()));
    return { createdAt: created, launchedAt: launched, updatedAt: updated };
  }

  function salesPrice(type: string, beds: number, town: Town, newHome: boolean) {
    const profile = HOME_TYPES[type]!;
    let raw = profile.price * (1 + 0.25 * (beds - 2)) * town.priceFactor * Math.exp(r.bell(-0.35, 0.35));
    if (newHome) raw *= 1.1;
    if (r.chance(0.03)) raw *= r.float(2, 6); // the occasional exceptional house
    return r.chance(0.12) ? nearestRung(SALES_PRICE_LADDER, raw) : roundAskingPrice(raw);
  }

  function monthlyRent(type: string, beds: number, town: Town) {
    const base = type === "Flat" || type === "Studio" || type === "Maisonette" ? 700 : 850;
    const raw = (base + 300 * beds) * town.priceFactor ** 0.7 * Math.exp(r.bell(-0.2, 0.2));
    return r.chance(0.15) ? nearestRung(LETTINGS_PRICE_LADDER, raw) : roundMonthlyRent(raw);
  }

  function material(
    channel: Channel,
    price: number | null,
    tenure: string | null,
    type: string,
  ): MaterialInformation {
    const leasehold = tenure === "Leasehold";
    // Every demo listing gives Part A in full (issue 41: an agency's listing missing an item is held back by
    // default). A POA home's band comes from the price it would have asked.
    const band = price === null ? null : councilTaxBand(channel === "lettings" ? price * 250 : price);
    const rural = type === "Farmhouse" || type === "Barn Conversion" || type === "Cottage";
    // Drawn still (15 % once went without a band), so every later draw, and so the whole demo, stays as it was.
    r.chance(0.85);
    // A share of freehold is sold with a long lease the owners grant themselves, a peppercorn ground rent and
    // the building's running costs shared (no draw: the stream stays as it was).
    const shareOfFreehold = tenure === "Share of Freehold";
    return {
      councilTaxBand: band,
      domesticRates: null,
      leaseYearsRemaining: leasehold
        ? r.pick([86, 99, 112, 125, 150, 189, 215, 960])
        : shareOfFreehold
          ? 975
          : null,
      serviceChargePerYear: leasehold
        ? r.int(6, 35) * 100
        : shareOfFreehold
          ? Math.max(600, Math.round((price ?? 0) / 40_000) * 100)
          : null,
      groundRentPerYear: leasehold ? r.pick([0, 125, 250, 350]) : shareOfFreehold ? 0 : null,
      parking: r.chance(0.8) ? r.pick(PARKING) : null,
      heating: r.chance(0.9)
        ? rural
          ? r.pick(["Oil-fired central heating", "Air source heat pump"])
          : r.pick([
              "Gas central heating",
              "Gas central heating",
              "Air source heat pump",
              "Electric storage heaters",
            ])
        : null,
      electricity: "Mains",
      water: "Mains",
      sewerage: rural && r.chance(0.5) ? "Septic tank" : "Mains",
      broadband: r.chance(0.75) ? r.pick(["Ultrafast (FTTP) available", "Superfast available"]) : null,
      mobileSignal: r.chance(0.6)
        ? r.pick(["Good outdoor and indoor coverage", "Good outdoor coverage"])
        : null,
      floodRisk: r.chance(0.7) ? r.pick(["Very low", "Low"]) : null,
      restrictions: r.chance(0.15) ? r.pick(["Conservation area", "Listed building (Grade II)"]) : null,
      rightsAndEasements: r.chance(0.1) ? "Shared driveway with the neighbouring property" : null,
      accessibility: type === "Bungalow" ? "Level access" : null,
      construction: r.chance(0.8)
        ? r.pick(["Standard brick and tile", "Stone and slate", "Render over block"])
        : null,
    };
  }

  /** Photos in the order an agent would show them, drawn from the shared pool. */
  function photos(kind: CopyFacts["kind"], beds: number, garden: boolean): [PhotoCategory, string][] {
    if (kind === "land")
      return [
        ["land", "The land"],
        ["land", "View"],
        ["land", "Boundary"],
        ["land", "Access"],
      ];
    if (kind === "commercial") {
      return [
        ["exterior", "Frontage"],
        ["living", "Interior"],
        ["kitchen", "Kitchenette"],
        ["living", "Open-plan space"],
        ["bathroom", "WC facilities"],
        ["exterior", "Street view"],
      ];
    }
    const rooms: [PhotoCategory, string][] = [
      ["exterior", "Front elevation"],
      ["living", "Living Room"],
      ["kitchen", "Kitchen"],
    ];
    for (let b = 1; b <= Math.min(beds, 4); b++) rooms.push(["bedroom", `Bedroom ${b}`]);
    rooms.push(["bathroom", "Bathroom"]);
    if (garden) rooms.push(["garden", "Rear garden"]);
    rooms.push(
      ["living", "Dining area"],
      ["kitchen", "Kitchen/Diner"],
      ["bathroom", "En suite"],
      ["garden", "Garden"],
    );
    rooms.push(["exterior", "Street view"], ["living", "Sitting room"]);
    return rooms;
  }

  function addMedia(
    batch: ListingBatch,
    propertyId: number,
    p: { kind: CopyFacts["kind"]; style: ExteriorStyle; beds: number; garden: boolean; epc: string | null },
  ) {
    const push = (kind: NewMedia["kind"], position: number, fields: Partial<NewMedia>) =>
      batch.media.push({
        id: state.nextMediaId++,
        propertyId,
        kind,
        position,
        mediaKey: null,
        url: null,
        caption: null,
        ...fields,
      });
    const slots = photos(p.kind, p.beds, p.garden);
    // 3–12 photos, fewer for land and commercial units, which have fewer things worth showing.
    const count = Math.max(3, Math.min(12, slots.length, Math.round(r.bell(2.5, 12.5))));
    for (let i = 0; i < count; i++) {
      const [category, caption] = slots[i % slots.length]!;
      const pool = category === "exterior" ? photosOf("exterior", p.style) : photosOf(category);
      push("photo", i, { mediaKey: r.pick(pool).key, caption });
    }
    const isHome = p.kind !== "land" && p.kind !== "commercial";
    if (isHome && r.chance(0.85)) {
      const floors = p.beds >= 3 && p.style !== "flats" && p.style !== "bungalow" ? 2 : 1;
      for (let f = 0; f < floors; f++) {
        const n = r.pick(f === 0 ? GROUND_FLOOR_PLANS : FIRST_FLOOR_PLANS);
        push("floorplan", f, {
          mediaKey: floorplanKey(n),
          caption: f === 0 ? "Ground floor" : "First floor",
        });
      }
    }
    if (p.epc && r.chance(0.9)) push("epc", 0, { mediaKey: epcKey(p.epc as EpcRating), caption: "EPC" });
    if (r.chance(0.07)) {
      const url = r.chance(0.7)
        ? `https://www.youtube.com/watch?v=${r.faker.string.alphanumeric(11)}`
        : `https://vimeo.com/${r.faker.string.numeric(9)}`;
      push("video", 0, { url, caption: r.chance(0.5) ? "Video tour" : null });
    }
    if (r.chance(0.06)) {
      push("virtual_tour", 0, {
        url: `https://my.matterport.com/show/?m=${r.faker.string.alphanumeric(11)}`,
        caption: r.chance(0.5) ? "Virtual tour" : null,
      });
    }
  }

  function staffId(branchId: number, channel: Channel) {
    const team = staffByBranch.get(branchId)?.[channel] ?? [];
    return team.length && r.chance(0.75) ? r.pick(team) : null;
  }

  /** One property (and its media); `site` fixes the address for development plots. */
  function addProperty(
    batch: ListingBatch,
    plan: ListingPlan,
    site: Place,
    extra: Partial<NewProperty> = {},
    plotKind?: "plot",
  ): NewProperty {
    const id = state.nextPropertyId++;
    const { town } = site;
    const { channel, kind } = plan;
    const copyKind = plotKind ?? (kind === "auction" ? "home" : kind);
    let propertyType: string;
    let beds = 0;
    let price: number | null = null;
    let priceFrequency: NewProperty["priceFrequency"] = "outright";
    let squareFeet: number | null = null;
    let acreage: number | null = null;
    let style: ExteriorStyle = "commercial";
    let garden = false;
    const tags: string[] = [];
    const newHome =
      plotKind === "plot" ||
      kind === "development" ||
      (plan.newHome ?? (kind === "home" && r.chance(channel === "sales" ? 0.06 : 0.03)));

    if (kind === "development") {
      // The site itself: priced and sized from its plots once they exist (addDevelopment).
      propertyType = "Development";
      tags.push("development");
      style = "detached";
      garden = true;
    } else if (kind === "land" || (kind === "auction" && r.chance(0.25))) {
      propertyType = "Land";
      tags.push("land");
      acreage = twoDecimals(r.chance(0.8) ? r.float(0.5, 8) : r.float(8, 120));
      price = roundAskingPrice(90_000 + acreage * r.float(9_000, 25_000));
    } else if (kind === "commercial") {
      propertyType = r.pick(COMMERCIAL_TYPES);
      tags.push("commercial");
      squareFeet = Math.round(r.chance(0.8) ? r.float(500, 6_000) : r.float(6_000, 20_000));
      if (propertyType === "Industrial Unit" && r.chance(0.3)) acreage = twoDecimals(r.float(0.2, 3));
      if (channel === "lettings") {
        priceFrequency = "pa";
        const raw = squareFeet * r.float(8, 22) * town.priceFactor;
        price = r.chance(0.3) ? nearestRung(COMMERCIAL_RENT_LADDER, raw) : roundAnnualRent(raw);
      } else {
        price = roundAskingPrice(squareFeet * r.float(140, 320) * town.priceFactor);
      }
    } else {
      propertyType =
        plotKind === "plot"
          ? r.pick(NEW_BUILD_TYPES)
          : kind === "student"
            ? r.pick(["Terraced House", "Semi-Detached House", "Town House"])
            : r.weighted(channel === "sales" ? SALES_HOME_TYPES : LETTINGS_HOME_TYPES);
      const profile = HOME_TYPES[propertyType]!;
      style = profile.style;
      tags.push(profile.group);
      garden = profile.garden;
      beds = kind === "student" ? r.int(3, 6) : r.int(profile.beds[0], profile.beds[1]);
      squareFeet = r.chance(0.9) ? Math.round((380 + beds * 290) * r.float(0.85, 1.25)) : null;
      if (
        garden &&
        (style === "detached" || style === "cottage" || style === "bungalow" || style === "barn") &&
        r.chance(0.35)
      ) {
        acreage = twoDecimals(propertyType === "Farmhouse" ? r.float(5, 150) : r.float(0.1, 2.5));
      }
      if (kind === "student") {
        tags.push("student");
        price = roundMonthlyRent(beds * r.float(430, 540));
      } else if (channel === "lettings") {
        price = monthlyRent(propertyType, beds, town);
      } else {
        price = salesPrice(propertyType, beds, town, newHome);
      }
      if (channel === "lettings") priceFrequency = "pcm";
    }
    if (newHome) tags.push("new home");

    let status: Status =
      plan.status ?? (channel === "sales" ? r.weighted(SALES_STATUSES) : r.weighted(LETTINGS_STATUSES));
    let priceQualifier: string | null = null;
    if (channel === "sales" && kind !== "commercial") {
      const q = r.weighted(SALES_QUALIFIERS);
      priceQualifier = q === "none" ? null : q;
    }
    let auctionDate: string | null = null;
    let exchangedPrice: number | null = null;
    let disposal: string | null = null;
    if (kind === "auction") {
      tags.push("auction");
      disposal = "Auction";
      priceQualifier = "Guide Price";
      const outcome =
        plan.auction ?? r.weighted({ future: 40, "past-sold": 33, "past-exchanged": 15, "past-unsold": 12 });
      const offset = outcome === "future" ? r.int(5, 75) : -r.int(3, 120);
      auctionDate = isoDate(new Date(now.getTime() + offset * DAY));
      status = outcome === "past-sold" ? "sold" : "available";
      if (outcome === "past-sold" || outcome === "past-exchanged") {
        exchangedPrice = Math.round(((price ?? 100_000) * r.float(0.95, 1.35)) / 500) * 500;
      }
    }
    // The price a POA home would have asked: its council tax band is drawn from it all the same.
    const valued = price;
    const poa = plan.poa ?? (channel === "sales" && kind === "home" && !plotKind && r.chance(0.035));
    if (poa) {
      price = null;
      priceQualifier = null;
    }

    const epc: EpcRating | null =
      propertyType === "Land" || kind === "development"
        ? null
        : newHome
          ? r.pick(["A", "B"] as const)
          : kind === "commercial" && r.chance(0.5)
            ? null
            : r.weighted(EPC_WEIGHTS);
    const isFlat = style === "flats";
    const tenure =
      channel === "lettings"
        ? null
        : isFlat
          ? r.chance(0.8)
            ? "Leasehold"
            : "Share of Freehold"
          : "Freehold";
    const houseNumber =
      propertyType === "Land" || style === "cottage" || style === "barn" || propertyType === "Farmhouse"
        ? null
        : String(r.int(1, 180));
    const houseName =
      propertyType === "Land"
        ? null
        : isFlat
          ? `Flat ${r.int(1, 24)}`
          : houseNumber
            ? null
            : r.pick(HOUSE_NAMES);
    const parking = r.chance(0.6) ? r.pick(PARKING) : null;
    const facts: CopyFacts = {
      propertyType,
      bedrooms: beds,
      bathrooms: 0,
      receptionRooms: 0,
      locality: site.locality,
      town: town.name,
      street: site.street,
      channel,
      kind: propertyType === "Land" ? "land" : copyKind,
      acreage,
      squareFeet,
      newHome,
      garden,
      parking,
    };
    if (propertyType !== "Land" && kind !== "commercial") {
      facts.bathrooms =
        beds === 0 ? 1 : Math.max(1, Math.min(beds, Math.round(beds / 2 + r.float(-0.5, 0.6))));
      facts.receptionRooms =
        beds <= 1 ? 1 : Math.min(4, Math.max(1, Math.round(beds / 2 + r.float(-1, 0.6))));
    }
    const property: NewProperty = {
      id,
      reference: `${town.code}-${channel === "sales" ? "S" : "L"}-${String(id).padStart(6, "0")}`,
      channel,
      status,
      price,
      poa,
      priceQualifier,
      priceFrequency,
      bedrooms: beds,
      bathrooms: facts.bathrooms,
      receptionRooms: facts.receptionRooms,
      propertyType,
      tags,
      houseName,
      houseNumber,
      street: site.street,
      locality: site.locality,
      town: town.name,
      county: town.county,
      postcode: site.postcode,
      displayAddress:
        propertyType === "Land"
          ? `Land off ${site.street}, ${site.locality}, ${town.name}`
          : `${site.street}, ${site.locality}, ${town.name}`,
      latitude: site.latitude,
      longitude: site.longitude,
      squareFeet,
      acreage,
      summary: summary(r, facts),
      description: description(r, facts),
      keyFeatures: keyFeatures(r, facts),
      tenure,
      materialInformation: {
        ...material(channel, valued, tenure, propertyType),
        ...materialExtras(id, { commercial: kind === "commercial", channel, price, town: town.name }),
      },
      epcRating: epc,
      furnished:
        channel === "lettings" && kind !== "commercial"
          ? kind === "student"
            ? "Furnished"
            : r.pick(["Furnished", "Unfurnished", "Part furnished"])
          : null,
      availableFrom: channel === "lettings" ? isoDate(new Date(now.getTime() + r.int(0, 60) * DAY)) : null,
      shortLet: plan.shortLet ?? (channel === "lettings" && kind === "home" && r.chance(0.06)),
      petsAllowed: plan.petsAllowed ?? (channel === "lettings" && kind === "home" && r.chance(0.25)),
      auctionDate,
      exchangedPrice,
      disposal,
      branchId: site.branchId,
      staffId: staffId(site.branchId, channel),
      parentId: null,
      ...dates(plan.recent ?? false),
      ...extra,
    };
    batch.properties.push(property);
    // From the finished row, overrides included, so media always match what the listing says.
    addMedia(batch, id, { kind: facts.kind, style, beds, garden, epc: property.epcRating ?? null });
    return property;
  }

  /** A development: the parent site listing, then its plots (child properties) on the same street. */
  function addDevelopment(batch: ListingBatch, town: Town, plots: number, recent: boolean) {
    const site = place(town);
    const name = r.pick(DEVELOPMENT_NAMES);
    const parentId = state.nextPropertyId;
    const parent = addProperty(
      batch,
      { channel: "sales", kind: "development", status: "available", recent },
      site,
      {
        houseName: name,
        houseNumber: null,
        displayAddress: `${name}, ${site.street}, ${town.name}`,
        priceQualifier: "Prices From",
      },
    );
    const children: NewProperty[] = [];
    for (let plot = 1; plot <= plots; plot++) {
      const nudged = {
        ...site,
        latitude: sixDecimals(site.latitude + r.float(-0.001, 0.001)),
        longitude: sixDecimals(site.longitude + r.float(-0.0015, 0.0015)),
      };
      children.push(
        addProperty(
          batch,
          { channel: "sales", kind: "home", newHome: true, recent },
          nudged,
          {
            parentId,
            houseName: `Plot ${plot}`,
            houseNumber: null,
            displayAddress: `Plot ${plot}, ${name}, ${town.name}`,
            createdAt: parent.createdAt,
            launchedAt: parent.launchedAt,
          },
          "plot",
        ),
      );
    }
    // The site is marketed from its cheapest plot, with the largest plot's rooms.
    const prices = children.map((c) => c.price).filter((p): p is number => p != null);
    parent.price = prices.length ? Math.min(...prices) : null;
    parent.poa = parent.price === null;
    // A site of homes not yet built has no band of its own: the Valuation Office Agency bands each plot when built.
    parent.materialInformation = {
      ...parent.materialInformation,
      councilTaxBand: "Not yet banded: each plot is banded when built",
    };
    parent.bedrooms = Math.max(...children.map((c) => c.bedrooms ?? 0));
    parent.bathrooms = Math.max(...children.map((c) => c.bathrooms ?? 0));
    parent.receptionRooms = Math.max(...children.map((c) => c.receptionRooms ?? 0));
  }

  return {
    get nextPropertyId() {
      return state.nextPropertyId;
    },
    /** Showcase listings go round the towns in turn; the rest follow each town's share. */
    townFor(unit: number): Town {
      if (unit < SHOWCASE.length) return towns[unit % towns.length]!;
      const slug = r.weighted(townWeights);
      return towns.find((t) => t.slug === slug)!;
    },
    /** Adds the listings of one plan (a development adds several), never more than `room`. */
    add(batch: ListingBatch, plan: ListingPlan, town: Town, room: number) {
      if (plan.kind === "development" && room >= 3) {
        addDevelopment(batch, town, Math.min(room - 1, r.int(3, 8)), plan.recent ?? false);
      } else {
        addProperty(batch, plan.kind === "development" ? { ...plan, kind: "home" } : plan, place(town));
      }
    },
  };
}

/**
 * Part C's building safety, coal mining, coastal erosion, planning and flood history, and a commercial unit's
 * business rates instead of a council tax band (issue 16). Drawn from the listing's id, not the seeded stream,
 * so every other field of every listing stays what it was. About one in ten is left blank ("Ask the agent").
 */
export function materialExtras(
  id: number,
  listing: { commercial: boolean; channel: Channel; price: number | null; town: string },
): MaterialInformation {
  const roll = (salt: number) => {
    let x = Math.imul(id ^ (salt * 0x9e3779b9), 0x85ebca6b) >>> 0;
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
    return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
  };
  const stated = (salt: number, text: string) => (roll(salt) < 0.9 ? text : null);
  // Bristol and Bath sit on the old Somerset coalfield (the Coal Authority's reporting area).
  const coalfield = (listing.town === "Bristol" || listing.town === "Bath") && roll(2) < 0.35;
  const extras: MaterialInformation = {
    buildingSafety: stated(1, "None known"),
    coalMining: stated(3, coalfield ? "Former coalfield area: a mining report is advised" : "None known"),
    coastalErosion: stated(4, "None known"),
    planning: stated(
      5,
      roll(6) < 0.12 ? "Planning permission granted next door for a single-storey extension" : "None known",
    ),
    floodHistory: stated(7, "None known"),
  };
  if (!listing.commercial) return extras;
  // Roughly the annual rent a unit would let for (the Valuation Office Agency's basis), to the nearest £250.
  const annual =
    listing.price === null ? null : listing.channel === "lettings" ? listing.price : listing.price * 0.07;
  return {
    ...extras,
    councilTaxBand: null,
    rateableValue: annual !== null && roll(8) < 0.75 ? Math.round((annual * 0.9) / 250) * 250 : null,
  };
}

// Approximate bands from today's prices (the real bands use 1991 values, which a demo cannot know).
function councilTaxBand(value: number): string {
  const limits: [number, string][] = [
    [150_000, "A"],
    [200_000, "B"],
    [260_000, "C"],
    [330_000, "D"],
    [450_000, "E"],
    [600_000, "F"],
    [1_100_000, "G"],
  ];
  return limits.find(([limit]) => value < limit)?.[1] ?? "H";
}
