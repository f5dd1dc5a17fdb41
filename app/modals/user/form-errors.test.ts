import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues, fieldErrorsFromServer, messagesOf } from "./form-errors.ts";

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
