import { describe, expect, it } from "vitest";
import demoAgency from "../../../content/demo-agency.json" with { type: "json" };
import { homeBlocksSchema, videoUrlsOf } from "./home-blocks.ts";

const paths = (input: unknown) => {
  const result = homeBlocksSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("homeBlocksSchema", () => {
  it("accepts the demo agency's blocks and fills the defaults", () => {
    const blocks = homeBlocksSchema.parse(demoAgency.homeBlocks);
    expect(blocks.length).toBeGreaterThan(5);
    const slider = homeBlocksSchema.parse([
      { type: "propertyCardSlider", contentId: "a", title: "A", query: "featured" },
    ])[0]!;
    expect(slider).toMatchObject({ limit: 8 });
  });

  it("names the bad field: a card slider's query must be a search path or 'featured'", () => {
    expect(
      paths([{ type: "propertyCardSlider", contentId: "a", title: "A", query: "/properties/1" }]),
    ).toEqual(["0.query"]);
    expect(
      paths([
        { type: "propertyCardSlider", contentId: "a", title: "A", query: "/search/sales/gid-1", limit: 99 },
      ]),
    ).toEqual(["0.limit"]);
  });

  it("refuses an unknown block type and a duplicate content id", () => {
    expect(paths([{ type: "carousel", contentId: "a" }])).toEqual(["0.type"]);
    const review = { type: "reviewSlider", contentId: "same", title: "Reviews" };
    expect(paths([review, { ...review }])).toEqual(["1.contentId"]);
  });

  it("needs videoUrls or videoUrl in a video section (spec §3)", () => {
    const section = { type: "videoSection", contentId: "v", subtitle: "S", description: "D" };
    expect(paths([section])).toEqual(["0.videoUrls"]);
    expect(paths([{ ...section, videoUrl: "https://vimeo.com/1" }])).toEqual([]);
  });
});

describe("videoUrlsOf", () => {
  it("prefers videoUrls, else the single videoUrl, else none", () => {
    expect(videoUrlsOf({ videoUrls: ["a", "b"], videoUrl: "c" })).toEqual(["a", "b"]);
    expect(videoUrlsOf({ videoUrls: [], videoUrl: "c" })).toEqual(["c"]);
    expect(videoUrlsOf({})).toEqual([]);
  });
});
