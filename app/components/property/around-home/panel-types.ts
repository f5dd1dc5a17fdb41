// What every "Around this home" panel is given: the section's data (one JSON call) and the listing's id, for
// a panel that fetches data of its own.
import type { AroundHome } from "../../../../modules/open-data/model/around-home.ts";

export type AroundHomePanelProps = { data: AroundHome; propertyId: number };
