import { describe, expect, it } from "vitest";
import { EMBED_ORIGINS, embedUrl, isOnHosts, propertyVideos, type VideoLink } from "./video-embeds.ts";

describe("embedUrl (spec §9 Media: video links become embeds)", () => {
  it.each([
    [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    [
      "https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/live/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    [
      "http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
  ])("YouTube %s", (link, expected) => {
    expect(embedUrl(link)).toBe(expected);
  });

  it.each([
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/76979871/5a1b2c3d4e", "https://player.vimeo.com/video/76979871?h=5a1b2c3d4e"],
    ["https://vimeo.com/channels/staffpicks/76979871", "https://player.vimeo.com/video/76979871"],
    [
      "https://player.vimeo.com/video/76979871?h=5a1b2c&autoplay=1",
      "https://player.vimeo.com/video/76979871?h=5a1b2c",
    ],
  ])("Vimeo %s", (link, expected) => {
    expect(embedUrl(link)).toBe(expected);
  });

  it.each([
    [
      "https://drive.google.com/file/d/1AbC-dEf_123/view?usp=sharing",
      "https://drive.google.com/file/d/1AbC-dEf_123/preview",
    ],
    ["https://drive.google.com/open?id=1AbC-dEf_123", "https://drive.google.com/file/d/1AbC-dEf_123/preview"],
  ])("Google Drive %s", (link, expected) => {
    expect(embedUrl(link)).toBe(expected);
  });

  it("uses the tour hosts' links as they are, over HTTPS", () => {
    expect(embedUrl("https://my.matterport.com/show/?m=SxQL3iGyoDo")).toBe(
      "https://my.matterport.com/show/?m=SxQL3iGyoDo",
    );
    expect(embedUrl("http://kuula.co/share/collection/7lVLq?fs=1")).toBe(
      "https://kuula.co/share/collection/7lVLq?fs=1",
    );
    expect(embedUrl("https://www.eyespy360.com/en-gb/view-tour/abc")).toBe(
      "https://www.eyespy360.com/en-gb/view-tour/abc",
    );
  });

  it("embeds nothing else: unknown hosts, look-alike hosts, malformed ids and non-web schemes", () => {
    for (const link of [
      "https://example.com/tour",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/channel/UCabc",
      "https://vimeo.com/about",
      "https://drive.google.com/drive/folders/abc",
      "https://matterport.com/discover",
      "javascript:alert(1)",
      "not a url",
    ]) {
      expect(embedUrl(link), link).toBeNull();
    }
  });

  it("only ever produces URLs whose origin is on the CSP allow-list", () => {
    const links = [
      "https://youtu.be/dQw4w9WgXcQ",
      "https://vimeo.com/76979871",
      "https://drive.google.com/file/d/abc/view",
      "https://my.matterport.com/show/?m=abc",
      "https://kuula.co/share/abc",
      "https://eyespy360.com/tour/abc",
    ];
    for (const link of links) expect(EMBED_ORIGINS).toContain(new URL(embedUrl(link)!).origin);
  });
});

describe("isOnHosts", () => {
  it("matches a host and its subdomains, not look-alikes", () => {
    expect(isOnHosts("https://www.rightmove.co.uk/properties/1", ["rightmove.co.uk"])).toBe(true);
    expect(isOnHosts("https://rightmove.co.uk/x", ["rightmove.co.uk"])).toBe(true);
    expect(isOnHosts("https://notrightmove.co.uk/x", ["rightmove.co.uk"])).toBe(false);
    expect(isOnHosts("https://example.com", [""])).toBe(false);
  });
});

describe("propertyVideos", () => {
  const link = (id: number, kind: VideoLink["kind"], url: string, caption: string | null = null) => ({
    id,
    kind,
    url,
    caption,
  });

  it("numbers the default descriptions per kind when repeated (spec §9)", () => {
    const videos = propertyVideos(
      [
        link(1, "video", "https://youtu.be/dQw4w9WgXcQ"),
        link(2, "virtual_tour", "https://my.matterport.com/show/?m=a"),
        link(3, "video", "https://vimeo.com/1", "Drone footage"),
        link(4, "video", "https://vimeo.com/2", "  "),
        link(5, "virtual_tour", "https://kuula.co/share/b"),
        link(6, "video", "https://example.com/clip.mp4"),
      ],
      [],
    );
    expect(videos.map((v) => [v.id, v.description])).toEqual([
      ["1", "Video"],
      ["2", "Virtual Tour"],
      ["3", "Drone footage"],
      ["4", "Video 2"],
      ["5", "Virtual Tour 2"],
      ["6", "Video 3"],
    ]);
    expect(videos.at(-1)).toMatchObject({ url: "https://example.com/clip.mp4", embedUrl: null });
  });

  it("drops links from the dropped hosts (the default list included) and non-web links", () => {
    const links = [
      link(1, "virtual_tour", "https://www.rightmove.co.uk/properties/123#/virtualTour"),
      link(2, "virtual_tour", "https://my.matterport.com/show/?m=a"),
      link(3, "video", "ftp://example.com/clip"),
      link(4, "video", "https://tours.example.net/x"),
    ];
    expect(propertyVideos(links).map((v) => [v.id, v.description])).toEqual([
      ["2", "Virtual Tour"],
      ["4", "Video"],
    ]);
    expect(propertyVideos(links, ["example.net"]).map((v) => v.id)).toEqual(["1", "2"]);
  });
});
