// The property page's calculators section (spec §1, §9 "Calculators"). Hidden for lettings, properties
// without a price and those tagged 'gth commercial' or 'gth development'. The tabs are their own chunk, so
// the page's first JavaScript stays small (issue 4 budget: calculators load on demand).
import { lazy, Suspense } from "react";
import { calculatorsShown, type CalculatorProperty } from "../../../../domain/calculators/visibility.ts";
import { bookAViewingOverlay, contactOfficeOverlay, overlayHash } from "../../../../domain/overlay-paths.ts";

const CalculatorTabs = lazy(() => import("./calculator-tabs.tsx"));

export function Calculators({ property }: { property: CalculatorProperty }) {
  if (!calculatorsShown(property) || property.price === null) return null;
  return (
    <section aria-labelledby="calculators-heading" className="flex flex-col gap-4">
      <h2 id="calculators-heading" className="text-2xl font-bold">
        Calculators
      </h2>
      <Suspense fallback={<p>Loading calculators…</p>}>
        <CalculatorTabs price={property.price} />
      </Suspense>
      <div className="flex flex-wrap gap-3" data-testid="calculator-buttons">
        <a href={overlayHash(bookAViewingOverlay())} className="oh-button-outline">
          Book a viewing
        </a>
        <a href={overlayHash(contactOfficeOverlay())} className="oh-button-outline">
          Get a mortgage
        </a>
      </div>
    </section>
  );
}
