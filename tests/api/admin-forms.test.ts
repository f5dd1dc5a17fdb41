// Form definitions in the back office (issue 15 item 3) over HTTP: owners and editors only; a definition that
// breaks its schema, repeats a field or loses the new-homes form's special fields is refused, naming the
// problem, and changes nothing; a saved one is what the development's page draws at once; audited.
import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formDefinitions, properties } from "../../db/schema.ts";
import { NEW_HOMES_FORM_SLUG } from "../../modules/leads/model/new-homes-submission.ts";
import type { FormElement } from "../../modules/leads/model/form-element.ts";
import { startTestServer } from "../setup/test-server.ts";
import { latestAudit } from "../support/audit-rows.ts";
import { send, signedInCast, type SignedInStaff as Staff } from "../support/staff-browser.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;
let editor: Staff;
let manager: Staff;
let form: typeof formDefinitions.$inferSelect;

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "12" }, { ownDatabase: true });
  ({ editor, manager } = await signedInCast(app, ["editor", "manager"]));
  [form] = (await app.services.db
    .select()
    .from(formDefinitions)
    .where(eq(formDefinitions.slug, NEW_HOMES_FORM_SLUG))) as [typeof form];
}, 300_000);

afterAll(() => app?.stop());

const post = (elements: unknown, extra: Record<string, string> = {}) =>
  send(editor.b, `/admin/forms/${form.id}`, {
    name: form.name,
    submitButtonText: form.submitButtonText,
    para: form.para ?? "",
    gaName: form.gaName ?? "",
    notifyEmail: form.notifyEmail ?? "",
    elements: typeof elements === "string" ? elements : JSON.stringify(elements),
    ...extra,
  });

const stored = async () =>
  (await app.services.db.select().from(formDefinitions).where(eq(formDefinitions.id, form.id)))[0]!;

describe("form definitions", () => {
  it("opens to owners and editors only", async () => {
    expect((await send(manager.b, "/admin/forms")).status).toBe(403);
    expect((await send(manager.b, `/admin/forms/${form.id}`)).status).toBe(403);
    const list = await send(editor.b, "/admin/forms");
    expect(list.status).toBe(200);
    expect(await list.text()).toContain(form.name);
    expect((await send(editor.b, "/admin/forms/999999")).status).toBe(404);
  });

  it("refuses a broken definition, naming each problem, and changes nothing", async () => {
    const before = await stored();
    const cases: [unknown, string][] = [
      ["[{", "elements: this is not valid JSON"],
      [[...form.elements, { ...form.elements[2]!, fieldPostion: 20 }], '"first_name" is used twice'],
      [form.elements.filter((e) => e.fieldName !== "development_id"), 'needs its "development_id" field'],
      [
        [
          ...form.elements,
          {
            fieldName: "budget",
            friendlyName: "Budget",
            required: false,
            inputType: "select",
            fieldPostion: 12,
          },
        ],
        "a select needs its options",
      ],
      [
        [
          ...form.elements,
          { fieldName: "Bad Name", friendlyName: "X", required: false, inputType: "text", fieldPostion: 12 },
        ],
        "a field name in lower case letters",
      ],
      [
        [
          ...form.elements,
          { fieldName: "x", friendlyName: "X", required: false, inputType: "checkbox", fieldPostion: 12 },
        ],
        "elements.11.inputType",
      ],
    ];
    for (const [elements, message] of cases) {
      const response = await post(elements);
      expect(response.status, message).toBe(422);
      expect(await response.text()).toContain(message.replaceAll('"', "&quot;"));
    }
    expect(await stored()).toEqual(before);
  });

  it("saves a new required upload, which the development's page draws at once, and audits it", async () => {
    const elements: FormElement[] = [
      ...form.elements,
      {
        fieldName: "mortgage_in_principle",
        friendlyName: "Mortgage in principle",
        required: true,
        inputType: "file",
        fieldPostion: 12,
      },
    ];
    const response = await post(elements, { submitButtonText: "Send my details" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/forms/${form.id}?done=saved`);
    const saved = await stored();
    expect(saved.submitButtonText).toBe("Send my details");
    expect(saved.elements.at(-1)).toMatchObject({
      fieldName: "mortgage_in_principle",
      inputType: "file",
      required: true,
    });
    const audit = await latestAudit(app.services.db, "form.update");
    expect(audit).toMatchObject({ actorEmail: editor.email, subject: `form:${form.id}` });
    expect(audit!.after).toMatchObject({ submitButtonText: "Send my details" });
    // The development's page carries the form the "Register your interest" overlay draws.
    const [plot] = await app.services.db
      .select({ parentId: properties.parentId })
      .from(properties)
      .where(isNotNull(properties.parentId))
      .limit(1);
    const development = await (await fetch(`${app.baseUrl}/properties/${plot!.parentId}`)).text();
    expect(development).toContain("Mortgage in principle");
    expect(development).toContain("Send my details");
    const again = await post(elements, { submitButtonText: "Send my details" });
    expect(again.headers.get("location")).toBe(`/admin/forms/${form.id}?done=unchanged`);
  });
});
