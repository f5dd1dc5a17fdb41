import { describe, expect, it } from "vitest";
import { isLoopbackHostname, registrableHostname, requestHostname, wwwCounterpart } from "./hostnames.ts";

describe("requestHostname", () => {
  it.each([
    ["Marlow-Vale.CO.UK", "marlow-vale.co.uk"],
    ["marlow-vale.co.uk:8443", "marlow-vale.co.uk"],
    ["marlow-vale.co.uk.", "marlow-vale.co.uk"],
    ["demo2.localhost:3000", "demo2.localhost"],
    ["127.0.0.1:4173", "127.0.0.1"],
    ["[::1]:3000", "[::1]"],
    ["[::1]", "[::1]"],
    ["bücher.example", "xn--bcher-kva.example"],
  ])("reads %s as %s", (host, expected) => {
    expect(requestHostname(host)).toBe(expected);
  });

  it.each([undefined, "", "bad host", "-leading.example", "a..b", "x".repeat(254), "evil.example/path"])(
    "refuses %s",
    (host) => {
      expect(requestHostname(host)).toBeNull();
    },
  );
});

describe("registrableHostname", () => {
  it("takes an operator's name in the compared spelling", () => {
    expect(registrableHostname(" WWW.Example.co.uk. ")).toBe("www.example.co.uk");
  });

  it.each(["127.0.0.1", "[::1]", "example.com:80", "https://example.com", "two words.example"])(
    "refuses %s, which is no hostname an agency could own",
    (name) => {
      expect(registrableHostname(name)).toBeNull();
    },
  );
});

describe("loopback names and www twins", () => {
  it("knows a developer's loopback names, not their subdomains", () => {
    expect(["localhost", "127.0.0.1", "127.1.2.3", "[::1]"].every(isLoopbackHostname)).toBe(true);
    expect(["demo2.localhost", "128.0.0.1", "localhost.example"].some(isLoopbackHostname)).toBe(false);
  });

  it("pairs a bare domain with its www name both ways", () => {
    expect(wwwCounterpart("example.co.uk")).toBe("www.example.co.uk");
    expect(wwwCounterpart("www.example.co.uk")).toBe("example.co.uk");
  });
});
