// The map overlay's status line (read out as it changes): what the visitor is drawing, what went wrong, or how
// many of the results the map shows.
import { MAP_MARKER_LIMIT } from "../../../modules/search/model/map-markers.ts";
import type { DrawMode } from "./results-map.ts";
import { groupThousands } from "../../../domain/number-format.ts";

export function statusText(status: {
  loading: boolean;
  failed: boolean;
  drawMode: DrawMode | null;
  notice: string;
  /** Markers on the map: every result of the search… */
  shown: number;
  /** …unless there are more than MAP_MARKER_LIMIT. */
  truncated: boolean;
}): string {
  const { loading, failed, drawMode, notice, shown, truncated } = status;
  if (failed) return "Sorry, something went wrong. The results are still listed on the page.";
  if (drawMode === "points")
    return "Click the map to add corners; click the first corner to finish the area.";
  if (drawMode === "freehand") return "Press and drag on the map to draw around the area.";
  if (notice) return notice;
  if (loading) return "Loading the results…";
  if (shown === 0) return "No properties match this search. Try a bigger area or fewer filters.";
  if (truncated) {
    return `Showing the first ${groupThousands(MAP_MARKER_LIMIT)} properties on the map. Narrow the search to see the rest.`;
  }
  return `Showing ${groupThousands(shown)} ${shown === 1 ? "property" : "properties"} on the map.`;
}
