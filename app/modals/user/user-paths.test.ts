import { describe, expect, it } from "vitest";
import { userSidebarRedirect } from "./user-paths.ts";

describe("userSidebarRedirect (spec §2, §6)", () => {
  it("sends signed-out visitors from edit and marketing preferences to /user", () => {
    expect(userSidebarRedirect("/user/edit", false)).toBe("/user");
    expect(userSidebarRedirect("/user/marketing-preferences", false)).toBe("/user");
  });

  it("sends signed-in users from sign-in to /user", () => {
    expect(userSidebarRedirect("/user/sign-in", true)).toBe("/user");
  });

  it("leaves every other path alone", () => {
    for (const path of ["/user", "/user/register", "/user/forgotten-password", "/user/saved-searches"]) {
      expect(userSidebarRedirect(path, false)).toBeNull();
      expect(userSidebarRedirect(path, true)).toBeNull();
    }
    expect(userSidebarRedirect("/user/sign-in", false)).toBeNull();
    expect(userSidebarRedirect("/user/edit", true)).toBeNull();
  });
});
