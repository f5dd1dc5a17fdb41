// The save-property heart on every card (spec §2 "Forms on screens", §4 "Saving"): a toggle button whose
// pressed state is whether the property is saved. Local storage now; server sync comes with accounts.
import { toast } from "sonner";
import { toggleSavedProperty, useSavedPropertyIds } from "../../client/saved-properties.ts";
import { HeartIcon } from "./card-icons.tsx";

// spec §8 toasts
export const PROPERTY_SAVED = "Property saved.";
export const SAVED_PROPERTY_REMOVED = "Saved property removed.";

export function SaveHeart({ propertyId, addressLabel }: { propertyId: number; addressLabel: string }) {
  const saved = useSavedPropertyIds().includes(propertyId);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${addressLabel}`}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-red-700 shadow hover:bg-white"
      onClick={() => toast.success(toggleSavedProperty(propertyId) ? PROPERTY_SAVED : SAVED_PROPERTY_REMOVED)}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
