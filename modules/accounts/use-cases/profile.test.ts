import { describe, expect, it } from "vitest";
import { profileChanges } from "./profile.ts";

describe("profileChanges", () => {
  it("maps only the fields sent to columns; cleared names become empty strings, other fields null", () => {
    expect(profileChanges({ first_name: null, town: null, tel_home: "01234 567890" })).toEqual({
      firstName: "",
      town: null,
      telHome: "01234 567890",
    });
    expect(profileChanges({})).toEqual({});
  });
});
