import { describe, expect, it } from "vitest";
import { isServerSource } from "./server-source-external.ts";

const ROOT = "/srv/openhouse";

describe("which imports the routes' server build leaves to the source files", () => {
  it.each([
    "/srv/openhouse/modules/leads/index.ts",
    "/srv/openhouse/platform/change-notices.ts",
    "/srv/openhouse/services/index.ts",
    "/srv/openhouse/domain/urls.ts",
    "/srv/openhouse/db/client.ts",
  ])("the project's server code: %s", (id) => {
    expect(isServerSource(ROOT, id)).toBe(true);
  });

  it.each([
    ["the routes' own code", "/srv/openhouse/app/routes/pages/home.tsx"],
    ["a package", "/srv/openhouse/node_modules/react/index.js"],
    ["a file imported with a query", "/srv/openhouse/app/routes/admin/passkeys-browser.js?raw"],
    ["a virtual module", "\0virtual:react-router/server-build"],
    ["a stylesheet", "/srv/openhouse/modules/search/map.css"],
    ["a file outside the checkout", "/srv/elsewhere/modules/leads/index.ts"],
    ["a hidden folder (React Router's generated types)", "/srv/openhouse/.react-router/types/app/root.ts"],
  ])("bundled or left to its own resolver: %s", (_what, id) => {
    expect(isServerSource(ROOT, id)).toBe(false);
  });
});
