// POST /console/agencies/{id}/export (issue 44 item 6): the agency's export as a download — the zip
// `npm run agency:export` writes (tables, media, uploads, manifest), made in a temporary folder and removed once
// sent. A post, not a link: it is audited and starts the 7 days in which the agency may be deleted.
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import type { Route } from "./+types/agency-export";
import { exportFromConsole } from "../../../modules/operators/index.ts";
import { ADMIN_HEADERS, methodNotAllowed } from "../admin/require-staff.server.ts";
import { agencyIdOf, requireOperatorActor } from "./console-guard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperatorActor(request, context);
  throw methodNotAllowed("POST");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { by, sources } = await requireOperatorActor(request, context);
  const exported = await exportFromConsole(sources, by, agencyIdOf(params.id));
  if (!exported) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  const { size } = await stat(exported.file);
  const file = createReadStream(exported.file);
  const cleanUp = () => void rm(exported.cleanUp, { recursive: true, force: true });
  file.once("close", cleanUp);
  return new Response(Readable.toWeb(file) as ReadableStream, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "application/zip",
      "Content-Length": String(size),
      "Content-Disposition": `attachment; filename="${exported.name}"`,
    },
  });
}
