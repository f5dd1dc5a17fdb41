// A rich-text field of an admin form (issue 15 item 2): a labelled textarea that works without JavaScript
// (HTML, or paragraphs parted by blank lines), turned into a formatting editor by the editor script
// (rich-text-editor.browser.ts). Vite bundles that script on its own (`?worker&url`: one ES module with its
// dependencies, under /assets with a content hash), so only admin pages that show this field load it and the
// public pages' JavaScript does not change. A page with several fields loads the module once.
import { TextareaField } from "../admin-fields.tsx";
import editorScriptUrl from "./rich-text-editor.browser.ts?worker&url";

/** What the field takes, for the editor and for typing without it. */
export const RICH_TEXT_HINT =
  "Use the toolbar for headings, lists, links (https, mailto, tel), bold and italic. Without it, type paragraphs separated by blank lines, or HTML: anything else is removed when saved (scripts and styles with their content, other tags leaving their text).";

export function RichTextField(props: Parameters<typeof TextareaField>[0]) {
  return (
    <>
      <TextareaField rows={12} {...props} richText />
      <script type="module" src={editorScriptUrl} />
    </>
  );
}
