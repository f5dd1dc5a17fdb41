import { describe, expect, it } from "vitest";
import { jsonLdScriptText, placeType, propertyJsonLd } from "./property-json-ld.ts";
import {
  DESCRIPTION_MAX_LENGTH,
  propertyDescription,
  propertyMeta,
  truncateAtWord,
} from "./property-meta.ts";
import { propertyHeadline, type SeoDetails } from "./seo-details.ts";

const house: SeoDetails = {
  id: 57,
  channel: "sales",
  status: "available",
  price: 325_000,
  poa: false,
  priceFrequency: "outright",
  bedrooms: 3,
  bathrooms: 1,
  receptionRooms: 2,
  propertyType: "Semi-Detached House",
  tags: ["house"],
  houseName: null,
  houseNumber: "12",
  street: "Cotham Road",
  locality: "Cotham",
  town: "Bristol",
  county: "City of Bristol",
  postcode: "BS6 6DR",
  displayAddress: "Cotham Road, Cotham, Bristol",
  latitude: 51.4651,
  longitude: -2.6012,
  placement: "exact",
  squareFeet: 1_150,
  summary: "A bright family home with a south-facing garden.",
  card: { price: "Guide Price £325,000" },
  photos: [
    { key: "pool/exterior semi 1.webp", caption: "Front elevation" },
    { key: "pool/kitchen-2.webp", caption: null },
  ],
};
const flatToLet: SeoDetails = {
  ...house,
  id: 8,
  channel: "lettings",
  status: "let_agreed",
  price: 1_200,
  priceFrequency: "pcm",
  bedrooms: 0,
  receptionRooms: 1,
  propertyType: "Studio",
  tags: ["flat"],
  squareFeet: null,
  summary: "",
  card: { price: "£1,200 pcm" },
  photos: [],
};
const PUBLIC_URL = "https://www.marlowandvale.co.uk";

const metaContent = (meta: ReturnType<typeof propertyMeta>, key: string) => {
  const found = meta.find((m) => ("property" in m && m.property === key) || ("name" in m && m.name === key));
  return found && "content" in found ? found.content : undefined;
};

describe("propertyHeadline", () => {
  it("says beds, type, channel and town", () => {
    expect(propertyHeadline(house)).toBe("3 bedroom semi-detached house for sale in Bristol");
    expect(propertyHeadline(flatToLet)).toBe("Studio to let in Bristol");
  });
});

describe("propertyMeta", () => {
  const meta = propertyMeta(house, PUBLIC_URL, "Marlow & Vale");

  it("titles the page with the headline and the agency", () => {
    expect(meta[0]).toEqual({ title: "3 bedroom semi-detached house for sale in Bristol | Marlow & Vale" });
    expect(metaContent(meta, "og:title")).toBe(
      "3 bedroom semi-detached house for sale in Bristol | Marlow & Vale",
    );
  });

  it("describes it by price and summary", () => {
    expect(metaContent(meta, "description")).toBe(
      "Guide Price £325,000. A bright family home with a south-facing garden.",
    );
  });

  it("links the canonical URL and shares the first photo at 1160 wide, absolute", () => {
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${PUBLIC_URL}/properties/57` });
    expect(metaContent(meta, "og:url")).toBe(`${PUBLIC_URL}/properties/57`);
    expect(metaContent(meta, "og:image")).toBe(`${PUBLIC_URL}/media/1160x_/pool/exterior%20semi%201.webp`);
    expect(metaContent(meta, "og:image:alt")).toBe("Front elevation, Cotham Road, Cotham, Bristol");
    expect(metaContent(meta, "og:site_name")).toBe("Marlow & Vale");
    expect(metaContent(meta, "og:type")).toBe("website");
    expect(metaContent(meta, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(meta, "twitter:image")).toBe(metaContent(meta, "og:image"));
  });

  it("falls back to a small card and the address when there is no photo or summary", () => {
    const bare = propertyMeta(flatToLet, PUBLIC_URL, "Marlow & Vale");
    expect(metaContent(bare, "og:image")).toBeUndefined();
    expect(metaContent(bare, "twitter:card")).toBe("summary");
    expect(metaContent(bare, "description")).toBe("£1,200 pcm. Cotham Road, Cotham, Bristol");
  });
});

describe("propertyDescription", () => {
  it("cuts a long summary at a word with an ellipsis", () => {
    const long = propertyDescription({ ...house, summary: "word ".repeat(100) });
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(long.endsWith("word…")).toBe(true);
    expect(truncateAtWord("short", 10)).toBe("short");
  });
});

describe("placeType", () => {
  it.each([
    [{ tags: ["house"], propertyType: "Semi-Detached House" }, "SingleFamilyResidence"],
    [{ tags: ["bungalow"], propertyType: "Bungalow" }, "SingleFamilyResidence"],
    [{ tags: [], propertyType: "Barn Conversion" }, "SingleFamilyResidence"],
    [{ tags: ["flat"], propertyType: "Maisonette" }, "Apartment"],
    [{ tags: [], propertyType: "Penthouse Apartment" }, "Apartment"],
    [{ tags: ["commercial"], propertyType: "Office" }, "Place"],
    [{ tags: ["land"], propertyType: "Land" }, "Place"],
    [{ tags: ["development"], propertyType: "Development" }, "Residence"],
  ] as const)("%j is a %s", (details, type) => {
    expect(placeType({ tags: [...details.tags], propertyType: details.propertyType })).toBe(type);
  });
});

describe("propertyJsonLd", () => {
  it("describes a house for sale with its address, position, images, rooms, size and offer", () => {
    expect(propertyJsonLd(house, PUBLIC_URL)).toEqual({
      "@context": "https://schema.org",
      "@type": ["SingleFamilyResidence", "Product"],
      "@id": `${PUBLIC_URL}/properties/57`,
      url: `${PUBLIC_URL}/properties/57`,
      name: "3 bedroom semi-detached house for sale in Bristol",
      description: "A bright family home with a south-facing garden.",
      address: {
        "@type": "PostalAddress",
        streetAddress: "12 Cotham Road, Cotham",
        addressLocality: "Bristol",
        addressRegion: "City of Bristol",
        postalCode: "BS6 6DR",
        addressCountry: "GB",
      },
      geo: { "@type": "GeoCoordinates", latitude: 51.4651, longitude: -2.6012 },
      image: [
        `${PUBLIC_URL}/media/1160x_/pool/exterior%20semi%201.webp`,
        `${PUBLIC_URL}/media/1160x_/pool/kitchen-2.webp`,
      ],
      numberOfRooms: 5,
      numberOfBedrooms: 3,
      numberOfBathroomsTotal: 1,
      floorSize: { "@type": "QuantitativeValue", value: 1150, unitCode: "FTK" },
      offers: {
        "@type": "Offer",
        url: `${PUBLIC_URL}/properties/57`,
        businessFunction: "http://purl.org/goodrelations/v1#Sell",
        availability: "https://schema.org/InStock",
        price: 325000,
        priceCurrency: "GBP",
      },
    });
  });

  it("leases a let-agreed flat monthly, reserved", () => {
    const data = propertyJsonLd(flatToLet, PUBLIC_URL);
    expect(data["@type"]).toEqual(["Apartment", "Product"]);
    expect(data.offers).toEqual({
      "@type": "Offer",
      url: `${PUBLIC_URL}/properties/8`,
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      availability: "https://schema.org/Reserved",
      price: 1200,
      priceCurrency: "GBP",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: 1200,
        priceCurrency: "GBP",
        unitCode: "MON",
      },
    });
    expect(data).not.toHaveProperty("floorSize");
    expect(data).not.toHaveProperty("description");
  });

  it.each([
    ["under_offer", "LimitedAvailability"],
    ["sstc", "Reserved"],
    ["sold", "SoldOut"],
    ["let", "SoldOut"],
  ] as const)("maps status %s to %s", (status, availability) => {
    const offers = propertyJsonLd({ ...house, status }, PUBLIC_URL).offers as Record<string, unknown>;
    expect(offers.availability).toBe(`https://schema.org/${availability}`);
  });

  it("leaves the price out when the agency quotes none (POA)", () => {
    const offers = propertyJsonLd({ ...house, poa: true }, PUBLIC_URL).offers as Record<string, unknown>;
    expect(offers).not.toHaveProperty("price");
    expect(offers).not.toHaveProperty("priceCurrency");
  });

  it("gives no coordinates for a listing not on the map, or placed only near its town's centre (issue 36)", () => {
    const unplaced = { ...house, latitude: null, longitude: null, placement: "unplaced" as const };
    expect(propertyJsonLd(unplaced, PUBLIC_URL)).not.toHaveProperty("geo");
    expect(propertyJsonLd({ ...house, placement: "town" }, PUBLIC_URL)).not.toHaveProperty("geo");
    expect(propertyJsonLd({ ...house, placement: "postcode" }, PUBLIC_URL)).toHaveProperty("geo");
  });
});

describe("jsonLdScriptText", () => {
  it("escapes < so the text cannot close its script element, and parses back to the same data", () => {
    const data = { description: "Lovely </script><script>alert(1)</script> home" };
    const text = jsonLdScriptText(data);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(data);
  });
});
