// What the lead suites share (tests/api/leads*.test.ts, property-leads, form-submissions): a real server on its
// own database with SMTP_URL pointing at a real SMTP test server through a TCP relay (so a test can cut the
// mail server off and bring it back on the same address), and reCAPTCHA v2 verified against a local server
// speaking Google's siteverify protocol, where only HUMAN is a person.
import { createServer as createHttpServer, type Server } from "node:http";
import {
  createConnection,
  createServer as createTcpServer,
  type Server as TcpServer,
  type Socket,
} from "node:net";
import { eq } from "drizzle-orm";
import { leads, outboxEmails } from "../../db/schema.ts";
import type { FormElement } from "../../modules/leads/model/form-element.ts";
import { startTestServer } from "../setup/test-server.ts";
import { startSmtpTestServer } from "../support/smtp.ts";
import { getToken, type Visitor } from "../support/visitor.ts";
import { listenOnLoopback } from "../support/loopback.ts";

export const HUMAN = "human-token";
export const PUBLIC_URL = "http://openhouse.test";
export const MAIN_EMAIL = "enquiries@openhouse.example";

/** A TCP relay to the SMTP server: cut() refuses and drops connections, restore() listens again. */
export async function startTcpRelay(targetPort: number) {
  const sockets = new Set<Socket>();
  let server: TcpServer | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createTcpServer((client) => {
        const upstream = createConnection(targetPort, "127.0.0.1");
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
    restore: listen,
    stop() {
      return this.cut();
    },
  };
}

export async function startSiteverify(): Promise<{ server: Server; url: string }> {
  const server = createHttpServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const success = new URLSearchParams(body).get("response") === HUMAN;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(success ? { success } : { success, "error-codes": ["invalid-input-response"] }));
    });
  });
  return { server, url: `${await listenOnLoopback(server)}/siteverify` };
}

/** A server's settings for reCAPTCHA v2 checked against `verifyUrl` (a startSiteverify server). */
export function recaptchaEnv(verifyUrl: string) {
  return {
    CAPTCHA_PROVIDER: "recaptcha-v2",
    CAPTCHA_SITE_KEY: "test-site-key",
    CAPTCHA_SECRET_KEY: "test-secret-key",
    CAPTCHA_VERIFY_URL: verifyUrl,
  };
}

export type LeadsEnv = Awaited<ReturnType<typeof startLeadsEnv>>;

export async function startLeadsEnv(env: Record<string, string> = {}) {
  const smtp = await startSmtpTestServer();
  const relay = await startTcpRelay(Number(new URL(smtp.url).port));
  const siteverify = await startSiteverify();
  const app = await startTestServer(
    {
      SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
      PUBLIC_URL,
      ...recaptchaEnv(siteverify.url),
      ...env,
    },
    // The shared server's dispatcher must not send this server's outbox.
    { ownDatabase: true },
  );
  return {
    app,
    smtp,
    relay,
    db: app.services.db,
    async stop() {
      await app.stop();
      await relay.stop();
      await smtp.stop();
      await new Promise((resolve) => siteverify.server.close(resolve));
    },
  };
}

let counter = 0;
/** An enquirer address no other test uses. */
export function enquirer(prefix = "enquirer"): string {
  return `${prefix}-${++counter}-${Date.now()}@example.com`;
}

type PostOptions = { visitor?: Visitor; key?: string; json?: boolean; token?: string | null };

/** POST /leads as the modals do: JSON, Accept JSON, the token in the body, the key in Idempotency-Key. */
export async function postLead(baseUrl: string, body: Record<string, unknown>, options: PostOptions = {}) {
  const visitor = options.visitor ?? (await getToken(baseUrl));
  const token = options.token === undefined ? visitor.token : options.token;
  return fetch(`${baseUrl}/leads`, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...visitor.headers,
      "content-type": "application/json",
      accept: "application/json",
      ...(options.key ? { "idempotency-key": options.key } : {}),
    },
    body: JSON.stringify(token === null ? body : { authenticity_token: token, ...body }),
  });
}

/** A native form post (form-urlencoded) as a browser sends it; JSON answer when options.json. */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  options: PostOptions & { baseUrl: string },
) {
  const visitor = options.visitor ?? (await getToken(options.baseUrl));
  const token = options.token === undefined ? visitor.token : options.token;
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...visitor.headers,
      "content-type": "application/x-www-form-urlencoded",
      referer: `${options.baseUrl}/some/page?x=1`,
      ...(options.json ? { accept: "application/json" } : {}),
    },
    body: new URLSearchParams(token === null ? fields : { authenticity_token: token, ...fields }),
  });
}

export function leadsFrom(env: LeadsEnv, email: string) {
  return env.db.select().from(leads).where(eq(leads.email, email)).orderBy(leads.id);
}

export function emailsOfLead(env: LeadsEnv, leadId: number) {
  return env.db.select().from(outboxEmails).where(eq(outboxEmails.leadId, leadId)).orderBy(outboxEmails.id);
}

/** Waits until `check` holds (the outbox dispatcher polls every second). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export { valuationBody } from "../support/valuation-body.ts";

/** A new-homes enquiry's answers about a development, as its form names them (its upload aside). */
export function newHomesAnswers(email: string, developmentId: number) {
  return {
    "form_submission[development_id]": String(developmentId),
    "form_submission[first_name]": "Nina",
    "form_submission[last_name]": "Newhome",
    "form_submission[email]": email,
    "form_submission[telephone]": "07700900789",
    "form_submission[current_home_address]": "1 High Street, Bath",
    "form_submission[bedrooms_required]": "3",
    "form_submission[buying_position]": "Home to sell",
    "form_submission[message]": "Please send the price list.",
    "marketing_preferences[opt_in_terms]": "on",
  };
}

/** An upload an agency's form requires, as the suites add it to the seeded form's fields. */
export const REQUIRED_PROOF_OF_FUNDS: FormElement = {
  fieldName: "proof_of_funds",
  friendlyName: "Proof of funds",
  required: true,
  inputType: "file",
  fieldPostion: 11,
};

/** What /leads says beside each contact field it refuses, empty or malformed alike (spec §5). */
export const CONTACT_FIELD_ERRORS = {
  "lead_client[first_name]": ["Please enter a valid first name"],
  "lead_client[last_name]": ["Please enter a valid last name"],
  "lead_client[email]": ["Please enter a valid email"],
  "lead_client[tel_home]": ["Please enter a valid phone number"],
};

export function contactClient(email: string, overrides: object = {}) {
  return {
    first_name: "Sam",
    last_name: "Enquirer",
    body: "",
    email,
    tel_home: "07700900123",
    do_not_contact: "1",
    ...overrides,
  };
}
