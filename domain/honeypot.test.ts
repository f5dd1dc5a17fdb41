import { describe, expect, it } from "vitest";
import { LEAD_FORM_HONEYPOT, USER_FORM_HONEYPOT, isHoneypotFilled } from "./honeypot.ts";

describe("isHoneypotFilled", () => {
  it("reads form data and urlencoded pairs", () => {
    const form = new FormData();
    form.append("lead_client[first_name]", "Ann");
    expect(isHoneypotFilled(form, LEAD_FORM_HONEYPOT)).toBe(false);
    form.append(LEAD_FORM_HONEYPOT, "");
    expect(isHoneypotFilled(form, LEAD_FORM_HONEYPOT)).toBe(false);
    form.append(LEAD_FORM_HONEYPOT, "buy now");
    expect(isHoneypotFilled(form, LEAD_FORM_HONEYPOT)).toBe(true);

    expect(isHoneypotFilled(new URLSearchParams("email=a%40b.c&body="), USER_FORM_HONEYPOT)).toBe(false);
    expect(isHoneypotFilled(new URLSearchParams("email=a%40b.c&body=x"), USER_FORM_HONEYPOT)).toBe(true);
  });

  it("reads JSON objects, flat or nested", () => {
    expect(isHoneypotFilled({ email: "a@b.c" }, USER_FORM_HONEYPOT)).toBe(false);
    expect(isHoneypotFilled({ body: "" }, USER_FORM_HONEYPOT)).toBe(false);
    expect(isHoneypotFilled({ body: null }, USER_FORM_HONEYPOT)).toBe(false);
    expect(isHoneypotFilled({ body: "hello" }, USER_FORM_HONEYPOT)).toBe(true);
    expect(isHoneypotFilled({ lead_client: { body: "" } }, LEAD_FORM_HONEYPOT)).toBe(false);
    expect(isHoneypotFilled({ lead_client: { body: "spam" } }, LEAD_FORM_HONEYPOT)).toBe(true);
    expect(isHoneypotFilled({ "lead_client[body]": "spam" }, LEAD_FORM_HONEYPOT)).toBe(true);
    expect(isHoneypotFilled({ lead_client: "not an object" }, LEAD_FORM_HONEYPOT)).toBe(false);
  });

  it("counts any non-empty value, whatever its type", () => {
    expect(isHoneypotFilled({ body: " " }, USER_FORM_HONEYPOT)).toBe(true);
    expect(isHoneypotFilled({ body: 0 }, USER_FORM_HONEYPOT)).toBe(true);
    expect(isHoneypotFilled({ body: [""] }, USER_FORM_HONEYPOT)).toBe(false);
    expect(isHoneypotFilled({ body: ["", "x"] }, USER_FORM_HONEYPOT)).toBe(true);
    const form = new FormData();
    form.append(USER_FORM_HONEYPOT, new Blob(["x"]));
    expect(isHoneypotFilled(form, USER_FORM_HONEYPOT)).toBe(true);
  });
});
