// The home page blocks over HTTP (issue 7 item 2): every configured block is server-rendered in the
// agency's order with its heading; a block whose data is absent (a search with no results, a video from a
// host we do not embed) is left out; a site without `homeBlocks` shows none.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTestServer } from "../setup/test-server.ts";

const baseUrl = inject("baseUrl");
const demo = JSON.parse(
  readFileSync(new URL("../../content/demo-agency.json", import.meta.url), "utf8"),
) as Record<string, unknown> & { homeBlocks: { contentId: string; type: string; title?: string }[] };

const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;");

const blockIdsIn = (body: string) => [...body.matchAll(/data-home-block="([^"]+)"/g)].map((m) => m[1]!);

describe("the demo home page", () => {
  it("renders every configured block in order, each with its heading", async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(blockIdsIn(body)).toEqual(demo.homeBlocks.map((b) => b.contentId));
    for (const block of demo.homeBlocks) if (block.title) expect(body).toContain(html(block.title));
    // Slider bodies wait for the browser; the mini branch search is plain HTML that works without script.
    expect(body).toContain('data-state="placeholder"');
    expect(body).toMatch(/<form[^>]*action="\/branches"/);
    // Without script, each lazy block still offers its links (design §1: full HTML without JavaScript).
    expect(body).toMatch(/<noscript><ul[^>]*><li><a[^>]*href="\/properties\/\d+"/);
    expect(body).toMatch(/<noscript><ul[^>]*><li><a[^>]*href="\/articles\/[a-z0-9-]+"/);
  });
});

describe("blocks without data", () => {
  let app: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "openhouse-home-blocks-"));
    const file = path.join(dir, "content.json");
    const homeBlocks = [
      // gid-1 is a GB place far from every branch: nothing is listed within a quarter of a mile of it.
      {
        type: "propertyCardSlider",
        contentId: "empty-search",
        title: "Nothing here",
        query: "/search/sales/gid-1/within-0.25-miles",
      },
      { type: "reviewSlider", contentId: "reviews", title: "Kind words" },
      {
        type: "videoSection",
        contentId: "unembeddable",
        subtitle: "Elsewhere",
        description: "A host we do not embed",
        videoUrl: "https://example.com/video/1",
      },
      { type: "articleSlider", contentId: "no-such-topic", title: "Astrology", topic: "Astrology" },
      { type: "miniBranchSearch", contentId: "branches", title: "Find a branch" },
    ];
    writeFileSync(file, JSON.stringify({ ...demo, homeBlocks }));
    app = await startTestServer({ SITE_CONFIG: file }, { ownDatabase: true });
  }, 120_000);
  afterAll(() => app?.stop());

  it("leaves out the blocks whose data is empty and keeps the rest", async () => {
    const body = await (await fetch(`${app.baseUrl}/`)).text();
    expect(blockIdsIn(body)).toEqual(["reviews", "branches"]);
    expect(body).not.toContain("Nothing here");
    expect(body).not.toContain("Astrology");
  });
});
