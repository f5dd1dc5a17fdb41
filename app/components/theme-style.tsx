// The agency's theme preferences as CSS variables (--oh-*), which app/app.css maps onto Tailwind's tokens.
import type { Theme } from "../../modules/content/model/site-content.ts";

const COLOUR_VARIABLES = {
  primary: "--oh-primary",
  primaryContrast: "--oh-primary-contrast",
  accent: "--oh-accent",
  text: "--oh-text",
  background: "--oh-background",
  headerBackground: "--oh-header-background",
  headerText: "--oh-header-text",
  footerBackground: "--oh-footer-background",
  footerText: "--oh-footer-text",
} as const satisfies Record<keyof Theme["preferences"]["colours"], string>;

/**
 * The :root rule. Colours are validated #rrggbb; the font list is free text from the content, so anything
 * that could end the rule or the <style> element is dropped.
 */
export function themeCss(preferences: Theme["preferences"]): string {
  const declarations = Object.entries(COLOUR_VARIABLES).map(
    ([key, variable]) => `${variable}:${preferences.colours[key as keyof typeof COLOUR_VARIABLES]}`,
  );
  const font = preferences.fontFamily.replace(/[^\w\s,'"-]/g, "");
  declarations.push(`--oh-font:${font}`);
  return `:root{${declarations.join(";")}}`;
}

export function ThemeStyle({ preferences }: { preferences: Theme["preferences"] }) {
  return <style>{themeCss(preferences)}</style>;
}
