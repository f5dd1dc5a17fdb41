// The listing editor's advert check as staff type (issue 41), on top of a page that works without it: the server
// renders the findings of the listing as saved (advert-check.tsx); this script runs the same checks on the form
// as it stands, a moment after typing pauses, and redraws the list only when the findings change, so the polite
// status region says something only when there is something new to say. Bundled on its own by Vite
// (`?worker&url`) and loaded only by the listing editor.
import {
  advertColumnsOfForm,
  advertHoldOf,
  findingLines,
  findingsKey,
  NO_FINDINGS,
} from "../../../../modules/advert-rules/model/listing-advert.ts";
import type { AdvertFinding } from "../../../../modules/advert-rules/model/check-advert.ts";

const PAUSE_MS = 250;

const section = document.querySelector<HTMLElement>("[data-advert-check]");
const form = document.querySelector<HTMLFormElement>("form[data-listing-form]");
const region = section?.querySelector<HTMLElement>("[data-advert-findings]");

function draw(target: HTMLElement, findings: AdvertFinding[]) {
  if (findings.length === 0) {
    const none = document.createElement("p");
    none.textContent = NO_FINDINGS;
    target.replaceChildren(none);
    return;
  }
  const list = document.createElement("ul");
  list.className = "flex list-disc flex-col gap-2 pl-6";
  for (const found of findings) {
    const { title, detail } = findingLines(found);
    const item = document.createElement("li");
    item.dataset.advertRule = found.rule;
    const strong = document.createElement("strong");
    strong.textContent = title;
    item.append(strong, ` ${detail}`);
    list.append(item);
  }
  target.replaceChildren(list);
}

if (section && form && region) {
  const fixed = {
    channel: section.dataset.channel === "lettings" ? ("lettings" as const) : ("sales" as const),
    shortLet: section.dataset.shortLet === "yes",
  };
  const read = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
      ? field.value
      : "";
  };
  const poa = () => {
    const box = form.elements.namedItem("poa");
    return box instanceof HTMLInputElement && box.checked;
  };
  // The agency's choice for a missing Part A item, as the server judges with it.
  const policy = {
    partAMissing: section.dataset.partAMissing === "warn" ? ("warn" as const) : ("block" as const),
  };
  const check = () => advertHoldOf(advertColumnsOfForm(read, fixed, poa()), policy).advertFindings;
  // What the server drew (the listing as saved, or as posted when a save was refused).
  let shown = region.dataset.findingsKey ?? "";
  const update = () => {
    const findings = check();
    const key = findingsKey(findings);
    if (key === shown) return;
    shown = key;
    draw(region, findings);
  };
  update();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(update, PAUSE_MS);
  };
  form.addEventListener("input", later);
  form.addEventListener("change", later);
}
