// What the "sold nearby" panel and the house-prices pages show of Price Paid data: the JSON the panel fetches
// and the page's loader data have these shapes, so the browser code and the services agree on them.
import type { PropertyTypeCode, TenureCode } from "./record.ts";
import type { TrendTable } from "./trend.ts";

export type SaleView = {
  transactionId: string;
  price: number;
  /** YYYY-MM-DD. */
  transferredOn: string;
  propertyType: PropertyTypeCode;
  tenure: TenureCode;
  newBuild: boolean;
  paon: string;
  saon: string;
  street: string;
  /** The address as shown, written by the server (saleAddress): the casing rules stay out of the browser. */
  address: string;
  postcode: string | null;
  /** Metres from the home, in the panel. */
  distance?: number;
};

export type SoldNearbyView = {
  /** The listing's type as the Registry names types; null for land and commercial listings. */
  propertyType: PropertyTypeCode | null;
  radiusMiles: number;
  sales: SaleView[];
  sector: { name: string; pagePath: string | null; chartPath: string | null; trend: TrendTable } | null;
  /** The newest sale in the sector or nearby: how recent the data is. */
  dataTo: string | null;
};
