// The publishers of the open data around a home (issue 17; docs/open-data.md), credited as the Open Government
// Licence v3.0 asks: the footer lists them all, and each "Around this home" panel its own, with its date.
export const OGL_V3 = {
  name: "Open Government Licence v3.0",
  url: "https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/",
} as const;

export type OpenDataCredit = {
  /** How a panel and the material information name it: "from {name}". */
  name: string;
  /** The attribution the publisher asks for (the licence line follows it). */
  attribution: string;
  url: string;
};

export const OPEN_DATA_CREDITS = {
  // Sold nearby and the house-prices pages (modules/open-data/model/price-paid/wording.ts words their own licence line).
  pricePaid: {
    name: "HM Land Registry Price Paid Data",
    attribution: "Contains HM Land Registry data © Crown copyright and database right 2026.",
    url: "https://www.gov.uk/government/collections/price-paid-data",
  },
  schools: {
    name: "Get Information About Schools (Department for Education)",
    attribution: "Contains public sector information.",
    url: "https://get-information-schools.service.gov.uk/",
  },
  ofsted: {
    name: "Ofsted",
    attribution: "Ofsted inspection outcomes; contains public sector information.",
    url: "https://www.gov.uk/government/statistical-data-sets/monthly-management-information-ofsteds-school-inspections-outcomes",
  },
  broadband: {
    name: "Ofcom Connected Nations",
    attribution: "Contains Ofcom data © Ofcom.",
    url: "https://www.ofcom.org.uk/phones-and-broadband/coverage-and-speeds/connected-nations",
  },
  flood: {
    name: "Environment Agency, Risk of Flooding from Rivers and Sea",
    attribution: "© Environment Agency copyright and/or database right.",
    url: "https://environment.data.gov.uk/dataset/96ab4342-82c1-4095-87f1-0082e8d84ef1",
  },
} as const satisfies Record<string, OpenDataCredit>;

export type OpenDataCreditKey = keyof typeof OPEN_DATA_CREDITS;
