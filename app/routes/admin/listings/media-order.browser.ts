// Drag-and-drop order of a listing's media in the editor (issue 42 item 6), on top of a page that works without
// it: each media table with two or more rows (`table[data-media-order-url]`) gets a drag handle per row
// (SortableJS). On a drop the new order is posted as the Move buttons' forms post (the authenticity token, intent
// `media-order`, the kind and its ids first to last); the server checks the ids are exactly the listing's media
// of that kind and writes the order as the buttons do. The rows are then renamed ("photo 1", "photo 2"…) and the
// first and last Move buttons disabled as the server would render them, and the section's status region says
// what happened ("Photo 3 moved to position 1."). A refused or failed post puts the rows back as they were and
// says so. The handles are for a pointer only (aria-hidden): the Move buttons stay the keyboard's way.
// Bundled on its own by Vite (`?worker&url`, media-section.tsx) and loaded only by the listing editor. Its few
// styles are set here, so the site's stylesheet does not change.
import Sortable from "sortablejs";
import { mediaItemName, movedMessage } from "../../../../modules/listings/model/media-rules.ts";
import type { ListingMediaKind } from "../../../../domain/agency.ts";

const NOT_SAVED = "The new order could not be saved.";
// The host refuses a post whose token no longer matches the session (422), the guard one signed out (403).
const EXPIRED = "The new order was not saved: the page had expired. Reload it and move them again.";

/** The server's refusal, with its message (a network failure has none worth showing). */
class Refused extends Error {}

const status = document.querySelector<HTMLElement>("[data-media-status]");

function say(text: string) {
  if (!status) return;
  // Emptied first, so the same sentence twice is announced twice.
  status.textContent = "";
  requestAnimationFrame(() => {
    status.textContent = text;
  });
}

const rowsOf = (tbody: HTMLTableSectionElement) =>
  [...tbody.rows].filter((row) => row.dataset.mediaItem !== undefined);
const idsOf = (tbody: HTMLTableSectionElement) => rowsOf(tbody).map((row) => row.dataset.mediaItem!);

/** Names and buttons as the server renders them for this order. */
function renumber(tbody: HTMLTableSectionElement, kind: ListingMediaKind) {
  const rows = rowsOf(tbody);
  rows.forEach((row, i) => {
    const what = mediaItemName(kind, i + 1);
    for (const el of row.querySelectorAll("[data-media-what]")) el.textContent = what;
    for (const img of row.querySelectorAll<HTMLImageElement>("img[data-media-what-alt]")) img.alt = what;
    const up = row.querySelector<HTMLButtonElement>('[data-media-move="up"]');
    const down = row.querySelector<HTMLButtonElement>('[data-media-move="down"]');
    if (up) up.disabled = i === 0;
    if (down) down.disabled = i === rows.length - 1;
  });
}

/** The handle a pointer drags the row by; hidden from assistive technology, which has the Move buttons. */
function handle(): HTMLElement {
  const el = document.createElement("span");
  el.dataset.dragHandle = "";
  el.setAttribute("aria-hidden", "true");
  el.title = "Drag to change the order";
  el.textContent = "⠿ Drag";
  Object.assign(el.style, {
    cursor: "grab",
    userSelect: "none",
    touchAction: "none",
    border: "1px dashed currentColor",
    borderRadius: "0.25rem",
    padding: "0.25rem 0.5rem",
    minHeight: "24px",
    whiteSpace: "nowrap",
  });
  return el;
}

/**
 * A drag moves rows in the document; an element that had the focus inside one can lose it. It gets it back
 * (or, a Move button now disabled, its row's other one), without scrolling.
 */
function keepFocus(before: Element | null) {
  if (!(before instanceof HTMLElement) || document.activeElement === before) return;
  if (!before.isConnected) return;
  let target: HTMLElement = before;
  if (before instanceof HTMLButtonElement && before.disabled) {
    const other = before.dataset.mediaMove === "up" ? "down" : "up";
    target = before.closest("tr")?.querySelector<HTMLButtonElement>(`[data-media-move="${other}"]`) ?? before;
  }
  target.focus({ preventScroll: true });
}

function enhance(table: HTMLTableElement) {
  const tbody = table.tBodies[0];
  const kind = table.dataset.mediaKind as ListingMediaKind;
  const url = table.dataset.mediaOrderUrl;
  const token = table.querySelector<HTMLInputElement>('input[name="authenticity_token"]')?.value;
  if (!tbody || !url || !token) return;
  for (const row of rowsOf(tbody)) row.querySelector("[data-media-order-cell]")?.prepend(handle());
  let saved = idsOf(tbody);
  let focused: Element | null = null;

  const sortable = Sortable.create(tbody, {
    handle: "[data-drag-handle]",
    draggable: "tr[data-media-item]",
    animation: 150,
    // Pointer events rather than the browser's HTML drag and drop: the same with a mouse, a pen or a finger.
    forceFallback: true,
    onStart() {
      focused = document.activeElement;
    },
    async onEnd(event) {
      keepFocus(focused);
      const from = (event.oldDraggableIndex ?? 0) + 1;
      const to = (event.newDraggableIndex ?? 0) + 1;
      if (from === to) return;
      const order = idsOf(tbody);
      renumber(tbody, kind);
      sortable.option("disabled", true);
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { Accept: "application/json" },
          credentials: "same-origin",
          body: new URLSearchParams({
            authenticity_token: token,
            intent: "media-order",
            kind,
            order: order.join(","),
          }),
        });
        const answer = (await response.json().catch(() => null)) as {
          message?: string;
          error?: string;
        } | null;
        if (!response.ok)
          throw new Refused(answer?.error ?? ([403, 422].includes(response.status) ? EXPIRED : NOT_SAVED));
        saved = order;
        say(answer?.message ?? movedMessage(kind, from, to));
      } catch (error) {
        // Back as the server has them.
        const byId = new Map(rowsOf(tbody).map((row) => [row.dataset.mediaItem!, row]));
        for (const id of saved) {
          const row = byId.get(id);
          if (row) tbody.append(row);
        }
        renumber(tbody, kind);
        keepFocus(focused);
        say(`${error instanceof Refused ? error.message : NOT_SAVED} The order is as it was.`);
      } finally {
        sortable.option("disabled", false);
      }
    },
  });
}

const tables = [...document.querySelectorAll<HTMLTableElement>("table[data-media-order-url]")];
for (const table of tables) enhance(table);
const hint = document.querySelector<HTMLElement>("[data-media-drag-hint]");
if (hint && tables.length > 0) hint.hidden = false;
