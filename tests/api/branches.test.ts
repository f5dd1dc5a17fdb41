// The branch pages over HTTP (issue 7 item 4): /branches nearest first and paginated, a branch's page with
// its numbers, hours, staff and listings, and 404 for an unknown branch.
import { describe, expect, inject, it } from "vitest";
import { BRANCHES_PER_PAGE } from "../../modules/branches/use-cases/branches.ts";
import { agency, listings, metresBetween, places } from "./search-expected.ts";
import { propertyPath } from "../../domain/urls.ts";

const baseUrl = inject("baseUrl");

const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;");

/** The branch names of a list page, in order (each is its card's h2 link). */
async function branchNames(query: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/branches${query}`);
  expect(response.status).toBe(200);
  const body = await response.text();
  return [...body.matchAll(/<h2[^>]*><a[^>]*href="\/branches\/[a-z0-9-]+"[^>]*>([^<]+)<\/a><\/h2>/g)].map(
    (m) => m[1]!,
  );
}

const byDistanceFrom = (point: { latitude: number; longitude: number }) =>
  [...agency.branches]
    .sort((a, b) => metresBetween(point, a) - metresBetween(point, b))
    .map((branch) => branch.name);

describe("GET /branches", () => {
  it("lists branches in display order, a page at a time", async () => {
    const inOrder = [...agency.branches]
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((b) => b.name);
    const first = await branchNames("");
    const second = await branchNames("?page=2");
    expect(first).toEqual(inOrder.slice(0, BRANCHES_PER_PAGE));
    expect(second).toEqual(inOrder.slice(BRANCHES_PER_PAGE, 2 * BRANCHES_PER_PAGE));
  });

  it("puts the branches nearest a searched town first, across pages", async () => {
    const bath = places.find((p) => p.name === "Bath")!;
    const expected = byDistanceFrom(bath);
    const pages = [...(await branchNames("?q=Bath")), ...(await branchNames("?q=Bath&page=2"))];
    expect(pages).toEqual(expected);
    expect(pages[0]).toBe("Bath");
  });

  it("puts the branch covering a searched postcode first, then the next nearest", async () => {
    const oxford = agency.branches.find((b) => b.slug === "oxford")!;
    const names = await branchNames("?q=ox2%207bp");
    expect(names).toEqual(byDistanceFrom(oxford).slice(0, BRANCHES_PER_PAGE));
    expect(names[0]).toBe("Oxford");
  });

  it("says so when the search names no place or covered postcode, and lists every branch", async () => {
    const response = await fetch(`${baseUrl}/branches?q=Nowhereshire-on-Sea`);
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toContain(
      "We couldn&#x27;t find &quot;Nowhereshire-on-Sea&quot;. Showing all our branches.",
    );
  });

  it("answers 404 for a page past the end or not a number", async () => {
    expect((await fetch(`${baseUrl}/branches?page=99`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/branches?page=abc`)).status).toBe(404);
  });
});

describe("GET /branches/{slug}", () => {
  const bath = agency.branches.find((b) => b.slug === "bath")!;
  const bathStaff = agency.staff.filter((s) => s.branchId === bath.id);

  it("shows the branch's numbers, opening hours, staff with their contact links and its latest listings", async () => {
    const response = await fetch(`${baseUrl}/branches/bath`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/<h1[^>]*>Bath branch<\/h1>/);
    expect(body).toContain(bath.telephone);
    expect(body).toContain("Opening hours");
    expect(body).toContain("Monday to Friday");
    for (const member of bathStaff) {
      expect(body).toContain(`href="#/contact-staff-member/${member.id}"`);
      expect(body).toContain(html(`${member.firstName} ${member.surname}`));
    }
    const newestListing = listings
      .filter((p) => p.branchId === bath.id && p.status === "available")
      .sort((a, b) => +new Date(b.createdAt!) - +new Date(a.createdAt!))[0]!;
    expect(body).toContain(`href="${propertyPath(newestListing.id)}"`);
  });

  it("has SEO tags: title, description and canonical link", async () => {
    const body = await (await fetch(`${baseUrl}/branches/bath`)).text();
    expect(body).toMatch(/<title>Bath branch \| [^<]+<\/title>/);
    expect(body).toMatch(/<link rel="canonical" href="[^"]+\/branches\/bath"/);
    expect(body).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it("answers 404 for an unknown branch", async () => {
    expect((await fetch(`${baseUrl}/branches/atlantis`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/branches/Bad%20Slug`)).status).toBe(404);
  });
});
