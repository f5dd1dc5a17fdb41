// GET /postcode_branch_lookup (spec §7 "Places and address", design §4) against the running test server.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { branches } from "../../db/schema.ts";
import { TOWNS } from "../../db/seed/towns.ts";
import { startTestServer } from "../setup/test-server.ts";
import { agency } from "./search-expected.ts";

const baseUrl = inject("baseUrl");

async function lookup(postcode: string, base = baseUrl) {
  const response = await fetch(`${base}/postcode_branch_lookup?${new URLSearchParams({ postcode })}`);
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: await response.json(),
  };
}

const branchOf = (slug: string) => agency.branches.find((b) => b.slug === slug)!;

describe("GET /postcode_branch_lookup", () => {
  it("answers the branch covering the postcode's district, whatever its spacing and case", async () => {
    const bristol = branchOf("bristol");
    for (const postcode of ["BS8 1AB", "bs81ab", " bs8 1ab "]) {
      const { status, cache, body } = await lookup(postcode);
      expect(status).toBe(200);
      expect(cache).toBe("public, max-age=300");
      expect(body.branch).toEqual({
        id: bristol.id,
        name: bristol.name,
        slug: bristol.slug,
        telephone: bristol.telephone,
        email: bristol.email,
      });
    }
  });

  it("finds each demo branch from one of its districts", async () => {
    for (const town of TOWNS) {
      const { status, body } = await lookup(`${town.districts[0]!.code} 1AA`);
      expect(status).toBe(200);
      expect(body.branch.id).toBe(branchOf(town.slug).id);
    }
  });

  it("falls back to the area when the district is not listed", async () => {
    // BS99 is no demo district, but Bristol covers the whole BS area.
    expect(TOWNS[0]!.districts.some((d) => d.code === "BS99")).toBe(false);
    const { status, body } = await lookup("BS99 1AA");
    expect(status).toBe(200);
    expect(body.branch.id).toBe(branchOf("bristol").id);
  });

  it("answers 404 {branch: null} when no branch covers the postcode (no-branch-found)", async () => {
    const { status, body } = await lookup("SW1A 1AA");
    expect(status).toBe(404);
    expect(body).toEqual({ branch: null });
  });

  it("answers 422 with 'Please enter a valid postcode' for something that is not a postcode", async () => {
    for (const postcode of ["", "hello", "BS8", "12345", "BS8 1AB; drop table branches"]) {
      const { status, cache, body } = await lookup(postcode);
      expect(status).toBe(422);
      expect(cache).toBe("no-store");
      expect(body).toEqual({ branch: null, errors: { postcode: ["Please enter a valid postcode"] } });
    }
  });
});

describe("GET /postcode_branch_lookup: the longest matching prefix wins (design §4)", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({}, { ownDatabase: true });
    // Bath takes over one sector of Bristol's BS8 district.
    const bath = branchOf("bath");
    await server.services.db
      .update(branches)
      .set({ postcodeCoverage: [...bath.postcodeCoverage!, "BS8 1"] })
      .where(eq(branches.id, bath.id));
  }, 300_000);
  afterAll(() => server?.stop());

  it("gives a sector to the branch listing it, the rest of the district to the branch listing the district", async () => {
    expect((await lookup("BS8 1AB", server.baseUrl)).body.branch.id).toBe(branchOf("bath").id);
    expect((await lookup("BS8 2AB", server.baseUrl)).body.branch.id).toBe(branchOf("bristol").id);
    expect((await lookup("BA1 1AA", server.baseUrl)).body.branch.id).toBe(branchOf("bath").id);
  });
});
