import { describe, expect, it } from "vitest";
import { defaultTheme } from "../../modules/content/model/default-theme.ts";
import { themeCss } from "./theme-style.tsx";

describe("themeCss", () => {
  it("writes every colour and the font as --oh-* variables", () => {
    const css = themeCss(defaultTheme.preferences);
    expect(css).toMatch(/^:root\{.*\}$/);
    expect(css).toContain("--oh-primary:#1d4ed8");
    expect(css).toContain("--oh-footer-text:#f9fafb");
    expect(css).toContain("--oh-font:system-ui, sans-serif");
  });

  it("cannot be broken out of by the font list", () => {
    const css = themeCss({ ...defaultTheme.preferences, fontFamily: "x;}</style><script>alert(1)</script>" });
    expect(css).not.toMatch(/[<>;{}]x|<\/style>/);
    expect(css.match(/[{}]/g)).toEqual(["{", "}"]);
  });
});
