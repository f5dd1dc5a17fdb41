import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./content-security-policy.ts";
import { heldScripts, LATEST_START_MS, startScriptsAfterLoad } from "./scripts-after-load.ts";

// The shape React Router's <Scripts/> gives a document: preloads in the head, one inline module in the body.
const routerModule =
  'import * as route0 from "/assets/root-a.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-b.js");';
const page = [
  '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/logo.png"/>',
  '<link rel="modulepreload" href="/assets/entry.client-b.js"/>',
  '<link rel="modulepreload" href="/assets/shell-c.js"/></head>',
  '<body><main><a href="/search/sales">Search</a></main>',
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${routerModule}</script>`,
  '<script>window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>',
].join("");

describe("startScriptsAfterLoad", () => {
  const held = startScriptsAfterLoad(page);

  it("leaves no module preload and no module script for the parser to fetch", () => {
    expect(held).not.toContain('rel="modulepreload"');
    expect(held).not.toContain('type="module"');
    // The entry's import is left only inside the held, inert copy.
    expect(held.split('import("/assets/entry.client-b.js")')).toHaveLength(2);
  });

  it("holds the preloads and React Router's module, byte for byte, in an inert script", () => {
    expect(heldScripts(held)).toEqual({
      preloads: ["/assets/entry.client-b.js", "/assets/shell-c.js"],
      module: routerModule,
    });
  });

  it("keeps the markup, the image preload and the hydration data where they were", () => {
    const untouched = (html: string) =>
      html
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(
          /<script type="(module|text\/plain)"[\s\S]*?<\/script>(<script>\(\(\) => [\s\S]*?<\/script>)?/,
          "",
        );
    expect(untouched(held)).toBe(untouched(page));
    expect(held.indexOf("__reactRouterContext = {}")).toBeLessThan(held.indexOf("hydration-module"));
    expect(held.indexOf("hydration-module")).toBeLessThan(held.indexOf("streamController.enqueue"));
  });

  it("starts them after the load event or after LATEST_START_MS, with one script every page shares", () => {
    const starter = /<script>(\(\(\) => [\s\S]*?)<\/script>/.exec(held)?.[1];
    expect(starter).toContain('addEventListener("load"');
    expect(starter).toContain(`setTimeout(start, ${LATEST_START_MS})`);
    const otherPage = startScriptsAfterLoad(page.replaceAll("shell-c", "shell-d").replace("Search", "Buy"));
    expect(/<script>(\(\(\) => [\s\S]*?)<\/script>/.exec(otherPage)?.[1]).toBe(starter);
  });

  it("gives the Content-Security-Policy the hash of the module the page will insert", () => {
    // The inserted module is an inline script: the browser runs it only if its text's hash is allowed.
    const hashes = inlineScriptHashes(held);
    expect(hashes).toEqual(expect.arrayContaining(inlineScriptHashes(`<script>${routerModule}</script>`)));
  });

  it("leaves a document without React Router's module (the back office's) unchanged", () => {
    const admin = '<!DOCTYPE html><html><body><form method="post"></form></body></html>';
    expect(startScriptsAfterLoad(admin)).toBe(admin);
    expect(heldScripts(admin)).toBeNull();
  });
});
