import { describe, expect, it } from "vitest";
import type { Agency, AgencyHostname } from "./agency.ts";
import { answerForHost, type HostTable } from "./host-answer.ts";

const install: Agency = {
  id: 1,
  name: "Marlow & Vale",
  status: "live",
  publicUrl: "https://marlowvale.co.uk",
  groupId: null,
  memberIds: [],
};
const second: Agency = {
  id: 2,
  name: "Harbour Homes",
  status: "live",
  publicUrl: "https://www.harbour.test",
  groupId: null,
  memberIds: [],
};
const paused: Agency = {
  id: 3,
  name: "Paused Lets",
  status: "suspended",
  publicUrl: "https://paused.test",
  groupId: null,
  memberIds: [],
};

function table(agencies: Agency[], hostnames: AgencyHostname[]): HostTable {
  return {
    agencies: new Map(agencies.map((agency) => [agency.id, agency])),
    hostnames: new Map(hostnames.map((row) => [row.hostname, row])),
  };
}

const hosts = table(
  [install, second, paused],
  [
    { hostname: "marlowvale.co.uk", agencyId: 1, isPrimary: true },
    { hostname: "marlow-vale.com", agencyId: 1, isPrimary: false },
    { hostname: "www.harbour.test", agencyId: 2, isPrimary: true },
    { hostname: "paused.test", agencyId: 3, isPrimary: true },
  ],
);

describe("answerForHost", () => {
  it("serves an agency on its primary name", () => {
    expect(answerForHost(hosts, "marlowvale.co.uk")).toEqual({ kind: "serve", agency: install });
    expect(answerForHost(hosts, "www.harbour.test")).toEqual({ kind: "serve", agency: second });
  });

  it("sends an alias and the www twin of a primary name to the primary", () => {
    expect(answerForHost(hosts, "marlow-vale.com")).toEqual({ kind: "redirect", agency: install });
    expect(answerForHost(hosts, "www.marlowvale.co.uk")).toEqual({ kind: "redirect", agency: install });
    expect(answerForHost(hosts, "harbour.test")).toEqual({ kind: "redirect", agency: second });
  });

  it("does not treat the www twin of an alias as a name of the agency", () => {
    expect(answerForHost(hosts, "www.marlow-vale.com")).toEqual({ kind: "unknown" });
  });

  it("answers a suspended agency's names, aliases included, as suspended", () => {
    expect(answerForHost(hosts, "paused.test")).toEqual({ kind: "suspended", agency: paused });
    expect(answerForHost(hosts, "www.paused.test")).toEqual({ kind: "suspended", agency: paused });
  });

  it("gives unknown names nobody's site", () => {
    expect(answerForHost(hosts, "elsewhere.example")).toEqual({ kind: "unknown" });
    expect(answerForHost(hosts, null)).toEqual({ kind: "unknown" });
  });

  it("serves the install's agency on unregistered loopback names, and nobody when it has none", () => {
    expect(answerForHost(hosts, "127.0.0.1")).toEqual({ kind: "serve", agency: install });
    expect(answerForHost(hosts, "localhost")).toEqual({ kind: "serve", agency: install });
    expect(answerForHost(hosts, "demo2.localhost")).toEqual({ kind: "unknown" });
    expect(answerForHost(table([second], []), "localhost")).toEqual({ kind: "unknown" });
  });
});
