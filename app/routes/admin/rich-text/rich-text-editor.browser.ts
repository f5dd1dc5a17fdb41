// The back office's rich-text editor (issue 15 item 2): turns each `<textarea data-rich-text>` of a page into a
// formatting editor (Tiptap, on ProseMirror) that offers exactly the site's allow-list (domain/rich-text.ts):
// paragraphs, two heading levels, lists, bold, italic and links to https, mailto and tel. The textarea stays in
// the form, hidden, and always holds the editor's HTML, so the form posts as it does without JavaScript and the
// server still sanitises what arrives. Bundled on its own (rich-text-script.ts) and loaded only by admin pages.
import { Editor } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { HTML_ALLOW_LIST, RICH_TEXT_HEADING_LEVELS, richTextHtml } from "../../../../domain/rich-text.ts";

type Tool = {
  label: string;
  /** Shown on the button; the label is its accessible name. */
  text: string;
  shortcut?: string;
  run: (editor: Editor) => void;
  /** A state the button reports with aria-pressed. */
  active?: (editor: Editor) => boolean;
};

const [HEADING, SUBHEADING] = RICH_TEXT_HEADING_LEVELS;

const TOOLS: Tool[] = [
  {
    label: "Bold",
    text: "B",
    shortcut: "Control+B",
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive("bold"),
  },
  {
    label: "Italic",
    text: "I",
    shortcut: "Control+I",
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive("italic"),
  },
  {
    label: "Heading",
    text: "H",
    run: (e) => e.chain().focus().toggleHeading({ level: HEADING }).run(),
    active: (e) => e.isActive("heading", { level: HEADING }),
  },
  {
    label: "Subheading",
    text: "h",
    run: (e) => e.chain().focus().toggleHeading({ level: SUBHEADING }).run(),
    active: (e) => e.isActive("heading", { level: SUBHEADING }),
  },
  {
    label: "Bulleted list",
    text: "• List",
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive("bulletList"),
  },
  {
    label: "Numbered list",
    text: "1. List",
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive("orderedList"),
  },
];

const SAFE_HREF = new RegExp(`^(${HTML_ALLOW_LIST.hrefSchemes.join("|")}):\\S+$`, "i");

const STYLE = `
.oh-rte{display:flex;flex-direction:column;border:1px solid rgb(0 0 0/.4);border-radius:.25rem}
.oh-rte-toolbar{display:flex;flex-wrap:wrap;gap:.25rem;padding:.25rem;border-bottom:1px solid rgb(0 0 0/.2);background:#f5f5f5}
.oh-rte-toolbar button,.oh-rte-link button{min-width:2.75rem;min-height:2.75rem;padding:0 .5rem;border:1px solid rgb(0 0 0/.4);border-radius:.25rem;background:#fff;color:#000}
.oh-rte-toolbar button[aria-pressed=true]{background:#000;color:#fff}
.oh-rte-toolbar button:focus-visible,.oh-rte-link button:focus-visible,.oh-rte-link input:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.oh-rte-link{display:flex;flex-wrap:wrap;align-items:end;gap:.5rem;padding:.5rem;border-bottom:1px solid rgb(0 0 0/.2)}
.oh-rte-link[hidden]{display:none}
.oh-rte-link label{display:flex;flex-direction:column;font-size:.875rem;font-weight:600}
.oh-rte-link input{min-width:18rem;padding:.5rem;border:1px solid rgb(0 0 0/.4);border-radius:.25rem;font-weight:400}
.oh-rte-content{min-height:12rem;padding:.5rem .75rem;white-space:pre-wrap;word-wrap:break-word}
.oh-rte-content:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.oh-rte-content p,.oh-rte-content ul,.oh-rte-content ol{margin:0 0 .75rem}
.oh-rte-content ul{list-style:disc;padding-left:1.5rem}.oh-rte-content ol{list-style:decimal;padding-left:1.5rem}
.oh-rte-content h3{font-size:1.25rem;font-weight:700;margin:1rem 0 .5rem}.oh-rte-content h4{font-size:1.1rem;font-weight:700;margin:.75rem 0 .5rem}
.oh-rte-content a{color:#0b57d0;text-decoration:underline}
`;

function addStyle() {
  if (document.getElementById("oh-rte-style")) return;
  const style = document.createElement("style");
  style.id = "oh-rte-style";
  style.textContent = STYLE;
  document.head.append(style);
}

function button(text: string, label: string): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.textContent = text;
  if (text !== label) element.setAttribute("aria-label", label);
  return element;
}

/** One tab stop for the whole toolbar; the arrow keys, Home and End move along it (the ARIA toolbar pattern). */
function rovingFocus(toolbar: HTMLElement, buttons: HTMLButtonElement[]) {
  buttons.forEach((b, i) => (b.tabIndex = i === 0 ? 0 : -1));
  toolbar.addEventListener("keydown", (event) => {
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % buttons.length
        : event.key === "ArrowLeft"
          ? (index - 1 + buttons.length) % buttons.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[index]!.tabIndex = -1;
    buttons[next]!.tabIndex = 0;
    buttons[next]!.focus();
  });
}

function enhance(textarea: HTMLTextAreaElement) {
  const label = textarea.labels?.[0];
  if (label && !label.id) label.id = `${textarea.id}-label`;
  const wrapper = document.createElement("div");
  wrapper.className = "oh-rte";
  const toolbar = document.createElement("div");
  toolbar.setAttribute("role", "toolbar");
  toolbar.setAttribute("aria-label", `Formatting${label ? `: ${label.textContent}` : ""}`);
  toolbar.className = "oh-rte-toolbar";
  const linkPanel = document.createElement("div");
  linkPanel.className = "oh-rte-link";
  linkPanel.hidden = true;
  const content = document.createElement("div");
  wrapper.append(toolbar, linkPanel, content);
  textarea.after(wrapper);
  textarea.hidden = true;
  // The server checks length and presence (and says so beside the field); a hidden required control would
  // stop the form without telling anyone why.
  const required = textarea.required;
  textarea.required = false;
  textarea.removeAttribute("maxlength");

  const editor = new Editor({
    element: content,
    injectCSS: false,
    content: richTextHtml(textarea.value),
    extensions: [
      StarterKit.configure({
        heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        hardBreak: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["mailto", "tel"],
          defaultProtocol: "https",
          isAllowedUri: (url) => SAFE_HREF.test(url),
          HTMLAttributes: { target: null, rel: null },
        },
      }),
    ],
    editorProps: {
      attributes: {
        class: "oh-rte-content",
        role: "textbox",
        "aria-multiline": "true",
        ...(label ? { "aria-labelledby": label.id } : { "aria-label": textarea.name }),
        ...(textarea.getAttribute("aria-describedby")
          ? { "aria-describedby": textarea.getAttribute("aria-describedby")! }
          : {}),
        ...(textarea.getAttribute("aria-invalid") ? { "aria-invalid": "true" } : {}),
        ...(required ? { "aria-required": "true" } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      textarea.value = e.isEmpty ? "" : e.getHTML();
    },
  });
  // The posted value is the editor's from the start (plain paragraphs become their HTML).
  textarea.value = editor.isEmpty ? "" : editor.getHTML();
  label?.addEventListener("click", () => editor.commands.focus());
  // The error summary's link to the field reaches the editor (the textarea it names is hidden).
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[href="#${CSS.escape(textarea.id)}"]`))
    link.addEventListener("click", (event) => {
      event.preventDefault();
      content.scrollIntoView({ block: "center" });
      editor.commands.focus();
    });
  // Tab leaves the editor as it leaves any field (lists would otherwise take it to indent: a keyboard trap).
  content.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Tab") event.stopPropagation();
    },
    true,
  );

  const toolButtons = TOOLS.map((tool) => {
    const element = button(tool.text, tool.label);
    if (tool.shortcut) element.setAttribute("aria-keyshortcuts", tool.shortcut);
    if (tool.active) element.setAttribute("aria-pressed", "false");
    element.addEventListener("click", () => tool.run(editor));
    return { tool, element };
  });
  const linkButton = button("Link", "Link");
  linkButton.setAttribute("aria-expanded", "false");
  const all = [...toolButtons.map(({ element }) => element), linkButton];
  toolbar.append(...all);
  rovingFocus(toolbar, all);
  const refresh = () => {
    for (const { tool, element } of toolButtons)
      if (tool.active) element.setAttribute("aria-pressed", String(tool.active(editor)));
    linkButton.setAttribute("aria-pressed", String(editor.isActive("link")));
  };
  editor.on("transaction", refresh);
  refresh();

  // The link panel: an address field in the page's flow (no overlay), opened from the toolbar.
  const inputId = `${textarea.id}-link-address`;
  const hintId = `${inputId}-hint`;
  linkPanel.innerHTML = `<label for="${inputId}">Link address<input id="${inputId}" type="url" inputmode="url" aria-describedby="${hintId}"></label><span id="${hintId}" class="text-sm">https://…, mailto:… or tel:…</span>`;
  const input = linkPanel.querySelector("input")!;
  const apply = button("Apply link", "Apply link");
  const remove = button("Remove link", "Remove link");
  const cancel = button("Cancel", "Cancel");
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "text-sm text-red-700";
  linkPanel.append(apply, remove, cancel, status);
  const closePanel = () => {
    linkPanel.hidden = true;
    linkButton.setAttribute("aria-expanded", "false");
    status.textContent = "";
    editor.commands.focus();
  };
  linkButton.addEventListener("click", () => {
    linkPanel.hidden = false;
    linkButton.setAttribute("aria-expanded", "true");
    input.value = (editor.getAttributes("link").href as string | undefined) ?? "";
    remove.hidden = !editor.isActive("link");
    input.focus();
  });
  const applyLink = () => {
    const href = input.value.trim();
    if (!SAFE_HREF.test(href)) {
      status.textContent = "Enter an address starting https://, mailto: or tel:";
      input.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link"))
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    closePanel();
  };
  apply.addEventListener("click", applyLink);
  remove.addEventListener("click", () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    closePanel();
  });
  cancel.addEventListener("click", closePanel);
  linkPanel.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      closePanel();
    } else if (event.key === "Enter" && event.target === input) {
      // Enter in the address applies it rather than submitting the page's form.
      event.preventDefault();
      applyLink();
    }
  });
}

addStyle();
for (const textarea of document.querySelectorAll<HTMLTextAreaElement>("textarea[data-rich-text]"))
  if (!textarea.dataset.richTextReady) {
    textarea.dataset.richTextReady = "1";
    enhance(textarea);
  }
