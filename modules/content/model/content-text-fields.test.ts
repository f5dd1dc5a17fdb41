import { describe, expect, it } from "vitest";
import { analyticsSchema, consentTextsSchema, flashMessagesSchema } from "./site-content.ts";
import { leadSettingsSchema } from "../../leads/model/lead-settings.ts";
import {
  contentTextFields,
  problemsByTextField,
  sectionWithTextFields,
  textFieldName,
  textFieldValue,
} from "./content-text-fields.ts";

describe("text sections edited as fields", () => {
  it("gives every cookie-banner text a field, and flash texts one per key", () => {
    const consent = contentTextFields("consent", {})!;
    expect(consent.map((f) => f.name).sort()).toEqual(
      Object.keys(consentTextsSchema.parse(undefined)).sort(),
    );
    expect(contentTextFields("flashMessages", { b: "2", a: "1" })!.map((f) => f.name)).toEqual(["a", "b"]);
    expect(contentTextFields("hero", {})).toBeNull();
  });

  it("reads lists one entry a line, trims single lines, keeps the section's other keys", () => {
    const fields = contentTextFields("leads", {})!;
    const section = { mainEmail: "old@example.com", spamPhrases: ["casino"], kept: true };
    expect(textFieldValue(fields[1]!, section)).toBe("casino");
    const next = sectionWithTextFields(fields, section, {
      [textFieldName("mainEmail")]: "  lettings@example.com ",
      [textFieldName("spamPhrases")]: "casino\r\n\r\n  crypto offer \nseo services",
    });
    expect(next).toEqual({
      mainEmail: "lettings@example.com",
      spamPhrases: ["casino", "crypto offer", "seo services"],
      kept: true,
    });
    expect(leadSettingsSchema.safeParse(next).success).toBe(true);
  });

  it("edits every analytics key, the statistics without asking as a checkbox, off unless ticked (issue 41)", () => {
    const fields = contentTextFields("analytics", {})!;
    expect(fields.map((f) => f.name).sort()).toEqual(Object.keys(analyticsSchema.parse(undefined)).sort());
    const flag = fields.find((f) => f.name === "statisticsWithoutAsking")!;
    expect(flag.kind).toBe("flag");
    expect(textFieldValue(flag, { statisticsWithoutAsking: true })).toBe("on");
    expect(textFieldValue(flag, {})).toBe("");
    const ticked = sectionWithTextFields([flag], {}, { [textFieldName(flag.name)]: "on" });
    expect(ticked).toEqual({ statisticsWithoutAsking: true });
    expect(sectionWithTextFields([flag], { statisticsWithoutAsking: true }, {})).toEqual({
      statisticsWithoutAsking: false,
    });
  });

  it("puts each schema problem beside its field, a list's by its line", () => {
    const fields = contentTextFields("leads", {})!;
    const { byField, rest } = problemsByTextField("leads", fields, [
      { path: ["mainEmail"], message: "Invalid email address" },
      { path: ["spamPhrases", 2], message: "Too small: expected string to have >=1 characters" },
      { path: [], message: "something of the whole section" },
    ]);
    expect(byField).toEqual({
      mainEmail: ["Invalid email address"],
      spamPhrases: ["Line 3: Too small: expected string to have >=1 characters"],
    });
    expect(rest).toEqual(["leads: something of the whole section"]);
    const flash = contentTextFields("flashMessages", { "lead-sending-error": "x" })!;
    const empty = sectionWithTextFields(flash, { "lead-sending-error": "x" }, {});
    const issues = flashMessagesSchema.safeParse(empty).error!.issues;
    expect(problemsByTextField("flashMessages", flash, issues).byField["lead-sending-error"]).toHaveLength(1);
  });
});
