// The property page's calculators section (spec §1, §9 "Calculators"). Hidden for lettings, properties
// without a price and those tagged 'gth commercial' or 'gth development'. Part of the page's lower part,
// whose code loads as it comes into view (app/components/property/property-more.tsx): the tabs come with it,
// not later in a chunk of their own, so what the visitor types or ticks as the part hydrates reaches them.
import { calculatorsShown, type CalculatorProperty } from "../../../../domain/calculators/visibility.ts";
import { bookAViewingOverlay, contactOfficeOverlay, overlayHash } from "../../../../domain/overlay-paths.ts";

import CalculatorTabs from "./calculator-tabs.tsx";

export function Calculators({ property }: { property: CalculatorProperty }) {
  if (!calculatorsShown(property) || property.price === null) return null;
  return (
    <section aria-labelledby="calculators-heading" className="flex flex-col gap-4">
      <h2 id="calculators-heading" className="text-2xl font-bold">
        Calculators
      </h2>
      <CalculatorTabs price={property.price} />
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
