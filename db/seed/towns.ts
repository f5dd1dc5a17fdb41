// The demo agency's five towns: real centres, real postcode districts and their neighbourhoods, so that
// addresses, postcodes and map pins agree with each other. Coordinates are approximate district centres.

export type District = {
  /** Outward code, e.g. "BS8". */
  code: string;
  latitude: number;
  longitude: number;
  /** Neighbourhoods inside the district, used as the address locality. */
  localities: string[];
};

export type Town = {
  slug: string;
  name: string;
  /** Three letters used in property references. */
  code: string;
  county: string;
  latitude: number;
  longitude: number;
  /** Share of the listings this branch carries. */
  listingWeight: number;
  /** Relative house prices (Bristol = 1). */
  priceFactor: number;
  /** University towns get student lets. */
  studentTown: boolean;
  postcodeArea: string;
  districts: District[];
  office: {
    addressLine1: string;
    addressLine2: string | null;
    postcode: string;
    latitude: number;
    longitude: number;
  };
  /** Ofcom's numbers reserved for fiction (0117 496 0xxx, 01632 960xxx): real-looking, never anyone's line. */
  telephonePrefix: string;
};

export const district = (
  code: string,
  latitude: number,
  longitude: number,
  localities: string[],
): District => ({
  code,
  latitude,
  longitude,
  localities,
});

export const TOWNS: Town[] = [
  {
    slug: "bristol",
    name: "Bristol",
    code: "BRS",
    county: "City of Bristol",
    latitude: 51.4545,
    longitude: -2.5879,
    listingWeight: 34,
    priceFactor: 1,
    studentTown: true,
    postcodeArea: "BS",
    districts: [
      district("BS1", 51.4517, -2.5925, ["City Centre", "Harbourside", "Redcliffe"]),
      district("BS2", 51.4605, -2.5745, ["St Pauls", "St Philips", "Kingsdown"]),
      district("BS3", 51.4372, -2.6003, ["Bedminster", "Southville", "Windmill Hill"]),
      district("BS4", 51.4327, -2.5605, ["Brislington", "Knowle", "Totterdown"]),
      district("BS5", 51.4632, -2.5505, ["Easton", "St George", "Redfield"]),
      district("BS6", 51.4712, -2.6001, ["Redland", "Cotham", "Montpelier"]),
      district("BS7", 51.4881, -2.5878, ["Bishopston", "Horfield", "Filton Park"]),
      district("BS8", 51.4574, -2.6183, ["Clifton", "Hotwells", "Cliftonwood"]),
      district("BS9", 51.4921, -2.6252, ["Westbury-on-Trym", "Stoke Bishop", "Sneyd Park"]),
      district("BS10", 51.5083, -2.6051, ["Henleaze", "Southmead", "Brentry"]),
      district("BS11", 51.4951, -2.6801, ["Shirehampton", "Avonmouth", "Lawrence Weston"]),
      district("BS13", 51.4151, -2.6102, ["Bishopsworth", "Withywood", "Hartcliffe"]),
      district("BS14", 51.4102, -2.5553, ["Whitchurch", "Stockwood", "Hengrove"]),
      district("BS15", 51.4591, -2.5052, ["Kingswood", "Hanham", "Warmley"]),
      district("BS16", 51.4853, -2.5203, ["Fishponds", "Downend", "Stapleton"]),
    ],
    office: {
      addressLine1: "18 Whiteladies Road",
      addressLine2: "Clifton",
      postcode: "BS8 2LG",
      latitude: 51.4637,
      longitude: -2.608,
    },
    telephonePrefix: "0117 496 0",
  },
  {
    slug: "bath",
    name: "Bath",
    code: "BTH",
    county: "Somerset",
    latitude: 51.3811,
    longitude: -2.359,
    listingWeight: 18,
    priceFactor: 1.3,
    studentTown: true,
    postcodeArea: "BA",
    districts: [
      district("BA1", 51.3905, -2.3702, ["Lansdown", "Larkhall", "Weston", "Bathwick"]),
      district("BA2", 51.3702, -2.3521, ["Widcombe", "Combe Down", "Oldfield Park", "Bear Flat"]),
    ],
    office: {
      addressLine1: "7 Milsom Street",
      addressLine2: null,
      postcode: "BA1 1DA",
      latitude: 51.3836,
      longitude: -2.3612,
    },
    telephonePrefix: "01632 960",
  },
  {
    slug: "cheltenham",
    name: "Cheltenham",
    code: "CHL",
    county: "Gloucestershire",
    latitude: 51.8994,
    longitude: -2.0783,
    listingWeight: 15,
    priceFactor: 1.05,
    studentTown: false,
    postcodeArea: "GL",
    districts: [
      district("GL50", 51.8971, -2.0802, ["Montpellier", "The Park", "Pittville"]),
      district("GL51", 51.9003, -2.1105, ["Hesters Way", "Benhall", "Up Hatherley"]),
      district("GL52", 51.9151, -2.0602, ["Prestbury", "Fairview", "Bishops Cleeve"]),
      district("GL53", 51.8802, -2.0703, ["Leckhampton", "Charlton Kings", "Bafford"]),
      district("GL54", 51.9301, -1.9905, ["Winchcombe", "Andoversford", "Sevenhampton"]),
    ],
    office: {
      addressLine1: "55 The Promenade",
      addressLine2: null,
      postcode: "GL50 1PJ",
      latitude: 51.899,
      longitude: -2.0781,
    },
    telephonePrefix: "01632 960",
  },
  {
    slug: "oxford",
    name: "Oxford",
    code: "OXF",
    county: "Oxfordshire",
    latitude: 51.752,
    longitude: -1.2577,
    listingWeight: 20,
    priceFactor: 1.4,
    studentTown: true,
    postcodeArea: "OX",
    districts: [
      district("OX1", 51.7501, -1.2582, ["City Centre", "Jericho", "St Ebbes"]),
      district("OX2", 51.7652, -1.2751, ["Summertown", "Botley", "North Oxford"]),
      district("OX3", 51.7603, -1.2152, ["Headington", "Marston", "Barton"]),
      district("OX4", 51.7351, -1.2153, ["Cowley", "Iffley", "Littlemore"]),
      district("OX5", 51.8231, -1.2902, ["Kidlington", "Yarnton", "Islip"]),
      district("OX33", 51.7472, -1.1391, ["Wheatley", "Horspath", "Garsington"]),
    ],
    office: {
      addressLine1: "112 Banbury Road",
      addressLine2: "Summertown",
      postcode: "OX2 7BP",
      latitude: 51.7745,
      longitude: -1.264,
    },
    telephonePrefix: "01632 960",
  },
  {
    slug: "exeter",
    name: "Exeter",
    code: "EXE",
    county: "Devon",
    latitude: 50.7184,
    longitude: -3.5339,
    listingWeight: 13,
    priceFactor: 0.9,
    studentTown: true,
    postcodeArea: "EX",
    districts: [
      district("EX1", 50.7262, -3.5101, ["Heavitree", "Polsloe", "Newtown"]),
      district("EX2", 50.7121, -3.5202, ["St Thomas", "Alphington", "Countess Wear"]),
      district("EX4", 50.7351, -3.5402, ["Pennsylvania", "St Davids", "Duryard"]),
      district("EX5", 50.7601, -3.4702, ["Broadclyst", "Pinhoe", "Stoke Canon"]),
      district("EX6", 50.6902, -3.5601, ["Exminster", "Kenn", "Shillingford"]),
    ],
    office: {
      addressLine1: "21 Southernhay East",
      addressLine2: null,
      postcode: "EX1 1QF",
      latitude: 50.7223,
      longitude: -3.527,
    },
    telephonePrefix: "01632 960",
  },
];
