// Saved searches (spec §2 "/user/saved-searches"): each with a link that reruns it and a remove button; a
// signed-in user also sets each one's alert frequency (spec §6; §9: I Immediately, W Weekly, M Monthly,
// N Never).
import { useId, useState } from "react";
import { ALERT_FREQUENCY_CONFIRMATIONS } from "../../../modules/accounts/model/alert-frequency.ts";
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  isAlertFrequency,
} from "../../../modules/accounts/model/fields.ts";
import { useAppState } from "../../client/app-state.tsx";
import {
  useSavedSearchActions,
  useSavedSearches,
  type LocalSavedSearch,
} from "../../client/saved-searches.ts";

export function SavedSearchesPanel() {
  const { user } = useAppState();
  const searches = useSavedSearches();
  if (searches.length === 0) return <p>You have no saved searches yet.</p>;
  return (
    <ul aria-label="Saved searches" className="flex flex-col gap-3">
      {searches.map((search) => (
        <SavedSearchItem key={search.search_id} search={search} signedIn={user !== null} />
      ))}
    </ul>
  );
}

function SavedSearchItem({ search, signedIn }: { search: LocalSavedSearch; signedIn: boolean }) {
  const id = useId();
  const { remove, setFrequency } = useSavedSearchActions();
  const title = search.title || search.path;
  // The confirmation of a changed frequency, in a status region present from the first render, so screen
  // readers announce it (a live region added together with its text often is not); a failure is a toast.
  const [confirmation, setConfirmation] = useState("");
  return (
    <li className="flex flex-col gap-2 rounded border border-black/10 p-3">
      <a href={search.path} className="font-semibold underline">
        {title}
      </a>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {signedIn ? (
          <div>
            <label htmlFor={`${id}-alerts`} className="block text-sm font-semibold">
              Email alerts
            </label>
            <select
              id={`${id}-alerts`}
              value={search.alert_frequency}
              onChange={(event) => {
                const value = event.target.value;
                if (!isAlertFrequency(value)) return;
                setConfirmation("");
                void setFrequency(search, value).then((ok) => {
                  if (ok) setConfirmation(ALERT_FREQUENCY_CONFIRMATIONS[value]);
                });
              }}
              className="rounded border border-black/50 px-2 py-1"
            >
              {ALERT_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {ALERT_FREQUENCY_LABELS[frequency]}
                </option>
              ))}
            </select>
            <p role="status" className="mt-1 text-sm">
              {confirmation}
            </p>
          </div>
        ) : null}
        <button
          type="button"
          onClick={() => void remove(search)}
          aria-label={`Remove saved search: ${title}`}
          className="oh-button-outline"
        >
          Remove
        </button>
      </div>
    </li>
  );
}
