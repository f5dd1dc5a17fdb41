// The property page's navigation through the last search (spec §2 properties#show): 'Back to search' and the
// previous/next property. Only a visitor with a search history has any, and their code (the history's rules,
// the search URL grammar) loads for them alone, after hydration: the server renders the empty landmark.
import { lazy, Suspense } from "react";
import { useStoredText } from "../../client/local-store.ts";
import { SEARCH_HISTORY_KEY } from "../../client/storage-keys.ts";

const PropertyNavigationLinks = lazy(() => import("./property-navigation-links.tsx"));

export function PropertyNavigation({ propertyId }: { propertyId: number }) {
  const hasHistory = useStoredText(SEARCH_HISTORY_KEY) !== null;
  return (
    <nav aria-label="Search results" className="flex flex-wrap items-center justify-between gap-4">
      {hasHistory ? (
        <Suspense fallback={null}>
          <PropertyNavigationLinks propertyId={propertyId} />
        </Suspense>
      ) : null}
    </nav>
  );
}
