// The location input's use-my-location button (spec §2): asks the browser where the visitor is and hands back
// the nearest known place; busy and disabled while it looks.
import { useState } from "react";
import { locateNearestPlace } from "../../client/geolocation.ts";
import type { ChosenPlace } from "../../client/places.ts";
import { LocateIcon } from "./location-icons.tsx";

export function UseMyLocationButton({ onLocated }: { onLocated: (place: ChosenPlace) => void }) {
  const [locating, setLocating] = useState(false);

  async function locate() {
    setLocating(true);
    const place = await locateNearestPlace();
    setLocating(false);
    if (place) onLocated(place);
  }

  return (
    <button
      type="button"
      className="oh-icon-button shrink-0"
      aria-label="Use my location"
      aria-busy={locating}
      disabled={locating}
      onClick={() => void locate()}
    >
      <LocateIcon />
    </button>
  );
}
