// GET /robots.txt (issue 4 item 8) against the running test server.
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

describe("GET /robots.txt", () => {
  it("keeps crawlers out of the user area and JSON calls and points at the sitemap", async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Disallow: /user",
        "Disallow: /*.ljson",
        "Disallow: /media/",
        "Allow: /media/1160x_/",
      ]),
    );
    // The test server's PUBLIC_URL defaults to http://localhost:{port}.
    const sitemap = lines.find((line) => line.startsWith("Sitemap: "));
    expect(sitemap).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/);
  });
});
