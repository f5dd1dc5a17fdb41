// `npm run content:load -- FILE` (issue 7 item 1): the real command on a database of its own. A bad file fails
// with each bad field's path and changes nothing; a good file replaces the content in one go.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { readSiteContent } from "../../modules/content/repos/site-content.ts";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "oh-content-load-"));
type ContentFile = {
  hero: { heading: string; topLevels: { name: string }[] };
  theme: { preferences: { colours: { primary: string } } };
};
const demo = () => JSON.parse(readFileSync("content/demo-agency.json", "utf8")) as ContentFile;

async function contentLoad(file: string) {
  // PGlite in a folder of its own; TEST_DATABASE_URL (PostgreSQL) is not used, so nothing shared changes.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run("npx", ["tsx", "scripts/content-load.ts", file], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run content:load", () => {
  it("loads a valid file, then refuses a bad one by field path and keeps the loaded content", async () => {
    const good = demo();
    good.hero.heading = "Homes across the West Country";
    const goodFile = path.join(dir, "good.json");
    writeFileSync(goodFile, JSON.stringify(good));
    const loaded = await contentLoad(goodFile);
    expect(loaded.stderr).not.toMatch(/invalid/);
    expect(loaded.code).toBe(0);

    const bad = demo();
    bad.hero.topLevels[0]!.name = "";
    bad.theme.preferences.colours.primary = "blue";
    const badFile = path.join(dir, "bad.json");
    writeFileSync(badFile, JSON.stringify(bad));
    const refused = await contentLoad(badFile);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${badFile}: invalid site content`);
    expect(refused.stderr).toMatch(/^ {2}hero\.topLevels\.0\.name: /m);
    expect(refused.stderr).toMatch(/^ {2}theme\.preferences\.colours\.primary: a colour like #1a2b3c$/m);

    const database = await openDatabase({ dataDir: path.join(dir, "data") });
    try {
      const content = await readSiteContent(database.db);
      expect(content.hero?.heading).toBe("Homes across the West Country");
      expect(content.hero?.topLevels[0]?.name).toBe(good.hero.topLevels[0]!.name);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("says what is wrong with a file that is not JSON", async () => {
    const file = path.join(dir, "broken.json");
    writeFileSync(file, "{ not json");
    const refused = await contentLoad(file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${file}: not readable JSON`);
  });
});
