// Text made safe to place inside HTML, in element content or a quoted attribute: the five characters that can
// start or end markup become entities. Used wherever the server writes HTML by hand (emails, address_html).

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
