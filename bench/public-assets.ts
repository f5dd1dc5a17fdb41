// Issue 14: "the public pages' first-render JavaScript must not grow by a byte". Compares the browser files a
// public page can load in two builds and lists those that differ, by name (Vite names carry a content hash)
// and size. Admin route chunks share the public site's chunks (React Router, zod...), so a change under
// app/routes/admin can rename a public file without touching the public code; this is how to see it.
// Usage: npx tsx bench/public-assets.ts BUILD_DIR_A BUILD_DIR_B   (each a `react-router build` output, e.g. build)
// Exits 1 when a public file differs. What counts as public is what a public page can reach: the entry and
// every non-admin route module in the route manifest, then everything those files name, transitively
// (static and dynamic imports, CSS, images). A file only admin routes reach is admin-only and not compared;
// the route manifest itself lists the admin routes too, so it is left out.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const ADMIN_ROUTE = /^routes\/admin\//;
const MANIFEST = /^manifest-[\w-]+\.js$/;
const TEXT_FILE = /\.(?:js|mjs|css)$/;
const FILE_NAME = /[\w.-]+\.(?:js|mjs|css|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|wasm|json)\b/g;

type Asset = { name: string; size: number; sha: string };
type Build = { dir: string; publicFiles: Map<string, Asset>; adminOnly: string[] };

function files(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === ".vite" ? [] : files(path, base);
    return [relative(base, path)];
  });
}

/** Every "/assets/…" string of a manifest entry (module, imports, css, split client modules). */
function assetRefs(value: unknown): string[] {
  if (typeof value === "string") return value.startsWith("/assets/") ? [value.slice("/assets/".length)] : [];
  if (Array.isArray(value)) return value.flatMap(assetRefs);
  if (value && typeof value === "object") return Object.values(value).flatMap(assetRefs);
  return [];
}

function readBuild(dir: string): Build {
  const client = existsSync(join(dir, "client", "assets")) ? join(dir, "client") : dir;
  const assetsDir = join(client, "assets");
  if (!existsSync(assetsDir)) throw new Error(`${dir}: no client/assets (run npx react-router build)`);
  const assetNames = new Set(readdirSync(assetsDir));
  const manifestName = [...assetNames].find((name) => MANIFEST.test(name));
  if (!manifestName) throw new Error(`${assetsDir}: no route manifest (manifest-*.js)`);
  const manifestText = readFileSync(join(assetsDir, manifestName), "utf8");
  const manifest = JSON.parse(manifestText.slice(manifestText.indexOf("{")).replace(/;\s*$/, "")) as {
    entry: unknown;
    routes: Record<string, unknown>;
  };

  const roots = [
    ...assetRefs(manifest.entry),
    ...Object.entries(manifest.routes)
      .filter(([id]) => !ADMIN_ROUTE.test(id))
      .flatMap(([, route]) => assetRefs(route)),
  ];
  // Chunks name each other by file name ("./zod-….js", preload lists, CSS url()s): follow every name.
  const reached = new Set<string>();
  const queue = roots.filter((name) => assetNames.has(name));
  while (queue.length) {
    const name = queue.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    if (!TEXT_FILE.test(name)) continue;
    for (const [match] of readFileSync(join(assetsDir, name), "utf8").matchAll(FILE_NAME)) {
      const file = match.slice(match.lastIndexOf("/") + 1);
      if (assetNames.has(file) && !reached.has(file)) queue.push(file);
    }
  }

  const publicFiles = new Map<string, Asset>();
  const adminOnly: string[] = [];
  for (const file of files(client)) {
    const inAssets = file.startsWith(`assets/`);
    const name = inAssets ? file.slice("assets/".length) : file;
    if (inAssets && name === manifestName) continue;
    if (inAssets && !reached.has(name)) {
      adminOnly.push(name);
      continue;
    }
    const bytes = readFileSync(join(client, file));
    publicFiles.set(file, {
      name: file,
      size: statSync(join(client, file)).size,
      sha: createHash("sha256").update(bytes).digest("hex"),
    });
  }
  return { dir, publicFiles, adminOnly };
}

/** "assets/zod-BOJ9fh5C.js" → "assets/zod-*.js", to pair a renamed file with its counterpart. */
const stem = (name: string) => name.replace(/^(.+)-[\w-]{7,8}(\.\w+)$/, "$1-*$2");

const [dirA, dirB] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error("Usage: npx tsx bench/public-assets.ts BUILD_DIR_A BUILD_DIR_B");
  process.exit(2);
}
const a = readBuild(dirA);
const b = readBuild(dirB);
const total = (build: Build) => [...build.publicFiles.values()].reduce((sum, file) => sum + file.size, 0);
for (const build of [a, b]) {
  console.log(
    `${build.dir}: ${build.publicFiles.size} public files (${total(build)} bytes), ` +
      `${build.adminOnly.length} admin-only files not compared`,
  );
}

const differing = (from: Build, to: Build) =>
  [...from.publicFiles.values()].filter((file) => to.publicFiles.get(file.name)?.sha !== file.sha);
const onlyA = differing(a, b);
const onlyB = differing(b, a);
const stems = [...new Set([...onlyA, ...onlyB].map((file) => stem(file.name)))].sort();
const describe = (list: Asset[]) =>
  list.length ? list.map((file) => `${file.name} (${file.size} B)`).join(", ") : "—";
const bytes = (list: Asset[]) =>
  list
    .map((file) => file.sha)
    .sort()
    .join();
for (const name of stems) {
  const inA = onlyA.filter((file) => stem(file.name) === name);
  const inB = onlyB.filter((file) => stem(file.name) === name);
  // Rolldown gives identical chunks distinct names; which one keeps the plain hash can change with others.
  const note = bytes(inA) === bytes(inB) ? "  (the same bytes under another name)" : "";
  console.log(`\n${name}${note}\n  A: ${describe(inA)}\n  B: ${describe(inB)}`);
}
console.log(
  stems.length
    ? `\n${stems.length} public ${stems.length === 1 ? "file differs" : "files differ"}.`
    : "\nEvery public file is identical.",
);
process.exitCode = stems.length ? 1 : 0;
