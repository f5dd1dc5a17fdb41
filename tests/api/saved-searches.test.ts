// Saved searches on the server (spec §7 "Saved items"; issue 6 item 6): POST /search?{query} creates,
// GET /saved_searches.ljson lists, POST /saved_searches?… (put) updates, POST /searches/{id} (delete) removes.
// Signed-in only; one user cannot see or touch another's.
import { describe, expect, inject, it } from "vitest";
import { getToken, type Visitor } from "../support/visitor.ts";
import { call, getJson, registerUser } from "./accounts-support.ts";
import { expectJsonAnswer } from "../support/answers.ts";

const baseUrl = inject("baseUrl");

describe("saved searches", () => {
  /** POST /search?{query}: saves the search the query names for that visitor. */
  const saveSearch = (visitor: Visitor, query: string) => call(baseUrl, `/search?${query}`, visitor);

  it("creates a search from the query form with alert frequency I, lists it, and is idempotent per path", async () => {
    const { visitor } = await registerUser(baseUrl);
    const created = await saveSearch(visitor, "channel=lettings&min_beds=2&title=2%2B%20bedroom%20homes");
    expect(created.status).toBe(201);
    const search = await created.json();
    expect(search).toEqual({
      search_id: expect.stringMatching(/^\d+$/),
      alert_frequency: "I",
      path: "/search/lettings/from-2-bed",
      title: "2+ bedroom homes",
      savedAt: expect.any(String),
      criteria: { channel: "lettings", min_beds: "2" },
    });

    const again = await saveSearch(visitor, "channel=lettings&fragment=from-2-bed");
    expect(again.status).toBe(200);
    expect((await again.json()).search_id).toBe(search.search_id);

    const list = await getJson(baseUrl, "/saved_searches.ljson", visitor);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([search]);

    const user = await (await getJson(baseUrl, "/user.ljson", visitor)).json();
    expect(user.user.saved_searches).toEqual([search]);
  });

  it("creates from a local saved search's path with its alert frequency, and refuses bad input with 422", async () => {
    const { visitor } = await registerUser(baseUrl);
    const fromPath = await saveSearch(visitor, "path=%2Fsearch%2Fsales%2Fup-to-300000&alert_frequency=W");
    expect(fromPath.status).toBe(201);
    expect(await fromPath.json()).toMatchObject({ path: "/search/sales/up-to-300000", alert_frequency: "W" });

    const badFrequency = await saveSearch(visitor, "channel=sales&alert_frequency=D");
    await expectJsonAnswer(badFrequency, 422, {
      errors: { alert_frequency: ["Please choose a valid alert frequency"] },
    });

    const badSearch = await saveSearch(visitor, "path=%2Fsearch%2Fsales%2Fnonsense");
    expect(badSearch.status).toBe(422);
    expect((await badSearch.json()).errors.search).toHaveLength(1);
  });

  it("updates the alert frequency and the search with the put override", async () => {
    const { visitor } = await registerUser(baseUrl);
    const { search_id } = await (await saveSearch(visitor, "channel=sales")).json();

    const weekly = await call(
      baseUrl,
      `/saved_searches?id=${search_id}&alert_frequency=M`,
      visitor,
      {},
      "put",
    );
    expect(weekly.status).toBe(200);
    expect(await weekly.json()).toMatchObject({ search_id, alert_frequency: "M", path: "/search/sales" });

    const moved = await call(
      baseUrl,
      `/saved_searches?search_id=${search_id}&channel=sales&max_beds=3&alert_frequency=N`,
      visitor,
      {},
      "put",
    );
    expect(await moved.json()).toMatchObject({ alert_frequency: "N", path: "/search/sales/up-to-3-bed" });

    const bad = await call(baseUrl, `/saved_searches?id=${search_id}&alert_frequency=X`, visitor, {}, "put");
    expect(bad.status).toBe(422);

    // Without the override a POST saves a search (a new one), it does not update this one.
    const plain = await call(baseUrl, `/saved_searches?id=${search_id}&alert_frequency=W`, visitor);
    expect(plain.status).toBe(201);
    expect((await plain.json()).search_id).not.toBe(search_id);
    expect((await (await getJson(baseUrl, "/saved_searches.ljson", visitor)).json())[0].alert_frequency).toBe(
      "N",
    );
  });

  it("deletes with the delete override on /searches/{id}", async () => {
    const { visitor } = await registerUser(baseUrl);
    const { search_id } = await (await saveSearch(visitor, "channel=sales&min_price=100000")).json();
    const deleted = await call(baseUrl, `/searches/${search_id}`, visitor, {}, "delete");
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ search_id });
    expect(await (await getJson(baseUrl, "/saved_searches.ljson", visitor)).json()).toEqual([]);
    const twice = await call(baseUrl, `/searches/${search_id}`, visitor, {}, "delete");
    expect(twice.status).toBe(404);
  });

  it("keeps one user away from another's saved searches: 404 and nothing changes", async () => {
    const owner = await registerUser(baseUrl);
    const other = await registerUser(baseUrl);
    const { search_id } = await (await call(baseUrl, "/search?channel=lettings", owner.visitor)).json();

    const update = await call(
      baseUrl,
      `/saved_searches?id=${search_id}&alert_frequency=N`,
      other.visitor,
      {},
      "put",
    );
    expect(update.status).toBe(404);
    expect(await update.json()).toEqual({ errors: { base: ["Saved search not found"] } });
    const remove = await call(baseUrl, `/searches/${search_id}`, other.visitor, {}, "delete");
    expect(remove.status).toBe(404);
    expect(await (await getJson(baseUrl, "/saved_searches.ljson", other.visitor)).json()).toEqual([]);

    // Nor through the user JSON (its saved searches come from another query).
    const otherUser = await (await getJson(baseUrl, "/user.ljson", other.visitor)).json();
    expect(otherUser.user.saved_searches).toEqual([]);

    const ownerList = await (await getJson(baseUrl, "/saved_searches.ljson", owner.visitor)).json();
    expect(ownerList).toMatchObject([{ search_id, alert_frequency: "I" }]);
  });

  it("answers POST /search and POST /saved_searches alike: status, JSON and headers", async () => {
    const answer = async (response: Response) => ({
      status: response.status,
      type: response.headers.get("content-type"),
      cache: response.headers.get("cache-control"),
      csp: response.headers.get("content-security-policy"),
      body: { ...(await response.json()), search_id: "id", savedAt: "time" },
    });
    for (const query of ["?channel=sales&max_beds=2", "?channel=sales&alert_frequency=D"]) {
      const viaSearch = await call(baseUrl, `/search${query}`, (await registerUser(baseUrl)).visitor);
      const viaSaved = await call(baseUrl, `/saved_searches${query}`, (await registerUser(baseUrl)).visitor);
      expect(await answer(viaSearch)).toEqual(await answer(viaSaved));
    }
  });

  it("takes only the save at /search: the put override is refused there", async () => {
    const { visitor } = await registerUser(baseUrl);
    const response = await call(baseUrl, "/search?id=1&alert_frequency=W", visitor, {}, "put");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
    expect(await response.json()).toEqual({ errors: { base: ["PUT is not supported on /search"] } });
  });

  it("answers 401 to signed-out visitors on every call", async () => {
    const anonymous = await getToken(baseUrl);
    const expected = { errors: { base: ["Please sign in first"] } };
    for (const response of [
      await getJson(baseUrl, "/saved_searches.ljson", anonymous),
      await saveSearch(anonymous, "channel=sales"),
      await call(baseUrl, "/saved_searches?id=1&alert_frequency=W", anonymous, {}, "put"),
      await call(baseUrl, "/searches/1", anonymous, {}, "delete"),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(expected);
    }
  });
});
