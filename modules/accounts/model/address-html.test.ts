import { describe, expect, it } from "vitest";
import { addressHtml, type UserAddressParts } from "./address-html.ts";

const none: UserAddressParts = {
  house_name: null,
  house_number: null,
  street_address: null,
  address_2: null,
  locality: null,
  town: null,
  county: null,
  postcode: null,
};

describe("addressHtml (spec §3 address_html)", () => {
  it("puts one part a line, the number before the street", () => {
    expect(
      addressHtml({
        ...none,
        house_name: "Rose Cottage",
        house_number: "12",
        street_address: "High Street",
        town: "Bristol",
        postcode: "bs8 1aa",
      }),
    ).toBe("Rose Cottage<br>12 High Street<br>Bristol<br>BS8 1AA");
  });

  it("escapes what the user typed", () => {
    expect(addressHtml({ ...none, street_address: "<b>Bell & Crown</b>", town: "O'Hare" })).toBe(
      "&lt;b&gt;Bell &amp; Crown&lt;/b&gt;<br>O&#39;Hare",
    );
  });

  it("is null without any address", () => {
    expect(addressHtml(none)).toBeNull();
    expect(addressHtml({ ...none, town: "  " })).toBeNull();
  });
});
