// Saved properties (spec §2 "/user/saved-properties"): the property cards of a signed-in user's list (GET
// /saved_properties.ljson); otherwise — signed out, or the fetch failed (spec §8) — the locally stored list,
// named by the address remembered when each was saved.
import { useState } from "react";
import { propertyPath } from "../../../domain/urls.ts";
import { useAppState, useTheme } from "../../client/app-state.tsx";
import {
  useLocalSavedPropertyIds,
  useLocalSavedPropertyLabels,
  useSavedPropertyIds,
} from "../../client/saved-properties.ts";
import { PropertyCard } from "../../components/property-card/property-card.tsx";
import { SaveHeart } from "../../components/property-card/save-heart.tsx";

export function SavedPropertiesPanel() {
  const { user, saved } = useAppState();
  const themeSettings = useTheme().settings;
  const ids = useSavedPropertyIds();
  const localIds = useLocalSavedPropertyIds();
  const labels = useLocalSavedPropertyLabels();
  // The sidebar renders only in the browser, so the client's clock is the one the cards are judged at.
  const [now] = useState(() => Date.now());

  const cards =
    user && saved.propertyCards ? saved.propertyCards.filter((c) => ids.includes(c.property_id)) : null;
  if (cards) {
    return cards.length === 0 ? (
      <p>You have no saved properties yet.</p>
    ) : (
      <ul aria-label="Saved properties" className="flex flex-col gap-4">
        {cards.map((card, position) => (
          <li key={card.property_id}>
            <PropertyCard card={card} position={position} settings={themeSettings} now={now} />
          </li>
        ))}
      </ul>
    );
  }
  const shown = user ? ids : localIds;
  return shown.length === 0 ? (
    <p>You have no saved properties yet.</p>
  ) : (
    <ul aria-label="Saved properties" className="flex flex-col gap-3">
      {shown.map((id) => {
        const address = labels[id] ?? `Property ${id}`;
        return (
          <li key={id} className="flex items-center justify-between gap-3 rounded border border-black/10 p-3">
            <a href={propertyPath(id)} className="font-semibold underline">
              {address}
            </a>
            <SaveHeart propertyId={id} addressLabel={address} />
          </li>
        );
      })}
    </ul>
  );
}
