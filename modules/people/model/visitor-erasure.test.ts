import { describe, expect, it } from "vitest";
import { personIdentifiers, redactJson, redactText } from "./visitor-erasure.ts";

describe("erasure's redaction of free text", () => {
  const identifiers = personIdentifiers({
    emails: ["ann.lee@example.com"],
    names: ["Ann Lee"],
    phones: ["07700 900555"],
  });

  it("replaces the email, the names and the phone however it is spaced, in any case", () => {
    expect(redactText("Rang ANN LEE on 077009 00555, mail ann.lee@example.com", identifiers)).toBe(
      "Rang [erased] on [erased], mail [erased]",
    );
  });

  it("redacts every string inside JSON and leaves other values", () => {
    expect(redactJson({ note: "Ann called", n: 2, list: ["lee"] }, identifiers)).toEqual({
      note: "[erased] called",
      n: 2,
      list: ["[erased]"],
    });
  });

  it("ignores one-letter names, which would erase every word", () => {
    expect(personIdentifiers({ emails: [], names: ["A B"], phones: [] })).toEqual(["a b"]);
  });
});
