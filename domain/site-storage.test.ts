// Issue 41: the cookie policy lists every cookie and storage key from one list, so the code that sets them must
// take their names from it. This reads the source: a cookie or storage name spelled anywhere but the list, or a
// cookie or storage write whose name is a literal, fails here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  SITE_STORAGE_LIST,
  STORAGE_CATEGORIES,
  cookieNameFor,
  listedStorage,
  SITE_STORAGE,
  storageNames,
} from "./site-storage.ts";

const ROOTS = ["app", "modules", "platform", "server", "services", "domain", "jobs", "scripts", "db"];
const LIST_FILE = path.join("domain", "site-storage.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "migrations" || entry.name.startsWith("+") ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = ROOTS.flatMap(sourceFiles).filter((file) => file !== LIST_FILE);

/**
 * A quoted string shaped like one of the site's cookie or storage names (`oh_…`, `openhouse.someKey`,
 * `is_synced_…`). Backquotes are left out: comments name cookies in them; a template literal that writes one is
 * caught by LITERAL_WRITE.
 */
const NAME_LITERAL =
  /["'](?:__Host-)?(?:oh_[a-z_]+|openhouse\.[a-z]+[A-Z-][A-Za-z-]*|is_synced_[a-z_]+)["']/g;
/** A write of a cookie or storage key whose name is spelled in place (a quote right after the call). */
const LITERAL_WRITE =
  /(?:\b(?:local|session)Storage\.setItem|stringifySetCookie|res\.cookie|serialize)\(\s*["'`]|document\.cookie\s*=\s*["'`][^$]*=/g;

describe("the one list of cookies and storage keys", () => {
  it("is the only place a cookie or storage name is spelled", () => {
    const strays = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(NAME_LITERAL)].map((match) => `${file}: ${match[0]}`),
    );
    expect(strays).toEqual([]);
  });

  it("is where every cookie and storage write takes its name", () => {
    const writes = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(LITERAL_WRITE)].map((match) => `${file}: ${match[0]}`),
    );
    expect(writes).toEqual([]);
  });

  it("names each item once, in one of the policy's categories, with who sets it and how long it lasts", () => {
    const names = SITE_STORAGE_LIST.flatMap(storageNames);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of SITE_STORAGE_LIST) {
      expect(STORAGE_CATEGORIES).toContain(entry.category);
      expect(entry.purpose.length, entry.name).toBeGreaterThan(10);
      expect(entry.lifetime.length, entry.name).toBeGreaterThan(0);
      expect(entry.setBy.length, entry.name).toBeGreaterThan(0);
    }
  });

  it("lists another company's items only where the install uses its service", () => {
    const third = (captcha: boolean) =>
      listedStorage({ captcha })
        .filter((entry) => entry.party === "third")
        .map((entry) => entry.name);
    expect(third(false)).toEqual([]);
    expect(third(true)).toEqual(["_GRECAPTCHA", "_grecaptcha"]);
  });

  it("gives the staff's cookies their __Host- names over https only", () => {
    expect(cookieNameFor(SITE_STORAGE.staffSession, true)).toBe("__Host-oh_staff");
    expect(cookieNameFor(SITE_STORAGE.staffSession, false)).toBe("oh_staff");
    expect(cookieNameFor(SITE_STORAGE.session, true)).toBe("oh_session");
  });
});
