// TRUST_PROXY (issue 13 item 7): whose X-Forwarded-For the host believes; default no one.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isTrustProxyEntry, loadConfig } from "./config.ts";

const DATA_DIR = mkdtempSync(path.join(tmpdir(), "openhouse-config-"));
const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR, SESSION_SECRET: "x".repeat(32), ...env });

describe("TRUST_PROXY", () => {
  it("trusts no proxy by default or with none", () => {
    expect(config({}).trustProxy).toBe(false);
    expect(config({ TRUST_PROXY: "none" }).trustProxy).toBe(false);
    expect(config({ TRUST_PROXY: " " }).trustProxy).toBe(false);
  });

  it("takes a list of addresses, CIDRs and Express's names", () => {
    expect(config({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses anything else at start-up", () => {
    for (const bad of ["true", "1", "*", "10.0.0.0/33", "example.com", "10.0.0.0/8/1", "::1/129"]) {
      expect(isTrustProxyEntry(bad), bad).toBe(false);
    }
    expect(() => config({ TRUST_PROXY: "127.0.0.1,true" })).toThrow(/TRUST_PROXY/);
  });
});

describe("DATABASE_READ_URL", () => {
  it("takes a comma-separated list of replicas of DATABASE_URL, and a lag bound in seconds", () => {
    const read = config({
      DATABASE_URL: "postgres://db-primary/openhouse",
      DATABASE_READ_URL: "postgres://db-a/openhouse, postgres://db-b/openhouse,",
      DATABASE_READ_MAX_LAG_SECONDS: "2.5",
    }).readReplicas;
    expect(read).toEqual({
      urls: ["postgres://db-a/openhouse", "postgres://db-b/openhouse"],
      maxLagMs: 2500,
    });
    expect(config({}).readReplicas).toEqual({ urls: [], maxLagMs: 5000 });
  });

  it("refuses replicas without a PostgreSQL primary: PGlite has none", () => {
    expect(() => config({ DATABASE_READ_URL: "postgres://db-a/openhouse" })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
  });
});

describe("DEMO2_HOST", () => {
  it("names the second demo agency demo2.localhost by default, in one spelling", () => {
    expect(config({}).secondDemoHost).toBe("demo2.localhost");
    expect(config({ DEMO2_HOST: " Coast.Localhost " }).secondDemoHost).toBe("coast.localhost");
  });

  it("makes none when empty, or when the demo is off", () => {
    expect(config({ DEMO2_HOST: "" }).secondDemoHost).toBeNull();
    expect(config({ DEMO_AGENCY: "off" }).secondDemoHost).toBeNull();
  });
});
