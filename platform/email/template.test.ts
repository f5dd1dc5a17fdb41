import { describe, expect, it } from "vitest";
import { absoluteUrl, htmlLines, multiline, safeHtml } from "./template.ts";

describe("safeHtml", () => {
  it("escapes every interpolated string, attributes included", () => {
    const name = `<script>"O'Brien" & co</script>`;
    expect(String(safeHtml`<a title="${name}">${name}</a>`)).toBe(
      '<a title="&lt;script&gt;&quot;O&#39;Brien&quot; &amp; co&lt;/script&gt;">&lt;script&gt;&quot;O&#39;Brien&quot; &amp; co&lt;/script&gt;</a>',
    );
  });

  it("inserts safe parts as they are and joins arrays by line breaks", () => {
    const rows = ["a", "<b>"].map((cell) => safeHtml`<td>${cell}</td>`);
    expect(String(safeHtml`<tr>${rows}</tr>`)).toBe("<tr><td>a</td>\n<td>&lt;b&gt;</td></tr>");
  });
});

describe("htmlLines", () => {
  it("lays out one element a line and leaves no line for an absent part", () => {
    const message: string | null = null;
    expect(
      htmlLines([safeHtml`<p>one</p>`, message && safeHtml`<p>${message}</p>`, safeHtml`<p>two</p>`]),
    ).toBe("<p>one</p>\n<p>two</p>");
  });
});

describe("multiline", () => {
  it("keeps a visitor's line breaks and escapes the rest", () => {
    expect(String(multiline("a <b>\nc"))).toBe("a &lt;b&gt;<br>c");
  });
});

describe("absoluteUrl", () => {
  it("joins a path of the site to PUBLIC_URL, with or without its trailing slash", () => {
    expect(absoluteUrl("https://agency.example", "/properties/7")).toBe(
      "https://agency.example/properties/7",
    );
    expect(absoluteUrl("https://agency.example/", "/properties/7")).toBe(
      "https://agency.example/properties/7",
    );
  });
});
