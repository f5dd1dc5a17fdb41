// Saved properties on the server (spec §7 "Saved items"; issue 6 item 5): GET /saved_properties.ljson,
// POST /saved_properties.ljson {property_ids} (merge), POST /saved_properties/{id} (add; delete override
// removes). Signed-in only; each user's list is their own.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { getToken } from "../support/visitor.ts";
import { call, getJson, registerUser } from "./accounts-support.ts";

const baseUrl = inject("baseUrl");
let ids: number[];

beforeAll(async () => {
  const results = await (await fetch(`${baseUrl}/search.ljson?channel=sales`)).json();
  ids = results.properties.slice(0, 4).map((card: { property_id: number }) => card.property_id);
  expect(ids).toHaveLength(4);
});

async function savedIds(visitor: Parameters<typeof getJson>[2]): Promise<number[]> {
  const response = await getJson(baseUrl, "/saved_properties.ljson", visitor);
  expect(response.status).toBe(200);
  return (await response.json()).properties.map((card: { property_id: number }) => card.property_id);
}

describe("saved properties", () => {
  it("merges a comma string of ids (idempotent, unknown ids ignored) and lists them as property cards", async () => {
    const { visitor } = await registerUser(baseUrl);
    const first = await call(baseUrl, "/saved_properties.ljson", visitor, {
      property_ids: `${ids[0]},${ids[1]},999999999,${ids[0]}`,
    });
    expect(first.status).toBe(200);
    const body = await first.json();
    const byId = (a: number, b: number) => a - b;
    expect(body.properties.map((card: { property_id: number }) => card.property_id).sort(byId)).toEqual(
      [ids[0]!, ids[1]!].sort(byId),
    );
    // The card shape of the search results.
    const [search] = (await (await fetch(`${baseUrl}/search.ljson?channel=sales`)).json()).properties;
    expect(Object.keys(body.properties[0]).sort()).toEqual(Object.keys(search).sort());

    await call(baseUrl, "/saved_properties.ljson", visitor, { property_ids: `${ids[1]},${ids[2]}` });
    // Oldest save first (one save's ids by id): the third comes last.
    const listed = await savedIds(visitor);
    expect(listed.slice(0, 2).sort(byId)).toEqual([ids[0]!, ids[1]!].sort(byId));
    expect(listed[2]).toBe(ids[2]);
    const { user } = await (await getJson(baseUrl, "/user.ljson", visitor)).json();
    expect(user.saved_properties).toEqual(listed);
  });

  it("refuses ids that are not a comma-separated list with 422", async () => {
    const { visitor } = await registerUser(baseUrl);
    const response = await call(baseUrl, "/saved_properties.ljson", visitor, { property_ids: "1,two" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: { property_ids: ["property_ids must be a comma-separated list of property ids"] },
    });
  });

  it("adds one with POST /saved_properties/{id} and removes it with the delete override", async () => {
    const { visitor } = await registerUser(baseUrl);
    const added = await call(baseUrl, `/saved_properties/${ids[3]}`, visitor);
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ property_id: ids[3], saved: true });
    expect(await savedIds(visitor)).toEqual([ids[3]]);

    const removed = await call(baseUrl, `/saved_properties/${ids[3]}`, visitor, {}, "delete");
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ property_id: ids[3], saved: false });
    expect(await savedIds(visitor)).toEqual([]);
    // Idempotent.
    expect((await call(baseUrl, `/saved_properties/${ids[3]}`, visitor, {}, "delete")).status).toBe(200);
    expect((await call(baseUrl, "/saved_properties/999999999", visitor)).status).toBe(404);
  });

  it("keeps each user's list their own", async () => {
    const owner = await registerUser(baseUrl);
    const other = await registerUser(baseUrl);
    await call(baseUrl, "/saved_properties.ljson", owner.visitor, { property_ids: `${ids[0]},${ids[1]}` });
    await call(baseUrl, `/saved_properties/${ids[0]}`, other.visitor, { user_id: owner.userId }, "delete");
    expect((await savedIds(owner.visitor)).sort((a, b) => a - b)).toEqual(
      [ids[0]!, ids[1]!].sort((a, b) => a - b),
    );
    expect(await savedIds(other.visitor)).toEqual([]);
  });

  it("answers 401 to signed-out visitors", async () => {
    const anonymous = await getToken(baseUrl);
    for (const response of [
      await getJson(baseUrl, "/saved_properties.ljson", anonymous),
      await call(baseUrl, "/saved_properties.ljson", anonymous, { property_ids: String(ids[0]) }),
      await call(baseUrl, `/saved_properties/${ids[0]}`, anonymous, {}, "delete"),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ errors: { base: ["Please sign in first"] } });
    }
  });
});
