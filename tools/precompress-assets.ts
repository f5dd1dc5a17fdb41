// Build step (vite.config.ts): every compressible file of the browser build is written a second and third time,
// brotli-compressed (.br) and gzip-compressed (.gz), at the highest levels, once per release. The host serves
// those bytes as they are (express-static-gzip in server/index.ts) instead of compressing each script again on every request:
// the shell script alone cost the server ~25 ms of CPU per request, on the same cores as the visitor's page
// load on a small machine, and brotli sends ~15% fewer bytes than on-the-fly gzip (issue 13).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Images and fonts are compressed already; source maps are not sent to visitors' browsers.
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|xml|webmanifest)$/;
// Below this, the headers outweigh what compression saves (the compression middleware's own threshold).
const MIN_BYTES = 1024;

export function precompressAssets(): Plugin {
  return {
    name: "openhouse:precompress-assets",
    apply: "build",
    // Only the browser's build: the server bundle is read from disk by Node, never sent.
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (!COMPRESSIBLE.test(output.fileName)) return;
          // As written: the bundle's copy of a chunk lacks what is appended on writing (a source map comment).
          const file = path.join(outDir, output.fileName);
          const bytes = await readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
