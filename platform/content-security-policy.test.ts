import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  RESTRICTIVE_DIRECTIVES,
  documentPolicy,
  inlineScriptHashes,
  serializePolicy,
} from "./content-security-policy.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text and skips external and empty ones", () => {
    const html = [
      '<script>window.a = "é";</script>',
      '<script type="module" async="">import "/assets/x.js";\n</script>',
      '<script src="/assets/y.js"></script>',
      "<SCRIPT>b()</SCRIPT >",
      "<script></script>",
      '<script>window.a = "é";</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a = "é";'),
      sha('import "/assets/x.js";\n'),
      sha("b()"),
    ]);
  });

  it("finds nothing in a page without scripts", () => {
    expect(inlineScriptHashes("<p>script</p>")).toEqual([]);
  });
});

describe("documentPolicy", () => {
  const html = "<script>x()</script>";

  it("allows this page's inline scripts and nothing inline besides", () => {
    const policy = documentPolicy(html, { https: false, captcha: false });
    expect(policy).toContain(`script-src 'self' ${sha("x()")};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(policy).not.toContain("gstatic");
  });

  it("frames only the captcha and the video embed hosts (spec §9 Media)", () => {
    const policy = documentPolicy(html, { https: false, captcha: false });
    const frameSrc = /frame-src ([^;]*);/.exec(policy)?.[1]?.split(" ");
    expect(frameSrc).toEqual([
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://drive.google.com",
      "https://my.matterport.com",
      "https://kuula.co",
      "https://eyespy360.com",
      "https://www.eyespy360.com",
    ]);
  });

  it("adds the captcha scripts and the HTTPS upgrade when configured", () => {
    const policy = documentPolicy(html, { https: true, captcha: true });
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(policy.endsWith("upgrade-insecure-requests")).toBe(true);
  });

  it("lets the browser reach the configured exposures origin and no other", () => {
    expect(documentPolicy(html, { https: false, captcha: false })).toContain("connect-src 'self';");
    const policy = documentPolicy(html, {
      https: false,
      captcha: false,
      connectOrigins: ["https://stats.example.com"],
    });
    expect(policy).toContain("connect-src 'self' https://stats.example.com;");
  });
});

describe("serializePolicy", () => {
  it("writes the restrictive default", () => {
    expect(serializePolicy(RESTRICTIVE_DIRECTIVES)).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });
});
