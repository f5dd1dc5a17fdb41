// The guard every console route calls (issue 44 item 6): the route exists only on the console's hostname (404
// elsewhere, beside the host's own check: server/operator-console-host.ts), and, past the sign-in pages, only for a
// signed-in operator (else the sign-in page). An agency's staff session is a stranger here: its cookie and its
// tables are the staff realm's.
import { redirect, type AppLoadContext } from "react-router";
import { CONSOLE_SIGN_IN_PATH } from "../../../domain/operator/console-urls.ts";
import {
  currentOperator,
  type ConsoleSources,
  type OperatorSignInDeps,
  type SignedInOperator,
} from "../../../modules/operators/index.ts";
import { uploadsDir } from "../../../modules/leads/index.ts";
import { ADMIN_HEADERS, auditOrigin } from "../admin/require-staff.server.ts";

function consoleOf(context: AppLoadContext) {
  const found = context.operatorConsole;
  if (!found) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  return found;
}

/** The sign-in's needs, on the console's hostname only. */
export function operatorDeps(context: AppLoadContext): OperatorSignInDeps {
  const found = consoleOf(context);
  const { services } = context;
  return {
    db: services.db,
    keys: services.sessionKeys,
    limits: services.accountLimits,
    consoleUrl: found.url,
  };
}

export async function requireOperator(request: Request, context: AppLoadContext): Promise<SignedInOperator> {
  const deps = operatorDeps(context);
  const operator = await currentOperator(deps.db, deps.keys, request.headers.get("cookie"));
  if (!operator) throw redirect(CONSOLE_SIGN_IN_PATH, { status: 303, headers: ADMIN_HEADERS });
  return operator;
}

/** The signed-in operator, who they are for the audit log, and what the console's actions reach. */
export async function requireOperatorActor(request: Request, context: AppLoadContext) {
  const operator = await requireOperator(request, context);
  const found = consoleOf(context);
  const sources: ConsoleSources = {
    database: found.database,
    media: context.services.media,
    uploadsDir: uploadsDir(context.services.config.dataDir),
    consoleUrl: found.url,
    starterTemplate: found.starterTemplate,
  };
  return { operator, by: { operator, origin: auditOrigin(request, context.ip) }, sources };
}

/** The agency id in a console URL, or 404. */
export function agencyIdOf(value: string | undefined): number {
  const id = /^[1-9]\d{0,8}$/.test(value ?? "") ? Number(value) : null;
  if (id === null) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  return id;
}
