// 'Back to search' and the previous/next property links of the last search (spec §2 properties#show).
// Following a link onto another results page moves the history's page with it, so the next page view finds
// the property where it is and 'Back to search' returns to that page. Loaded by property-navigation.tsx
// only for a visitor with a search history: with it come the history's rules and the search URL grammar.
import { Link } from "react-router";
import { propertyPath } from "../../../domain/urls.ts";
import { recordSearchView } from "../../client/search-history.ts";
import { BackToSearchLink } from "../search/back-to-search-link.tsx";
import type { PropertyLink } from "./property-links.ts";
import { usePropertyLinks, type PropertyNavigation as Navigation } from "./use-property-links.ts";

function NeighbourLink({
  link,
  navigation,
  rel,
  children,
}: {
  link: PropertyLink;
  navigation: Navigation;
  rel: "prev" | "next";
  children: string;
}) {
  const { criteria } = navigation.search;
  return (
    <Link
      to={propertyPath(link.id)}
      rel={rel}
      className="underline"
      onClick={() => {
        if (link.page !== criteria.page) recordSearchView({ ...criteria, page: link.page });
      }}
    >
      {children}
    </Link>
  );
}

export default function PropertyNavigationLinks({ propertyId }: { propertyId: number }) {
  const navigation = usePropertyLinks(propertyId);
  return (
    <>
      <BackToSearchLink className="underline" />
      {navigation ? (
        <div className="flex gap-6">
          {navigation.prev ? (
            <NeighbourLink link={navigation.prev} navigation={navigation} rel="prev">
              Previous property
            </NeighbourLink>
          ) : null}
          {navigation.next ? (
            <NeighbourLink link={navigation.next} navigation={navigation} rel="next">
              Next property
            </NeighbourLink>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
