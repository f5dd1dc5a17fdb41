// Text made safe to place inside HTML, SVG or XML, in element content or a quoted attribute: the five characters
// that can start or end markup become entities (all five are XML's too). The one escaper (issue 37 item 4):
// wherever the server writes markup by hand — emails, address_html, charts, the sitemap, the demo's drawings.

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
