import { describe, expect, it } from "vitest";
import { titleCaseAddress } from "./address-case.ts";

describe("titleCaseAddress", () => {
  it.each([
    // Issue 42 item 9: the letter after an apostrophe stays small.
    ["1 ST JOHN'S ROAD", "1 St John's Road"],
    ["ST. MARY'S CLOSE", "St. Mary's Close"],
    ["KING’S PARADE", "King’s Parade"],
    // O' and D' start a name.
    ["2 O'CONNELL STREET", "2 O'Connell Street"],
    ["D'ARCY COURT", "D'Arcy Court"],
    // Mc always, Mac only where it starts a name.
    ["MCDONALD HOUSE", "McDonald House"],
    ["14 MACLEOD WAY", "14 MacLeod Way"],
    ["MACGREGOR DRIVE", "MacGregor Drive"],
    ["MACCLESFIELD ROAD", "Macclesfield Road"],
    ["MACHIN CLOSE", "Machin Close"],
    ["MACE STREET", "Mace Street"],
    ["MACAULAY ROAD", "Macaulay Road"],
    // Hyphens, and the small words inside place names.
    ["STRATFORD-UPON-AVON", "Stratford-upon-Avon"],
    ["WESTON-SUPER-MARE", "Weston-super-Mare"],
    ["ASHBY-DE-LA-ZOUCH", "Ashby-de-la-Zouch"],
    ["NEWCASTLE UPON TYNE", "Newcastle upon Tyne"],
    ["SMITH-JONES HOUSE", "Smith-Jones House"],
    ["CHURCH OF THE HOLY CROSS", "Church of the Holy Cross"],
    // ...but a part, or what follows a house number, starts with a capital.
    ["FLAT 2, THE MOUNT", "Flat 2, The Mount"],
    ["22 THE MOUNT", "22 The Mount"],
    ["THE OLD VICARAGE", "The Old Vicarage"],
    ["LE MARCHANT ROAD", "Le Marchant Road"],
    ["THE COTTAGE (AT THE REAR)", "The Cottage (At the Rear)"],
    // Numbers: a house letter is a capital, ordinals are not.
    ["14A HIGH STREET", "14A High Street"],
    ["FLAT 2B", "Flat 2B"],
    ["1ST FLOOR FLAT", "1st Floor Flat"],
    ["UNIT 3, BS8 WORKS", "Unit 3, BS8 Works"],
    // Already in title case, or in lower case: the same result.
    ["1 St John's Road", "1 St John's Road"],
    ["flat 3, highbury court", "Flat 3, Highbury Court"],
    ["", ""],
  ])("%s → %s", (input, expected) => {
    expect(titleCaseAddress(input)).toBe(expected);
  });
});
