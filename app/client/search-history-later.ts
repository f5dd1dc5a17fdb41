// A property opened, recorded in the search history (search-history.ts) after the page is shown: the rules,
// and the search URL grammar they check with, are not part of the page's first JavaScript (issue 13).

export function recordClickedPropertyLater(propertyId: number): void {
  void import("./search-history.ts").then((history) => history.recordClickedProperty(propertyId));
}
