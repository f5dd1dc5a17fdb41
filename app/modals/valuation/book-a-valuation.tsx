// #/book-a-valuation (spec §2 "Valuation flows"): the single-step form when the theme setting
// singleStepValuationForm is on, otherwise the three steps with their 'step/3' counter.
import { useTheme } from "../../client/app-state.tsx";
import type { OverlayProps } from "../registry.ts";
import { SingleStepValuation } from "./single-step-valuation.tsx";
import { ThreeStepValuation } from "./three-step-valuation.tsx";

export default function BookAValuation(props: OverlayProps) {
  const themeSettings = useTheme().settings;
  return themeSettings.singleStepValuationForm ? (
    <SingleStepValuation {...props} />
  ) : (
    <ThreeStepValuation {...props} />
  );
}
