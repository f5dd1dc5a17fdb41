#!/usr/bin/env node
// The npm registry reachable from our build machines lacks some packages' binaries for other platforms
// (e.g. @rollup/rollup-darwin-x64), so `npm install` leaves them out of package-lock.json and `npm ci` then
// refuses the lock as out of sync. This adds the missing optional platform packages back as lock entries
// with their os/cpu/libc, which npm ci skips on a non-matching machine and fetches normally on a matching one.
// Run after any `npm install` that changes the lock:  node tools/lockfile-platform-stubs.mjs
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "win32", "sunos", "aix"];
const CPU = {
  arm: "arm",
  arm64: "arm64",
  x64: "x64",
  ia32: "ia32",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasm32: "wasm32",
  universal: null,
};

/** "@rollup/rollup-linux-arm64-musl" → { os: ["linux"], cpu: ["arm64"], libc: ["musl"] } */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  if (parts.includes("wasm32")) return { cpu: ["wasm32"] };
  const osIndex = parts.findIndex((p) => OS.includes(p));
  if (osIndex < 0) return null;
  const cpu = CPU[parts[osIndex + 1]];
  const rest = parts.slice(osIndex + 2).join("-");
  const platform = { os: [parts[osIndex] === "openharmony" ? "openharmony" : parts[osIndex]] };
  if (cpu) platform.cpu = [cpu];
  if (parts[osIndex] === "linux") platform.libc = [/musl/.test(rest) ? "musl" : "glibc"];
  return platform;
}

/** Where npm would look for `name` from the package at `from` (its own node_modules, then up the tree). */
function resolvedLocation(from, name) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    const up = base.lastIndexOf("/node_modules/");
    if (base === "") return null;
    base = up < 0 ? "" : base.slice(0, up);
  }
}

let added = 0;
for (const [location, entry] of Object.entries({ ...packages })) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolvedLocation(location, name)) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    const target = packages[`node_modules/${name}`]
      ? `${location}/node_modules/${name}`
      : `node_modules/${name}`;
    packages[target] = { version, ...platform, optional: true, ...(entry.dev ? { dev: true } : {}) };
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: added ${added} platform package entries`);
