// Rightmove's Real Time Datafeed received at /api/rtdf/v1/property/{call} (issue 38; docs/feeds-rtdf.md), against
// the real server and database: the push key (Bearer or in the path), SendPropertyDetails creating then updating
// a listing visitors see, a refused request changing nothing, GetBranchPropertyList, RemoveProperty withdrawing.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedApiKey } from "../../modules/feeds/sync/api-keys.ts";
import { startTestServer } from "../setup/test-server.ts";
import { freshIp } from "../support/visitor.ts";

const sale = JSON.parse(
  readFileSync(new URL("../fixtures/feeds/rtdf/send-sales.json", import.meta.url), "utf8"),
) as { property: Record<string, unknown> & { price_information: { price: number } } };
// Media URLs are fetched by the engine through the guarded client (tests/api/feed-media-fetch.test.ts): none here.
delete sale.property.media;

let server: Awaited<ReturnType<typeof startTestServer>>;
let key: string;

beforeAll(async () => {
  // A database of its own: the calls add listings and a branch that the shared server's suites must not see.
  server = await startTestServer({ SEED_LISTINGS: "0", LOG_LEVEL: "silent" }, { ownDatabase: true });
  ({ key } = await createFeedApiKey(server.services.db, { source: "rtdf-crm", name: "A CRM sending RTDF" }));
});

afterAll(async () => {
  await server?.stop();
});

type Envelope = {
  request_id: string;
  success: boolean;
  message: string;
  request_timestamp: string;
  response_timestamp: string;
  errors: { error_code: string; error_description: string; error_value: string | null }[] | null;
  property?: unknown;
};

async function call(name: string, body: unknown, options: { key?: string | null; inPath?: boolean } = {}) {
  const used = options.key === undefined ? key : options.key;
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": freshIp(),
  };
  if (used && !options.inPath) headers.authorization = `Bearer ${used}`;
  const path = options.inPath ? `/api/rtdf/key/${used}/v1/property/${name}` : `/api/rtdf/v1/property/${name}`;
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

const withPrice = (price: number) => ({
  ...sale,
  property: { ...sale.property, price_information: { ...sale.property.price_information, price } },
});
const branchList = { network: { network_id: 1234 }, branch: { branch_id: 5678, channel: 1 } };
const removal = {
  network: { network_id: 1234 },
  branch: { branch_id: 5678, channel: 1 },
  property: { agent_ref: "RTDF-S-001", removal_reason: 7 },
};

describe("RTDF calls", () => {
  it("refuse a call without a key, or with an unknown one, in RTDF's envelope", async () => {
    for (const used of [null, "ohk_not-a-key"]) {
      const answer = await call("sendpropertydetails", sale, { key: used });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        success: false,
        errors: [expect.objectContaining({ error_code: "OH-KEY" })],
      });
      expect(answer.body.request_timestamp).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it("SendPropertyDetails creates the listing, which visitors then see", async () => {
    const answer = await call("sendpropertydetails", sale);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      errors: null,
      property: { agent_ref: "RTDF-S-001", change_type: "CREATE" },
    });
    const { rightmove_url: url } = answer.body.property as { rightmove_url: string };
    const page = await fetch(`${server.baseUrl}${new URL(url).pathname}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Cotham Brow, Cotham, Bristol");
    expect(html).toContain("425,000");
  });

  it("the same agent_ref again updates it (the key in the path, for CRMs given a URL only)", async () => {
    const answer = await call("sendpropertydetails", withPrice(415_000), { inPath: true });
    expect(answer.status).toBe(200);
    expect(answer.body.property).toMatchObject({ agent_ref: "RTDF-S-001", change_type: "UPDATE" });
    const { rightmove_url: url } = answer.body.property as { rightmove_url: string };
    expect(await (await fetch(`${server.baseUrl}${new URL(url).pathname}`)).text()).toContain("415,000");
  });

  it("a request that does not match the schema is refused naming the field, and changes nothing", async () => {
    const broken = withPrice(1);
    (broken.property as Record<string, unknown>).address = { town: "Bristol" };
    const answer = await call("sendpropertydetails", broken);
    expect(answer.status).toBe(422);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors!.map((error) => error.error_value)).toContain(
      "property.address.house_name_number",
    );
    const listed = await call("getbranchpropertylist", branchList);
    expect(listed.body).toMatchObject({
      success: true,
      property: [expect.objectContaining({ agent_ref: "RTDF-S-001" })],
    });
    const { rightmove_url: url } = (await call("sendpropertydetails", withPrice(415_000))).body.property as {
      rightmove_url: string;
    };
    expect(await (await fetch(`${server.baseUrl}${new URL(url).pathname}`)).text()).toContain("415,000");
  });

  it("GetBranchPropertyList lists the branch's listings on the market, with their RTDF fields", async () => {
    const answer = await call("getbranchpropertylist", branchList);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      branch: { branch_id: 5678, channel: 1 },
      property: [{ agent_ref: "RTDF-S-001", channel: 1, update_date: "20-11-2026 16:05:12" }],
    });
    const lettings = await call("getbranchpropertylist", {
      ...branchList,
      branch: { branch_id: 5678, channel: 2 },
    });
    expect(lettings.body).toMatchObject({ success: true, property: [] });
  });

  it("calls sent at once are all imported, each answered for its own listing (the same one twice: one listing)", async () => {
    const references = Array.from({ length: 8 }, (_, i) => `RTDF-BATCH-${i}`);
    const sent = (reference: string, price: number) => ({
      ...withPrice(price),
      property: { ...withPrice(price).property, agent_ref: reference },
    });
    const answers = await Promise.all([
      ...references.map((reference, i) => call("sendpropertydetails", sent(reference, 300_000 + i))),
      call("sendpropertydetails", sent("RTDF-BATCH-0", 299_000)),
    ]);
    for (const answer of answers) expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    expect(answers.map((answer) => (answer.body.property as { agent_ref: string }).agent_ref)).toEqual([
      ...references,
      "RTDF-BATCH-0",
    ]);
    const listed = (await call("getbranchpropertylist", branchList)).body.property as { agent_ref: string }[];
    expect(listed.map((entry) => entry.agent_ref)).toEqual(expect.arrayContaining(references));
    expect(listed.filter((entry) => entry.agent_ref === "RTDF-BATCH-0")).toHaveLength(1);
    // The two calls for one listing were imported one after the other (never in one import): it has either price.
    const { rightmove_url: url } = answers.at(-1)!.body.property as { rightmove_url: string };
    expect(await (await fetch(`${server.baseUrl}${new URL(url).pathname}`)).text()).toMatch(/(299|300),000/);
  });

  it("RemoveProperty withdraws the listing (410 for visitors); removing it again is not found", async () => {
    const answer = await call("removeproperty", removal);
    expect(answer.status).toBe(200);
    expect(answer.body.property).toMatchObject({ agent_ref: "RTDF-S-001", change_type: "DELETE" });
    const { rightmove_url: url } = answer.body.property as { rightmove_url: string };
    expect((await fetch(`${server.baseUrl}${new URL(url).pathname}`)).status).toBe(410);
    const left = (await call("getbranchpropertylist", branchList)).body.property as { agent_ref: string }[];
    expect(left.map((entry) => entry.agent_ref)).not.toContain("RTDF-S-001");
    const again = await call("removeproperty", removal);
    expect(again.status).toBe(404);
    expect(again.body.errors![0]).toMatchObject({ error_code: "OH-NOT-FOUND", error_value: "RTDF-S-001" });
  });
});
