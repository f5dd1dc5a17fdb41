import { describe, expect, it } from "vitest";
import { HTML_ALLOW_LIST } from "./rich-text.ts";
import { sanitiseHtml } from "./sanitise-html.ts";

describe("sanitiseHtml", () => {
  it("keeps the allowed tags and their text", () => {
    const html =
      "<h3>Fees</h3><p>A <strong>holding</strong> deposit, <em>one</em> week.</p><ul><li>One</li></ul><ol><li>Two</li></ol><h4>Small</h4>";
    expect(sanitiseHtml(html)).toBe(html);
  });

  it("keeps https, mailto and tel links and drops every other attribute", () => {
    expect(sanitiseHtml('<a href="https://tpos.co.uk" onclick="x()" target="_blank">TPO</a>')).toBe(
      '<a href="https://tpos.co.uk">TPO</a>',
    );
    expect(sanitiseHtml("<a href='mailto:lettings@example.com'>Mail</a>")).toBe(
      '<a href="mailto:lettings@example.com">Mail</a>',
    );
    expect(sanitiseHtml("<a href=tel:01171234567>Call</a>")).toBe('<a href="tel:01171234567">Call</a>');
    expect(sanitiseHtml('<p class="x" style="color:red">Hi</p>')).toBe("<p>Hi</p>");
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="http://example.com">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a title=" href=https://ok" href="vbscript:x">x</a>',
    "<a href>x</a>",
  ])("drops an unsafe href: %s", (html) => {
    expect(sanitiseHtml(html)).toBe("<a>x</a>");
  });

  it("drops scripts, styles and frames with their content", () => {
    expect(
      sanitiseHtml("<p>a</p><script>alert(1)</script><style>p{}</style><iframe src=x></iframe><p>b</p>"),
    ).toBe("<p>a</p><p>b</p>");
    expect(sanitiseHtml("<SCRIPT>alert(1)</SCRIPT>ok")).toBe("ok");
    expect(sanitiseHtml("<script>never closed <p>hidden</p>")).toBe("");
  });

  it("unwraps unknown tags but keeps their text", () => {
    expect(sanitiseHtml('<div><img src=x onerror="alert(1)"><span>Text</span><br/></div>')).toBe("Text");
  });

  it("escapes text, keeps character references and drops comments", () => {
    expect(sanitiseHtml('<p>£1 &amp; 2 & 3 &pound; &#163; a<b > c"</p><!-- <script> -->')).toBe(
      "<p>£1 &amp; 2 &amp; 3 &pound; &#163; a c&quot;</p>",
    );
    expect(sanitiseHtml("1 < 2 > 0")).toBe("1 &lt; 2 &gt; 0");
  });

  it("cannot be tricked by '>' inside an attribute value", () => {
    expect(sanitiseHtml('<p title="a>b" onmouseover="x">Hi</p>')).toBe("<p>Hi</p>");
    expect(sanitiseHtml('<img alt="<script>alert(1)</script>">')).toBe("");
  });

  it("closes what it opens, in order, and ignores stray end tags", () => {
    expect(sanitiseHtml("<ul><li><strong>One</ul></em>")).toBe("<ul><li><strong>One</strong></li></ul>");
    expect(sanitiseHtml("<p>Open")).toBe("<p>Open</p>");
  });

  it("gives the same result when run twice", () => {
    const once = sanitiseHtml('<p>a & b <a href="https://x.test/?a=1&b=2">l</a><script>x</script></p>');
    expect(sanitiseHtml(once)).toBe(once);
  });
});

describe("sanitiseHtml, as an HTML parser reads it", () => {
  it("keeps every tag of the allow-list", () => {
    for (const tag of HTML_ALLOW_LIST.tags)
      expect(sanitiseHtml(`<${tag}>x</${tag}>`)).toBe(`<${tag}>x</${tag}>`);
  });

  it("drops relative and protocol-relative links, which a scheme check alone would let through", () => {
    expect(sanitiseHtml('<a href="/about">x</a>')).toBe("<a>x</a>");
    expect(sanitiseHtml('<a href="#top">x</a>')).toBe("<a>x</a>");
    expect(sanitiseHtml('<a href="//evil.test">x</a>')).toBe("<a>x</a>");
  });

  it("ends an open paragraph, list item, heading or link where HTML's implied end tags do", () => {
    expect(sanitiseHtml("<ul><li>a<li>b</ul>")).toBe("<ul><li>a</li><li>b</li></ul>");
    expect(sanitiseHtml("<p>a<p>b")).toBe("<p>a</p><p>b</p>");
    expect(sanitiseHtml("<h3>a<h4>b")).toBe("<h3>a</h3><h4>b</h4>");
    expect(sanitiseHtml("<p><ul><li>x</li></ul></p>")).toBe("<p></p><ul><li>x</li></ul><p></p>");
  });
});
