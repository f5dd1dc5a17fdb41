// Our JSON feed (docs/feeds.md) as the HTTP suites push it: one branch in Clifton and Georgian townhouses in
// Royal York Crescent, with what each test varies (reference, price, media) given.

export const CLIFTON_BRANCH = {
  code: "CLF",
  name: "Clifton",
  addressLine1: "12 Princess Victoria Street",
  town: "Bristol",
  postcode: "BS8 4BP",
  latitude: 51.4545,
  longitude: -2.6206,
};

/** A sales listing of the Clifton branch whose photos are named by URL. */
export function townhouse(reference: string, photoUrls: string[], price = 425000) {
  return {
    reference,
    branchCode: CLIFTON_BRANCH.code,
    channel: "sales",
    status: "available",
    price,
    bedrooms: 3,
    propertyType: "Terraced House",
    street: "Royal York Crescent",
    town: "Bristol",
    postcode: "BS8 4JX",
    latitude: 51.4521,
    longitude: -2.6225,
    summary: "A Georgian townhouse.",
    // Part A of the material information in full: without it the advert rules hold a listing back (issue 41).
    tenure: "Freehold",
    materialInformation: { councilTaxBand: "F" },
    media: photoUrls.map((url) => ({ kind: "photo", url })),
  };
}

/** The feed's body: version 1, the Clifton branch and the listings given. */
export function jsonFeed(listings: object[]): string {
  return JSON.stringify({ version: 1, branches: [CLIFTON_BRANCH], listings });
}
