import pg from "pg";
import { describe, expect, it } from "vitest";
import { fallbackFor, parseLsn } from "./read-replicas.ts";

describe("parseLsn", () => {
  it("orders WAL positions across the halves' boundary", () => {
    expect(parseLsn("0/3001178")).toBe(0x3001178n);
    expect(parseLsn("16/B374D848")).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn("1/0") > parseLsn("0/FFFFFFFF")).toBe(true);
  });
});

describe("fallbackFor", () => {
  const refused = (code: string) => Object.assign(new pg.DatabaseError("refused", 0, "error"), { code });

  it("skips a replica that cannot answer and runs the read on the primary", () => {
    expect(fallbackFor(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).toBe(
      "down",
    );
    expect(fallbackFor(new Error("Connection terminated unexpectedly"))).toBe("down");
    expect(fallbackFor(refused("57P01"))).toBe("down");
    expect(fallbackFor(refused("53300"))).toBe("down");
    expect(fallbackFor(refused("08006"))).toBe("down");
  });

  it("runs a write refused by a standby, or a query cancelled by recovery, on the primary without skipping", () => {
    expect(fallbackFor(refused("25006"))).toBe("retry");
    expect(fallbackFor(refused("40001"))).toBe("retry");
  });

  it("lets the query's own error through: the primary would refuse it too", () => {
    expect(fallbackFor(refused("42601"))).toBe("none");
    expect(fallbackFor(refused("22P02"))).toBe("none");
  });
});
