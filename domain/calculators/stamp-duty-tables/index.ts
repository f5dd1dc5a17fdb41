// The countries the stamp duty calculator knows (spec §9: England, Scotland, Wales; England's SDLT also
// applies in Northern Ireland).
import { england } from "./england.ts";
import { scotland } from "./scotland.ts";
import { wales } from "./wales.ts";
import type { StampDutyTable } from "./types.ts";

export type { StampDutyBand, StampDutyTable } from "./types.ts";

export const stampDutyTables = { england, scotland, wales } as const satisfies Record<string, StampDutyTable>;

export type StampDutyCountry = keyof typeof stampDutyTables;

export const STAMP_DUTY_COUNTRIES: { id: StampDutyCountry; label: string }[] = [
  { id: "england", label: "England & Northern Ireland" },
  { id: "scotland", label: "Scotland" },
  { id: "wales", label: "Wales" },
];
