import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createMailTransport } from "./transport.ts";

describe("createMailTransport without SMTP_URL", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("writes each message as a raw .eml file under the mail folder", async () => {
    const mailDir = path.join(mkdtempSync(path.join(tmpdir(), "openhouse-mail-")), "mail");
    dirs.push(path.dirname(mailDir));
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: "Agency <no-reply@agency.example>",
      mailDir,
      logger: createLogger("silent"),
    });
    expect(transport.kind).toBe("files");
    await transport.send({
      to: "friend@example.com",
      replyTo: "alice@example.com",
      subject: "A property for you",
      text: "See https://agency.example/properties/1",
      html: null,
    });
    transport.close();

    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(mailDir, files[0]!), "utf8");
    expect(raw).toMatch(/^From: Agency <no-reply@agency\.example>$/m);
    expect(raw).toMatch(/^To: friend@example\.com$/m);
    expect(raw).toMatch(/^Reply-To: alice@example\.com$/m);
    expect(raw).toMatch(/^Subject: A property for you$/m);
    expect(raw).toContain("See https://agency.example/properties/1");
  });

  it("asks for the sender at each send (the agency's name), and uses the fallback if that fails", async () => {
    const mailDir = path.join(mkdtempSync(path.join(tmpdir(), "openhouse-mail-")), "mail");
    dirs.push(path.dirname(mailDir));
    let fail = false;
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: async () => {
        if (fail) throw new Error("database unavailable");
        return { name: "Marlow & Vale, Bristol", address: "no-reply@agency.example" };
      },
      fallbackFrom: "no-reply@agency.example",
      mailDir,
      logger: createLogger("silent"),
    });
    const email = { to: "a@example.com", replyTo: null, subject: "Hi", text: "Hi", html: null };
    await transport.send(email);
    fail = true;
    await transport.send(email);
    transport.close();
    const froms = readdirSync(mailDir).map(
      (file) => /^From: (.*)$/m.exec(readFileSync(path.join(mailDir, file), "utf8"))?.[1],
    );
    // nodemailer quotes a name with a comma in it (RFC 5322 §3.4).
    expect(froms.sort()).toEqual(
      ['"Marlow & Vale, Bristol" <no-reply@agency.example>', "no-reply@agency.example"].sort(),
    );
  });
});
