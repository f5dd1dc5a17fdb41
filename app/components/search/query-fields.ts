// The field names of the query form (design §5: `/search?channel=…&place_id=…`, other fields as snake_case
// parameters) that the filter bar's GET form submits when JavaScript is off.
export const QUERY_FIELDS = {
  channel: "channel",
  placeId: "place_id",
  within: "within",
  minBeds: "min_beds",
  maxBeds: "max_beds",
  minPrice: "min_price",
  maxPrice: "max_price",
  minSquareFeet: "min_square_feet",
  maxSquareFeet: "max_square_feet",
  minAcreage: "min_acreage",
  maxAcreage: "max_acreage",
  createdAgo: "created_ago",
  updatedAgo: "updated_ago",
  status: "status",
  tags: "tags",
  shortLets: "short_lets",
  pets: "pets",
  text: "text",
} as const;
