// Build step (vite.config.ts): the server build of the routes leaves the project's own server code (modules/,
// services/, platform/, domain/, db/) as imports of the source files instead of bundling a copy of it. The host
// (server/index.ts), the commands, the worker and the test suites load that code from source too, so every
// process holds one instance of each module: one change-notice generation, one content-preview registry, one
// cache, with no state parked on globalThis to bridge two copies (issue 37 item 2, docs/decisions/026).
// What the routes themselves are (app/) is still bundled: their components, and the browser build is unchanged.
import path from "node:path";
import type { Plugin } from "vite";

const SOURCE_FILE = /\.(?:ts|tsx|js|mjs)$/;

/** A project file outside app/ and node_modules, imported as plain source (no `?raw`-style query). */
export function isServerSource(root: string, id: string): boolean {
  if (id.includes("?") || id.startsWith("\0") || !SOURCE_FILE.test(id)) return false;
  const relative = path.relative(root, id);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return false;
  const [top] = relative.split(path.sep);
  return top !== "app" && top !== "node_modules" && !top!.startsWith(".");
}

export function serverSourceExternal(): Plugin {
  let root = process.cwd();
  return {
    name: "openhouse:server-source-external",
    apply: "build",
    // Before the other resolvers, which would otherwise hand the file to the bundler.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith(".")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !isServerSource(root, resolved.id)) return resolved;
      return { id: resolved.id, external: "absolute" };
    },
    // The bundler would write those imports relative to the importing source file, not to the chunk it emits
    // (build/server/assets/…): written absolute above, they are made relative to the chunk here, so a build
    // directory anywhere (BUILD_DIR) and a checkout moved after its build both resolve them.
    renderChunk(code, chunk, outputOptions) {
      const chunkDir = path.dirname(path.join(outputOptions.dir ?? root, chunk.fileName));
      const toRoot = path.relative(chunkDir, root).split(path.sep).join("/") || ".";
      return { code: code.replaceAll(`"${root}/`, `"${toRoot}/`), map: null };
    },
  };
}
