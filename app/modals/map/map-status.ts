// The map overlay's status line (read out as it changes): what the visitor is drawing, what went wrong, or how
// many of the results the map shows.
import type { DrawMode } from "./results-map.ts";

export function statusText(status: {
  loading: boolean;
  failed: boolean;
  drawMode: DrawMode | null;
  notice: string;
  shown: number;
  total: number;
}): string {
  const { loading, failed, drawMode, notice, shown, total } = status;
  if (failed) return "Sorry, something went wrong. The results are still listed on the page.";
  if (drawMode === "points")
    return "Click the map to add corners; click the first corner to finish the area.";
  if (drawMode === "freehand") return "Press and drag on the map to draw around the area.";
  if (notice) return notice;
  if (loading) return "Loading the results…";
  if (total === 0) return "No properties match this search. Try a bigger area or fewer filters.";
  return shown < total
    ? `Showing ${shown} of ${total} properties on the map (this page of results).`
    : `Showing ${total} ${total === 1 ? "property" : "properties"} on the map.`;
}
