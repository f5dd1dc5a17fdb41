import { describe, expect, it } from "vitest";
import { withoutLinks } from "./send-to-friend.ts";

describe("withoutLinks", () => {
  it("removes scheme URLs, www. addresses and bare domains, keeping the words", () => {
    expect(withoutLinks("See https://x.example/a?b=1 now")).toBe("See [link removed] now");
    expect(withoutLinks("www.spam.example and spam.com/buy")).toBe("[link removed] and [link removed]");
    expect(withoutLinks("Lovely garden, near the park. Call me!")).toBe(
      "Lovely garden, near the park. Call me!",
    );
  });
});
