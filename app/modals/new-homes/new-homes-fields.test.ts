import { describe, expect, it } from "vitest";
import type { FormElement } from "../../../modules/leads/model/form-element.ts";
import {
  chosenFileError,
  developmentOfInterest,
  elementKind,
  initialValues,
  inputType,
  orderedElements,
} from "./new-homes-fields.ts";

const element = (fieldName: string, fieldPostion: number, extra: Partial<FormElement> = {}): FormElement => ({
  fieldName,
  friendlyName: fieldName,
  required: false,
  inputType: "text",
  fieldPostion,
  ...extra,
});

describe("orderedElements", () => {
  it("orders by fieldPostion, keeping the definition's order on ties", () => {
    const sorted = orderedElements([element("c", 3), element("a", 1), element("b1", 2), element("b2", 2)]);
    expect(sorted.map((e) => e.fieldName)).toEqual(["a", "b1", "b2", "c"]);
  });
});

describe("elementKind", () => {
  it("draws each element as the definition says", () => {
    expect(elementKind(element("development_id", 1, { inputType: "hidden", hidden: true }))).toBe("hidden");
    expect(elementKind(element("x", 1, { inputType: "text", hidden: true }))).toBe("hidden");
    expect(elementKind(element("message", 1, { inputType: "textarea" }))).toBe("textarea");
    expect(elementKind(element("beds", 1, { inputType: "select", options: ["1"] }))).toBe("select");
    expect(elementKind(element("cv", 1, { inputType: "file" }))).toBe("file");
    expect(elementKind(element("current_home_address", 1, { inputType: "text" }))).toBe("address");
    expect(elementKind(element("home", 1, { inputType: "address" }))).toBe("address");
    expect(elementKind(element("email", 1, { inputType: "email" }))).toBe("input");
  });

  it("draws unknown input types as text", () => {
    expect(inputType(element("x", 1, { inputType: "email" }))).toBe("email");
    expect(inputType(element("x", 1, { inputType: "checkbox" }))).toBe("text");
  });
});

describe("development fields (spec §3)", () => {
  it("takes the first comma part of the address as the development's name", () => {
    expect(developmentOfInterest("Meadow View, Long Ashton, Bristol")).toBe("Meadow View");
    expect(developmentOfInterest("  Orchard Place ")).toBe("Orchard Place");
    expect(initialValues("Meadow View, Bristol", 12)).toEqual({
      development_of_interest: "Meadow View",
      development_id: "12",
    });
  });
});

describe("chosenFileError (spec §5)", () => {
  it("refuses a file over 10 MB and accepts one of exactly 10 MB", () => {
    expect(chosenFileError({ size: 10 * 1024 * 1024 + 1 })).toBe("File size can't be over 10mb");
    expect(chosenFileError({ size: 10 * 1024 * 1024 })).toBeNull();
    expect(chosenFileError(null)).toBeNull();
  });
});
