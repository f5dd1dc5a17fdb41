// The second demo agency's four towns (Harbour & Fell: the North Yorkshire coast and the southern Lakes), none of
// them the first demo's, so a search at one agency never looks like the other's. Real centres and real postcode
// districts with their neighbourhoods, as towns.ts; coordinates are approximate district centres.
import { district, type Town } from "./towns.ts";

// Ofcom's numbers reserved for fiction on Tyneside (0191 498 0xxx), apart from the first demo's.
const TELEPHONE_PREFIX = "0191 498 0";

export const SECOND_AGENCY_TOWNS: Town[] = [
  {
    slug: "scarborough",
    name: "Scarborough",
    code: "SCA",
    county: "North Yorkshire",
    latitude: 54.2831,
    longitude: -0.3998,
    listingWeight: 34,
    priceFactor: 0.62,
    studentTown: false,
    postcodeArea: "YO",
    districts: [
      district("YO11", 54.2702, -0.4062, ["South Cliff", "Falsgrave", "Eastfield", "Cayton"]),
      district("YO12", 54.2935, -0.4251, ["North Bay", "Northstead", "Newby", "Scalby"]),
      district("YO13", 54.3105, -0.4702, ["Burniston", "Cloughton", "West Ayton"]),
    ],
    office: {
      addressLine1: "22 Huntriss Row",
      addressLine2: null,
      postcode: "YO11 2ED",
      latitude: 54.2818,
      longitude: -0.4031,
    },
    telephonePrefix: TELEPHONE_PREFIX,
  },
  {
    slug: "whitby",
    name: "Whitby",
    code: "WHI",
    county: "North Yorkshire",
    latitude: 54.4858,
    longitude: -0.6206,
    listingWeight: 20,
    priceFactor: 0.85,
    studentTown: false,
    postcodeArea: "YO",
    districts: [
      district("YO21", 54.4801, -0.6402, ["West Cliff", "Sandsend", "Sleights", "Ruswarp"]),
      district("YO22", 54.4652, -0.5803, ["East Cliff", "Hawsker", "Robin Hood's Bay"]),
    ],
    office: {
      addressLine1: "9 Flowergate",
      addressLine2: null,
      postcode: "YO21 3BA",
      latitude: 54.4857,
      longitude: -0.6151,
    },
    telephonePrefix: TELEPHONE_PREFIX,
  },
  {
    slug: "kendal",
    name: "Kendal",
    code: "KEN",
    county: "Cumbria",
    latitude: 54.328,
    longitude: -2.746,
    listingWeight: 28,
    priceFactor: 0.8,
    studentTown: false,
    postcodeArea: "LA",
    districts: [
      district("LA9", 54.3262, -2.7438, ["Kendal Green", "Oxenholme", "Sandylands", "Kirkbarrow"]),
      district("LA8", 54.3701, -2.8102, ["Staveley", "Burneside", "Crook"]),
    ],
    office: {
      addressLine1: "41 Highgate",
      addressLine2: null,
      postcode: "LA9 4ED",
      latitude: 54.3259,
      longitude: -2.7481,
    },
    telephonePrefix: TELEPHONE_PREFIX,
  },
  {
    slug: "keswick",
    name: "Keswick",
    code: "KES",
    county: "Cumbria",
    latitude: 54.6013,
    longitude: -3.1347,
    listingWeight: 18,
    priceFactor: 1.05,
    studentTown: false,
    postcodeArea: "CA",
    districts: [district("CA12", 54.6005, -3.1402, ["Keswick", "Portinscale", "Braithwaite", "Threlkeld"])],
    office: {
      addressLine1: "12 Main Street",
      addressLine2: null,
      postcode: "CA12 5JD",
      latitude: 54.6011,
      longitude: -3.1366,
    },
    telephonePrefix: TELEPHONE_PREFIX,
  },
];
