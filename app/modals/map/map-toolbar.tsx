// The map overlay's controls: searching as the map moves, drawing an area (by corners or freehand, or
// cancelling the drawing) and removing the drawn area.
import type { DrawMode, ResultsMap } from "./results-map.ts";

const DRAW_BUTTONS: readonly { mode: DrawMode; label: string }[] = [
  { mode: "points", label: "Draw an area" },
  { mode: "freehand", label: "Draw freehand" },
];

export function MapToolbar({
  map,
  drawMode,
  searchAsMove,
  onSearchAsMoveChange,
  onRemoveArea,
}: {
  /** Null until Leaflet has loaded: the draw buttons wait for it. */
  map: ResultsMap | null;
  drawMode: DrawMode | null;
  searchAsMove: boolean;
  onSearchAsMoveChange: (on: boolean) => void;
  /** Null when the search has no drawn area. */
  onRemoveArea: (() => void) | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="inline-flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={searchAsMove}
          onChange={(event) => onSearchAsMoveChange(event.target.checked)}
        />
        Search as I move the map
      </label>
      {drawMode ? (
        <button type="button" className="oh-button-outline" onClick={() => map?.stopDrawing()}>
          Cancel drawing
        </button>
      ) : (
        DRAW_BUTTONS.map(({ mode, label }) => (
          <button
            key={mode}
            type="button"
            className="oh-button-outline"
            disabled={!map}
            onClick={() => map?.startDrawing(mode)}
          >
            {label}
          </button>
        ))
      )}
      {onRemoveArea && !drawMode && (
        <button type="button" className="oh-button-outline" onClick={onRemoveArea}>
          Remove the drawn area
        </button>
      )}
    </div>
  );
}
