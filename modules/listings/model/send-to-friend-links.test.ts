import { describe, expect, it } from "vitest";
import { withoutLinks } from "./send-to-friend-links.ts";

describe("withoutLinks", () => {
  it("removes scheme URLs, www. addresses and bare domains, keeping the words", () => {
    expect(withoutLinks("See https://x.example/a?b=1 now")).toBe("See [link removed] now");
    expect(withoutLinks("www.spam.example and spam.com/buy")).toBe("[link removed] and [link removed]");
    expect(withoutLinks("Lovely garden, near the park. Call me!")).toBe(
      "Lovely garden, near the park. Call me!",
    );
  });
});

describe("withoutLinks and links written so a filter misses them (issue 43)", () => {
  it("reads written-out dots as dots", () => {
    for (const text of [
      "evil . com",
      "evil .com",
      "evil[.]com",
      "evil [.] com",
      "evil(.)com",
      "evil(dot)com",
      "evil [dot] com",
      "evil{.}com/buy",
      "evil dot com",
      "EVIL . COM",
    ]) {
      expect(withoutLinks(`Look at ${text} today`), text).toBe("Look at [link removed] today");
    }
  });

  it("finds bare domains under any real top-level domain, and keeps ordinary prose", () => {
    expect(withoutLinks("cheap.shop/now and hxxp://evil.store")).toBe("[link removed] and [link removed]");
    for (const prose of [
      "Lovely garden, near the park. Call me!",
      "3.5 bedrooms, i.e. plenty. See you at 2 p.m.",
      "Mr. Smith said the hall is 4.2 m . Nice",
    ]) {
      expect(withoutLinks(prose)).toBe(prose);
    }
  });
});
