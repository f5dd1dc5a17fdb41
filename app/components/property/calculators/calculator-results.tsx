// A calculator's answers, recalculated as the visitor types and announced as they change: each a label, a
// figure (the headline one larger) and the test id the browser specs read it by.
import type { ReactNode } from "react";

export type CalculatorResult = {
  label: ReactNode;
  figure: ReactNode;
  testId: string;
  headline?: boolean;
};

export function CalculatorResults({ results }: { results: readonly CalculatorResult[] }) {
  return (
    <dl className="flex flex-col gap-3 rounded bg-black/5 p-4" aria-live="polite">
      {results.map(({ label, figure, testId, headline = false }) => (
        <div key={testId}>
          <dt className="text-sm">{label}</dt>
          <dd className={headline ? "text-2xl font-bold" : "text-lg font-semibold"} data-testid={testId}>
            {figure}
          </dd>
        </div>
      ))}
    </dl>
  );
}
