// The open-data wing's door (docs/architecture.md "Wings"): public data about the area around a home — HM Land
// Registry Price Paid, schools and their Ofsted judgements, flood risk, broadband — imported offline from the
// publishers' files and shown on property and place pages. Code outside the wing imports this file or its model/.
export { demoPostcodeCentroids, removeDemoOpenData } from "./repos/open-data.ts";
export {
  deleteDemoPricePaid,
  type DemoHome,
  hasDemoPricePaid,
  selectDemoHomes,
  selectSectorComparables,
  selectYearlyAverages,
} from "./repos/price-paid.ts";
export { aroundHome, materialFallbacks } from "./use-cases/around-home.ts";
export { BROADBAND_COLUMNS } from "./use-cases/broadband/import-broadband.ts";
export { FLOOD_COLUMNS } from "./use-cases/flood/import-flood-risk.ts";
export { OPEN_DATA_IMPORTERS, type OpenDataSource } from "./use-cases/importers.ts";
export {
  getHousePricesChart,
  getHousePricesPage,
  housePricesPaths,
} from "./use-cases/price-paid/house-prices.ts";
export { importOpenNames } from "./use-cases/places/import-places.ts";
export { importPostcodes } from "./use-cases/postcodes/import-postcodes.ts";
export { POSTCODE_FORMATS, type PostcodeFormat } from "./use-cases/postcodes/postcode-csv.ts";
export { importPricePaid, type PricePaidImportSummary } from "./use-cases/price-paid/import-price-paid.ts";
export { getSoldNearby } from "./use-cases/price-paid/sold-nearby.ts";
export { GIAS_COLUMNS } from "./use-cases/schools/import-schools.ts";
export { OFSTED_COLUMNS } from "./use-cases/schools/ofsted-judgements.ts";
export { estimateValuation, type SaleEstimate } from "./use-cases/valuation-estimate.ts";
