// Listing copy in an agent's voice, assembled from phrases: summary, paragraphs and key features.
import type { Random } from "./random.ts";

export type CopyFacts = {
  propertyType: string;
  bedrooms: number;
  bathrooms: number;
  receptionRooms: number;
  locality: string;
  town: string;
  street: string;
  channel: "sales" | "lettings";
  kind: "home" | "student" | "land" | "commercial" | "development" | "plot";
  acreage: number | null;
  squareFeet: number | null;
  newHome: boolean;
  garden: boolean;
  parking: string | null;
};

const ADJECTIVES = [
  "beautifully presented",
  "well proportioned",
  "light and airy",
  "charming",
  "stylish",
  "deceptively spacious",
  "immaculate",
  "thoughtfully extended",
  "characterful",
  "recently refurbished",
];
const LOCATION_LINES = [
  "within easy walking distance of local shops, cafés and well regarded schools",
  "close to the station, with regular services into the city centre",
  "on a quiet tree-lined road a short stroll from the park",
  "moments from the high street and its independent shops",
  "well placed for the ring road, the hospital and the universities",
  "with open countryside and footpaths on the doorstep",
];
const INTERIOR_LINES = [
  "The accommodation flows well, with generous ceiling heights and plenty of natural light throughout.",
  "A welcoming entrance hall leads to the principal rooms, each finished to a high standard.",
  "Original features including fireplaces and cornicing sit comfortably alongside modern fittings.",
  "The open-plan kitchen and dining area is the heart of the home, with space for a family table.",
  "Double glazing and gas central heating keep running costs sensible.",
  "Upstairs, the bedrooms are served by a contemporary bathroom with a rainfall shower.",
];
const OUTSIDE_LINES = [
  "Outside, the rear garden is mainly laid to lawn with a sunny patio ideal for entertaining.",
  "The gardens wrap around the house and enjoy a good degree of privacy.",
  "To the front is a low-maintenance garden with a path leading to the front door.",
  "A gate gives rear access, and there is a useful timber shed.",
];
const FEATURES = [
  "Gas central heating",
  "Double glazing throughout",
  "Close to excellent schools",
  "Walking distance to the station",
  "Modern fitted kitchen",
  "Period features",
  "Chain free",
  "Recently redecorated",
  "Utility room",
  "Downstairs cloakroom",
  "Home office",
  "Wood-burning stove",
  "Ultrafast broadband",
  "Solar panels",
];

const numberWords = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight"];
const withArticle = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? "An" : "A"} ${phrase}`;
const beds = (n: number) => `${numberWords[n]?.toLowerCase() ?? n} bedroom`;
/** "three bedroom terraced house"; a studio has no bedroom count. */
const homeName = (f: CopyFacts) =>
  f.bedrooms === 0 ? f.propertyType.toLowerCase() : `${beds(f.bedrooms)} ${f.propertyType.toLowerCase()}`;

export function summary(r: Random, f: CopyFacts): string {
  switch (f.kind) {
    case "land":
      return `${f.acreage ?? "A parcel of"} acres of land off ${f.street}, ${f.locality}, with road frontage and far-reaching views.`;
    case "commercial":
      return `${f.squareFeet?.toLocaleString("en-GB") ?? "Flexible"} sq ft ${f.propertyType.toLowerCase()} in ${f.locality}, ${f.channel === "sales" ? "for sale freehold" : "available on a new lease"}.`;
    case "development":
      return `A collection of new homes in ${f.locality}, ${f.town}, built to a high specification with a 10-year warranty.`;
    case "student":
      return `${withArticle(beds(f.bedrooms))} student house in ${f.locality}, close to the university and local amenities.`;
    default: {
      return `${withArticle(`${r.pick(ADJECTIVES)} ${homeName(f)}`)} in ${f.locality}, ${r.pick(LOCATION_LINES)}.`;
    }
  }
}

export function description(r: Random, f: CopyFacts): string {
  if (f.kind === "land") {
    return [
      `An opportunity to acquire ${f.acreage} acres of gently sloping pasture on the edge of ${f.locality}.`,
      "The land is bounded by mature hedgerows and has a field gate onto the lane. Mains water is available nearby.",
      "The land may suit equestrian or amenity use, subject to any necessary consents. Viewing on foot during daylight hours with particulars to hand.",
    ].join("\n\n");
  }
  if (f.kind === "commercial") {
    return [
      `A ${f.propertyType.toLowerCase()} of about ${f.squareFeet?.toLocaleString("en-GB")} sq ft in a prominent position in ${f.locality}, ${f.town}.`,
      "The space is arranged over open-plan floors with a kitchenette, WCs and good natural light. Suitable for a range of uses within Class E.",
      `${f.parking ?? "On-street parking"} nearby. ${f.channel === "sales" ? "The freehold is offered with vacant possession." : "Available on a new full repairing and insuring lease for a term to be agreed."}`,
    ].join("\n\n");
  }
  if (f.kind === "development") {
    return [
      `Welcome to this new development in ${f.locality}: a small collection of homes designed around a landscaped green.`,
      "Each home comes with an A-rated kitchen, underfloor heating to the ground floor, an air source heat pump and an electric vehicle charging point.",
      "Help to secure your new home early: reservations are now being taken off plan. Ask the new homes team about part exchange.",
    ].join("\n\n");
  }
  const intro =
    f.channel === "lettings"
      ? `Available to rent, this ${homeName(f)} on ${f.street} is ${r.pick(LOCATION_LINES)}.`
      : `Offered to the market is this ${r.pick(ADJECTIVES)} ${homeName(f)} on ${f.street}, ${r.pick(LOCATION_LINES)}.`;
  const rooms = `There ${f.receptionRooms === 1 ? "is one reception room" : `are ${f.receptionRooms} reception rooms`}, ${f.bedrooms} bedroom${f.bedrooms === 1 ? "" : "s"} and ${f.bathrooms} bathroom${f.bathrooms === 1 ? "" : "s"}. ${r.sample(INTERIOR_LINES, 2).join(" ")}`;
  const paragraphs = [intro, rooms];
  if (f.garden) paragraphs.push(r.sample(OUTSIDE_LINES, 2).join(" "));
  paragraphs.push(
    f.channel === "lettings"
      ? "Tenancy information: a holding deposit of one week's rent and a security deposit of five weeks' rent apply. Please ask for the tenant information sheet."
      : `${f.locality} is one of ${f.town}'s most popular neighbourhoods. Early viewing is highly recommended.`,
  );
  return paragraphs.join("\n\n");
}

export function keyFeatures(r: Random, f: CopyFacts): string[] {
  const features: string[] = [];
  if (f.bedrooms > 0)
    features.push(`${numberWords[f.bedrooms] ?? f.bedrooms} bedroom${f.bedrooms === 1 ? "" : "s"}`);
  if (f.squareFeet) features.push(`${f.squareFeet.toLocaleString("en-GB")} sq ft`);
  if (f.acreage) features.push(`${f.acreage} acres`);
  if (f.newHome) features.push("New build with 10-year warranty");
  if (f.garden) features.push("Private garden");
  if (f.parking) features.push(f.parking);
  if (f.kind === "home" || f.kind === "student" || f.kind === "plot")
    features.push(...r.sample(FEATURES, r.int(2, 4)));
  return features.slice(0, 8);
}
