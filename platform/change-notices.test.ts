import { describe, expect, it } from "vitest";
import { noticeText, parseNotice } from "./change-notices.ts";

describe("a change notice between processes", () => {
  it("carries the agency that made the change, or * for every agency", () => {
    expect(parseNotice(noticeText("listings", 7, "other-process"))).toEqual({ scope: "listings", agency: 7 });
    expect(parseNotice(noticeText("content", null, "other-process"))).toEqual({
      scope: "content",
      agency: null,
    });
  });

  it("is ignored when it is this process's own, already applied", () => {
    expect(parseNotice(noticeText("listings", 7))).toBeNull();
  });

  it("from an older release (no agency) or not understood, concerns every agency", () => {
    expect(parseNotice("older-process listings")).toEqual({ scope: "listings", agency: null });
    expect(parseNotice("other-process listings 0")).toEqual({ scope: "listings", agency: null });
    expect(parseNotice("other-process listings 7x")).toEqual({ scope: "listings", agency: null });
    expect(parseNotice("other-process nonsense 7")).toEqual({ scope: "all", agency: null });
  });
});
