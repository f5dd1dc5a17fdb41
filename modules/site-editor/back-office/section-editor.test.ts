// Reading a section editor's post (issue 37 item 3): Conform nests the fields named by their paths and applies a
// pressed Add, Move, Remove or an image's Remove; the named buttons save, upload or remove the item; a button
// value that is not one of the form's is refused. The HTTP half is in tests/api/admin-sections.test.ts.
import { INTENT, serializeIntent, type Intent } from "@conform-to/dom";
import { describe, expect, it } from "vitest";
import { NEW_HISTORY_GALLERY, NEW_LOT, type SalesEventDraft } from "../../content/model/section-drafts.ts";
import { readEditorForm, type EditorPost, type SectionDraft } from "./section-editor.ts";

const posted = {
  kind: "agriculture",
  slug: "spring-sale",
  title: " Spring sale ",
  "catalogue[1].lot": "2",
  "catalogue[1].title": "A plough",
  "catalogue[0].lot": "1",
  "catalogue[0].title": "A tractor",
  "catalogue[0].estimate": "£400 to £600",
  "catalogue[0].image": "",
  "gallery.id": "3",
  "gallery.title": "The yard",
  "gallery.images[0].key": "pool/photo-01.jpg",
  "gallery.images[0].caption": "",
  was: "spring-sale",
};

const post = (values: Record<string, string>, intent = "save"): EditorPost => ({
  intent,
  values,
  files: new Map(),
});
const pressing = (intent: Intent<object[]> | Intent, values: Record<string, string> = posted) =>
  post({ ...values, [INTENT]: serializeIntent(intent) });

function eventDraft(form: ReturnType<typeof readEditorForm>): SalesEventDraft {
  if (!form.ok) throw new Error(form.message);
  return form.draft as SalesEventDraft;
}
const lots = (draft: SectionDraft) => (draft as SalesEventDraft).catalogue.map((lot) => lot.lot);

describe("a posted sales event", () => {
  it("reads back into a draft, lists in the order of their numbers", () => {
    const read = readEditorForm("event", post(posted), 0);
    expect(read.ok && read.then).toBe("save");
    const draft = eventDraft(read);
    expect(draft.kind).toBe("agriculture");
    expect(draft.catalogue.map((lot) => lot.title)).toEqual(["A tractor", "A plough"]);
    expect(draft.catalogue[1]).toEqual({ lot: "2", title: "A plough", estimate: "", image: "" });
    expect(draft.gallery.images).toEqual([{ key: "pool/photo-01.jpg", caption: "" }]);
  });
});

describe("the buttons", () => {
  it("tells a save, an upload and the item's removal apart; any other named value saves", () => {
    const then = (intent?: string) => {
      const read = readEditorForm("event", post(posted, intent), 0);
      return read.ok && read.then;
    };
    expect(then("remove-item")).toBe("remove-item");
    expect(then("upload")).toBe("redraw");
    expect(then("drop:catalogue")).toBe("save");
    expect(then()).toBe("save");
  });

  it("adds, moves, removes and clears in the redrawn form", () => {
    const added = readEditorForm(
      "event",
      pressing({ type: "insert", payload: { name: "catalogue", defaultValue: NEW_LOT } }),
      0,
    );
    expect(added.ok && added.then).toBe("redraw");
    expect(eventDraft(added).catalogue).toHaveLength(3);
    expect(eventDraft(added).catalogue[2]).toEqual(NEW_LOT);
    // The post itself is left as it was: read again without the button, it has its two lots.
    expect(eventDraft(readEditorForm("event", post(posted), 0)).catalogue).toHaveLength(2);
    const moved = readEditorForm(
      "event",
      pressing({ type: "reorder", payload: { name: "catalogue", from: 0, to: 1 } }),
      0,
    );
    expect(lots(eventDraft(moved))).toEqual(["2", "1"]);
    const up = readEditorForm(
      "event",
      pressing({ type: "reorder", payload: { name: "catalogue", from: 1, to: 0 } }),
      0,
    );
    expect(lots(eventDraft(up))).toEqual(["2", "1"]);
    const removed = readEditorForm(
      "event",
      pressing({ type: "remove", payload: { name: "catalogue", index: 1 } }),
      0,
    );
    expect(eventDraft(removed).catalogue).toHaveLength(1);
    const cleared = readEditorForm(
      "event",
      pressing(
        { type: "update", payload: { name: "catalogue[0].image", value: "" } },
        { ...posted, "catalogue[0].image": "pool/x.jpg" },
      ),
      0,
    );
    expect(eventDraft(cleared).catalogue[0]!.image).toBe("");
    // A stale index changes nothing.
    const stale = readEditorForm(
      "event",
      pressing({ type: "remove", payload: { name: "catalogue", index: 9 } }),
      0,
    );
    expect(eventDraft(stale)).toEqual(eventDraft(readEditorForm("event", post(posted), 0)));
  });

  it("numbers a new history gallery after every id in use, here and elsewhere", () => {
    const read = readEditorForm(
      "service",
      pressing(
        { type: "insert", payload: { name: "historyImages", defaultValue: NEW_HISTORY_GALLERY } },
        { "historyImages[0].id": "5", "historyImages[0].title": "Old" },
      ),
      7,
    );
    expect(read.ok && read.draft).toMatchObject({ historyImages: [{ id: "5" }, { id: "8" }] });
  });

  it("refuses a button value that is not one of the form's", () => {
    for (const value of [
      "add:catalogue",
      "up:__proto__.x",
      serializeIntent({ type: "validate", payload: { name: "title" } }),
      serializeIntent({ type: "reset", payload: {} }),
      JSON.stringify({ type: "remove", payload: { name: "title", index: 0 } }),
      JSON.stringify({ type: "remove", payload: { name: "__proto__", index: 0 } }),
      "{",
    ])
      expect(readEditorForm("event", post({ ...posted, [INTENT]: value }), 0)).toEqual({
        ok: false,
        message: "The button pressed is not one this form has.",
      });
  });
});
