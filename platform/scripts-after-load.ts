// The page's scripts start once the page has loaded and painted (docs/decisions/017, "Scripts after the page").
// Every public page is whole without JavaScript (server-rendered, links and forms that work), so its scripts
// only enhance it; fetched from the first byte, their ~110 KB share a phone's bandwidth and cores with the
// document, its first screen's photos and the first paint. React Router writes a `<link rel="modulepreload">`
// per first-render chunk and one inline module that imports the route modules and the entry, all fetched as
// soon as the parser sees them; this rewrite holds both in the document, inert, until whichever comes first:
// the window's `load` event (and the frame after it), the visitor reaching for the page (a pointer or a key
// pressed), or LATEST_START_MS after the document is parsed, so a photo that never arrives cannot hold the
// page's scripts back.

/** How long a page whose images are slow waits at most before its scripts start. */
export const LATEST_START_MS = 3_000;

const HELD_ID = "hydration-module";
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const ROUTER_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/;
const HELD_MODULE = new RegExp(
  `<script type="text/plain" id="${HELD_ID}" data-module-preloads="([^"]*)">([\\s\\S]*?)</script>`,
);

// Plain browser JavaScript (this string is what runs): the same text on every page, so one CSP hash.
const START_HELD_SCRIPTS = `(() => {
  const held = document.getElementById("${HELD_ID}");
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of held.dataset.modulePreloads.split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement("script");
    module.type = "module";
    module.textContent = held.textContent;
    held.replaceWith(module);
  };
  addEventListener("load", () => requestAnimationFrame(() => setTimeout(start)), { once: true });
  for (const type of ["pointerdown", "keydown"]) addEventListener(type, start, { once: true, capture: true });
  setTimeout(start, ${LATEST_START_MS});
})();`;

/**
 * The document with its module preloads and React Router's inline module held back until the page has loaded.
 * A document without that module (the back office's, which has no scripts) comes back unchanged.
 */
export function startScriptsAfterLoad(html: string): string {
  const routerModule = ROUTER_MODULE.exec(html);
  if (!routerModule) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const held =
    `<script type="text/plain" id="${HELD_ID}" data-module-preloads="${preloads.join(" ")}">` +
    `${routerModule[1]}</script><script>${START_HELD_SCRIPTS}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(ROUTER_MODULE, () => held);
}

/**
 * What a document rewritten by startScriptsAfterLoad starts once loaded: the chunks it preloads, and the
 * held module's text (React Router's imports of the route modules and the entry). Null for other documents.
 */
export function heldScripts(html: string): { preloads: string[]; module: string } | null {
  const held = HELD_MODULE.exec(html);
  if (!held) return null;
  return { preloads: held[1]!.split(" ").filter(Boolean), module: held[2]! };
}
