import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { precompressAssets } from "./tools/precompress-assets.ts";
import { serverSourceExternal } from "./tools/server-source-external.ts";

/**
 * Every page loads the root route and everything it imports statically, so those modules can share one chunk
 * at no cost to any page. Left to itself the bundler splits them by which other routes also import them, into
 * ~20 chunks of 0.2–3 KB on every page: more requests and worse compression for the same code (issue 13).
 * This plugin records that set once the module graph is known; `codeSplitting` below reads it.
 */
function rootImportClosure(): Plugin & { has(id: string): boolean } {
  let closure = new Set<string>();
  return {
    name: "openhouse:root-import-closure",
    has: (id) => closure.has(id),
    buildEnd() {
      const rootId = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id));
      closure = new Set();
      const pending = rootId ? [rootId] : [];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (closure.has(id)) continue;
        closure.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
const rootShell = rootImportClosure();
// The chunks every page loads first: the `shell` group below and the bundler's runtime.
const ALWAYS_LOADED_CHUNK = /(^|\/)(shell|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), rootShell, precompressAssets(), serverSourceExternal()],
  worker: { format: "es" },
  build: {
    assetsInlineLimit: 0,
    modulePreload: {
      // A lazily loaded part lists the chunks to preload with it. Every page has loaded the shell and the
      // runtime before any part loads (the document preloads them, the entry imports them), so their names
      // in each list are bytes of first-render JavaScript and lookups in the document for nothing (issue 13).
      resolveDependencies: (_filename, dependencies, { hostType }) =>
        hostType === "js" ? dependencies.filter((file) => !ALWAYS_LOADED_CHUNK.test(file)) : dependencies,
    },
    rollupOptions: {
      output: {
        // Seven hash characters, not eight (the fewest the bundler allows for this many chunks): each chunk's
        // name is written in every page's preload links and in the shell's table of lazily loaded parts (~55
        // names), and 42 bits still tell ~550 files apart with room to spare.
        entryFileNames: "assets/[name]-[hash:7].js",
        chunkFileNames: "assets/[name]-[hash:7].js",
        codeSplitting: {
          groups: [
            // zod and app/zod-config.ts share a chunk, so jitless mode is set as soon as zod is evaluated, before
            // any chunk that builds a schema at module scope (the CSP forbids zod's `new Function` probe).
            { name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]app[\\/]zod-config\.ts$/, priority: 2 },
            // React DOM and the router's hydration are the entry's, not the root's, but every page loads them too.
            {
              name: "shell",
              test: (id) =>
                rootShell.has(id) || /[\\/]node_modules[\\/](react-dom|react-router|scheduler)[\\/]/.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
