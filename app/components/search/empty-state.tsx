// No results: say so, and offer ways to widen the search (each link drops one filter or grows the radius).
import { Link } from "react-router";
import type { SearchCriteria } from "../../../modules/search/model/criteria.ts";
import { marketWords } from "../../../modules/search/model/title.ts";
import { wideningSuggestions } from "./widen-search.ts";

export function EmptyState({
  criteria,
  href,
}: {
  criteria: SearchCriteria;
  href: (criteria: SearchCriteria) => string;
}) {
  const suggestions = wideningSuggestions(criteria);
  return (
    <section aria-labelledby="no-results" className="rounded-lg border border-black/10 p-6">
      <h2 id="no-results" className="text-xl font-semibold">
        No properties {marketWords(criteria.channel, criteria.status)} match your search
      </h2>
      {suggestions.length ? (
        <>
          <p className="mt-2">Try widening your search:</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            {suggestions.map((s) => (
              <li key={s.label}>
                <Link to={href(s.criteria)} className="oh-button-outline">
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2">Please check back soon: new properties are added every day.</p>
      )}
    </section>
  );
}
