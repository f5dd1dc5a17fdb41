import { describe, expect, it } from "vitest";
import { doneMessageOf } from "./done-message.ts";

const MESSAGES = { saved: "Saved.", removed: "Removed." };
const pageAt = (search: string) => new Request(`https://agency.example/admin/branches${search}`);

describe("the status line after a back-office write", () => {
  it("words the page's own keys", () => {
    expect(doneMessageOf(pageAt("?done=saved"), MESSAGES)).toBe("Saved.");
    expect(doneMessageOf(pageAt("?page=2&done=removed"), MESSAGES)).toBe("Removed.");
  });

  it.each(["", "?done=", "?done=unknown", "?done=constructor", "?done=toString", "?done=__proto__"])(
    "shows nothing for %j: no key, or one the page has no words for",
    (search) => {
      expect(doneMessageOf(pageAt(search), MESSAGES)).toBeNull();
    },
  );
});
