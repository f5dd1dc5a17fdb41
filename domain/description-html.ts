// Stored descriptions are either allow-listed HTML (what feeds and the listings desk write, through
// modules/feeds/model/feed-text.ts descriptionHtml: it always opens with an element) or the demo's plain paragraphs.
// Kept apart from the sanitiser so the property page's browser code can ask without carrying it.
export function isDescriptionHtml(description: string): boolean {
  return /^\s*<[a-z]/i.test(description);
}
