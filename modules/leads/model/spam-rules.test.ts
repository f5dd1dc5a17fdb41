import { describe, expect, it } from "vitest";
import {
  hostCandidates,
  isOnlyLinks,
  isUnwantedMessage,
  linkHosts,
  matchingSpamPhrase,
  namesAreSame,
  normaliseMessage,
  spamFingerprints,
} from "./spam-rules.ts";

describe("namesAreSame (names-not-different)", () => {
  it("compares ignoring case and spaces", () => {
    expect(namesAreSame("Alex", "alex")).toBe(true);
    expect(namesAreSame(" Mary  Ann", "mary ann ")).toBe(true);
    expect(namesAreSame("Alex", "Alexander")).toBe(false);
  });
  it("has nothing to compare when a name is missing", () => {
    expect(namesAreSame("", "")).toBe(false);
  });
});

describe("isOnlyLinks", () => {
  it("is true for messages of links and punctuation only", () => {
    expect(isOnlyLinks("https://spam.example/a")).toBe(true);
    expect(isOnlyLinks("www.pills.example, http://x.example/?a=1 !!")).toBe(true);
    expect(isOnlyLinks("cheap-pills.com")).toBe(true);
  });
  it("is false when a person wrote words around a link, or wrote no link", () => {
    expect(isOnlyLinks("Is this the one on https://example.com/p/1 ?")).toBe(false);
    expect(isOnlyLinks("Please call me")).toBe(false);
  });
});

describe("matchingSpamPhrase", () => {
  const phrases = ["casino", "crypto investment"];
  it("matches whole words, any case, any spacing", () => {
    expect(matchingSpamPhrase("Best CASINO bonus", phrases)).toBe("casino");
    expect(matchingSpamPhrase("a Crypto   Investment plan", phrases)).toBe("crypto investment");
  });
  it("does not match inside other words", () => {
    expect(matchingSpamPhrase("Near the casinos? no: Occasional visits", ["casino"])).toBeNull();
    expect(matchingSpamPhrase("occasional", ["casino"])).toBeNull();
  });
  it("treats phrase text literally", () => {
    expect(matchingSpamPhrase("price 125x", ["1.5x"])).toBeNull();
    expect(matchingSpamPhrase("price 1.5x now", ["1.5x"])).toBe("1.5x");
    expect(matchingSpamPhrase("a+b", ["a+b"])).toBe("a+b");
  });
});

describe("isUnwantedMessage (invalid-message-content)", () => {
  it("flags links-only and phrase matches; a blank message is the schema's to refuse", () => {
    expect(isUnwantedMessage("http://x.example", [])).toBe(true);
    expect(isUnwantedMessage("viagra", ["viagra"])).toBe(true);
    expect(isUnwantedMessage("Can I view it?", ["viagra"])).toBe(false);
    expect(isUnwantedMessage(undefined, ["viagra"])).toBe(false);
  });
});

describe("spam learning fingerprints", () => {
  it("finds the hosts a message links to, without www. and without e-mail domains", () => {
    expect(
      linkHosts("Great deals at https://WWW.Spam.example/a?b=1, see cheap-pills.com/x or mail me@gmail.com."),
    ).toEqual(["spam.example", "cheap-pills.com"]);
    expect(linkHosts("No links here")).toEqual([]);
  });

  it("matches a host and its parent domains down to two labels", () => {
    expect(hostCandidates("a.b.spam.example")).toEqual([
      "a.b.spam.example",
      "b.spam.example",
      "spam.example",
    ]);
    expect(hostCandidates("spam.example")).toEqual(["spam.example"]);
  });

  it("keeps the message when it is long enough, normalised, and never the agency's own host", () => {
    const learned = spamFingerprints("  Buy   CHEAP followers at https://spam.example  ", ["openhouse.test"]);
    expect(learned).toEqual({
      hosts: ["spam.example"],
      message: "buy cheap followers at https://spam.example",
    });
    expect(spamFingerprints("Please call me", []).message).toBeNull();
    expect(
      spamFingerprints("see https://www.openhouse.test/properties/1 now please", ["openhouse.test"]).hosts,
    ).toEqual([]);
    expect(normaliseMessage("Ｂｕｙ\tNOW")).toBe("buy now");
  });
});
