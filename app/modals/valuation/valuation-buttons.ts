// The valuation forms' secondary button look ('Back'), beside the lead forms' primary button.
export const backButtonClass =
  "rounded border border-black/40 px-4 py-2 font-semibold hover:bg-black/5 disabled:opacity-60";
