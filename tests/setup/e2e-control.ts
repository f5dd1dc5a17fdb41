// A side door for the browser suite only, on E2E_PORT + 1 and loopback: creates members of staff with their
// set-up links (as `npm run admin:create` or an owner's invite would), the install's operators with theirs (as
// `npm run operator:create` would: POST /operators), and reads the emails queued to an
// address (GET /emails?to=…, what a mailbox would receive), because the e2e server owns its PGlite database
// and a second process cannot open it. Never part of the application.
import { createServer, type Server } from "node:http";
import { asc, eq } from "drizzle-orm";
import { outboxEmails } from "../../db/schema.ts";
import type { Services } from "../../platform/services.ts";
import { createOperatorWithSetupLink } from "../../modules/operators/index.ts";
import { createStaffWithSetupLink } from "../../modules/staff/use-cases/staff-setup.ts";
import { STAFF_ROLES, type StaffRole } from "../../modules/staff/model/roles.ts";
import { e2eControlPort } from "./e2e-paths.ts";

export function startE2eControl(services: Services, baseUrl: string): Promise<Server> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      void (async () => {
        const url = new URL(request.url ?? "/", "http://control");
        if (request.method === "GET" && url.pathname === "/emails") {
          const rows = await services.db
            .select({ subject: outboxEmails.subject, text: outboxEmails.text })
            .from(outboxEmails)
            .where(eq(outboxEmails.to, url.searchParams.get("to") ?? ""))
            .orderBy(asc(outboxEmails.id));
          response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(rows));
          return;
        }
        if (request.method === "POST" && url.pathname === "/operators") {
          const { email } = JSON.parse(body || "{}") as { email?: string };
          const consoleUrl = services.config.operatorConsole?.url;
          if (!email || !consoleUrl) {
            response.writeHead(400).end("an email and the console's hostname are required");
            return;
          }
          const created = await createOperatorWithSetupLink(services.db, {
            email,
            consoleUrl,
            origin: { ip: null, userAgent: "e2e" },
          });
          response.writeHead(created ? 200 : 409, { "content-type": "application/json" });
          response.end(JSON.stringify(created ?? { error: "already set up" }));
          return;
        }
        if (request.method !== "POST" || request.url !== "/staff") {
          response.writeHead(404).end();
          return;
        }
        const { role, branchIds, email } = JSON.parse(body || "{}") as {
          role?: StaffRole;
          branchIds?: number[];
          email?: string;
        };
        if (!role || !STAFF_ROLES.includes(role) || !email) {
          response.writeHead(400).end("role and email are required");
          return;
        }
        const created = await createStaffWithSetupLink(services.db, {
          email,
          role,
          branchIds: branchIds ?? [],
          publicUrl: baseUrl,
          origin: { ip: null, userAgent: "e2e" },
        });
        response.writeHead(created ? 200 : 409, { "content-type": "application/json" });
        response.end(JSON.stringify(created ?? { error: "already set up" }));
      })().catch((error: unknown) => response.writeHead(500).end(String(error)));
    });
  });
  return new Promise((resolve) => server.listen(e2eControlPort(), "127.0.0.1", () => resolve(server)));
}
