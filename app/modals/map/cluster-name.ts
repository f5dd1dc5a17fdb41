// A cluster's accessible name (issue 16): how many properties it holds and what pressing it does.
import { groupThousands } from "../../../domain/number-format.ts";
export function clusterName(count: number): string {
  return `${groupThousands(count)} ${count === 1 ? "property" : "properties"}, zoom in`;
}
