import { expect, it } from "vitest";
import { CHANNEL_ALIASES } from "../../modules/search/model/url.ts";
import { LEGACY_CHANNEL_WORDS } from "../routes.ts";

it("routes every channel word of a search path to the legacy redirect (issue 18)", () => {
  expect([...LEGACY_CHANNEL_WORDS].sort()).toEqual(Object.keys(CHANNEL_ALIASES).sort());
});
