// #/calculator (spec §2): the calculators without the section's bottom buttons. Not for lettings: the
// registry opens it only when the page's overlayData carries `calculator`, and the spec §9 rules still apply.
import CalculatorTabs from "../../components/property/calculators/calculator-tabs.tsx";
import { calculatorsShown } from "../../../domain/calculators/visibility.ts";
import { useOverlayPageData } from "../page-data.ts";

export default function CalculatorOverlay() {
  const { calculator } = useOverlayPageData();
  if (!calculator || !calculatorsShown(calculator)) return null;
  return <CalculatorTabs price={calculator.price} />;
}
