// The save-property heart on every card and the property page (spec §2 "Forms on screens", §4 "Saving"): a
// toggle button whose pressed state is whether the property is saved. Local storage always; a signed-in
// user's list also on the server (app/client/saved-properties.ts).
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../../modules/content/model/site-chrome.ts";
import { useSavedPropertyIds, useToggleSavedProperty } from "../../client/saved-properties.ts";
import { Icon } from "../icons.tsx";

const NO_TEXTS: Record<string, string> = {};

export function SaveHeart({ propertyId, addressLabel }: { propertyId: number; addressLabel: string }) {
  const saved = useSavedPropertyIds().includes(propertyId);
  // Spec §8: the two texts are customisable, from the site's flash texts.
  const texts = useRouteLoaderData<RootData>("root")?.flashMessages ?? NO_TEXTS;
  const toggle = useToggleSavedProperty(texts);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${addressLabel}`}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-red-700 shadow hover:bg-white"
      onClick={() => void toggle(propertyId, addressLabel)}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}

// Here rather than with the card's other icons: the property page shows the heart alone on its first render.
const HeartIcon = ({ filled }: { filled: boolean }) => (
  <Icon size={20} filled={filled}>
    <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z" />
  </Icon>
);
