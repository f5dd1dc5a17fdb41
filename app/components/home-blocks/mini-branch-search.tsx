// The mini branch search (spec §2 "mini branches search form"): a plain GET form into /branches?q=, so it
// works before any script loads.
import { useId } from "react";
import type { LoadedBlock } from "../../../modules/content/model/home-blocks.ts";
import { branchesPath } from "../../../domain/urls.ts";

export function MiniBranchSearch({ block }: { block: Extract<LoadedBlock, { type: "miniBranchSearch" }> }) {
  const inputId = useId();
  return (
    <form method="get" action={branchesPath()} role="search" className="flex max-w-xl flex-col gap-3">
      {block.text ? <p>{block.text}</p> : null}
      <label htmlFor={inputId} className="font-medium">
        Town or postcode
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="q"
          type="search"
          autoComplete="postal-code"
          maxLength={100}
          className="min-w-0 flex-1 rounded border border-black/50 px-3 py-2"
        />
        <button type="submit" className="rounded bg-brand px-5 py-2 font-semibold text-brand-contrast">
          Find a branch
        </button>
      </div>
    </form>
  );
}
