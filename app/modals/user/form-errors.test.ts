import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
  messagesOf,
  parseOrShowErrors,
} from "./form-errors.ts";

describe("fieldErrorsFromIssues", () => {
  it("keeps the first message of each field", () => {
    expect(
      fieldErrorsFromIssues([
        { path: ["email"], message: "Please enter a valid email" },
        { path: ["email"], message: "second" },
        { path: ["password_confirmation"], message: "Passwords do not match" },
      ]),
    ).toEqual({ email: "Please enter a valid email", password_confirmation: "Passwords do not match" });
  });

  it("puts form-wide issues under base", () => {
    expect(fieldErrorsFromIssues([{ path: [], message: "Please choose" }])).toEqual({
      base: "Please choose",
    });
  });
});

describe("parseOrShowErrors", () => {
  const schema = z.object({ email: z.string().email("Please enter a valid email") });

  it("gives the parsed input and shows no errors when the input is accepted", () => {
    const shown: unknown[] = [];
    expect(parseOrShowErrors(schema, { email: "a@example.com" }, (errors) => shown.push(errors))).toEqual({
      email: "a@example.com",
    });
    expect(shown).toEqual([{}]);
  });

  it("gives null and shows the schema's errors when the input is refused", () => {
    const shown: unknown[] = [];
    expect(parseOrShowErrors(schema, { email: "nope" }, (errors) => shown.push(errors))).toBeNull();
    expect(shown).toEqual([{ email: "Please enter a valid email" }]);
  });
});

describe("server errors", () => {
  const errors = {
    password: ["Password must be at least 8 characters", "Password must not be your email address"],
    email: "taken",
    other: 3,
  };

  it("lists every message of a field, a string as one", () => {
    expect(messagesOf(errors, "password")).toHaveLength(2);
    expect(messagesOf(errors, "email")).toEqual(["taken"]);
    expect(messagesOf(errors, "other")).toEqual([]);
    expect(messagesOf(errors, "missing")).toEqual([]);
  });

  it("keeps the first message of the fields a form shows", () => {
    expect(fieldErrorsFromServer(errors, ["email", "first_name"])).toEqual({ email: "taken" });
  });
});
