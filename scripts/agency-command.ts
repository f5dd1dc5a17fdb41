// The operator's agency commands (issue 44 item 6; docs/agencies.md), run from scripts/agency.ts:
//   npm run agency:create -- --name NAME --host HOST [--alias HOST…] [--public-url URL] [--telephone TEL]
//                            [--owner EMAIL]     (prints the first owner's one-time set-up link)
//   npm run agency:list
//   npm run agency:suspend -- AGENCY        (AGENCY: its id or any of its hostnames)
//   npm run agency:resume -- AGENCY
//   npm run agency:alias -- AGENCY --add HOST | --remove HOST
//   npm run agency:group -- AGENCY --group GROUP | --none   (GROUP: the group site's id or any of its hostnames)
//   npm run agency:export -- AGENCY [--out FILE]   (a zip of its tables, media and uploads, with a manifest)
//   npm run agency:delete -- AGENCY --confirm PRIMARY-HOSTNAME   (after an export of the last 7 days)
// Works on the database the server uses: PostgreSQL (DATABASE_URL) beside running servers, which hear the change
// at once; PGlite under DATA_DIR only with the server stopped (db/pglite-owner.ts).
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { PgliteFolderInUseError } from "../db/pglite-owner.ts";
import { loadConfig } from "../platform/config.ts";
import { SETUP_LINK_VALID_HOURS } from "../modules/staff/model/staff-messages.ts";
import path from "node:path";
import { groupColumn } from "../modules/agencies/model/agency-groups.ts";
import {
  addAgencyAlias,
  changeAgencyGroup,
  changeAgencyStatus,
  createAgency,
  deleteAgency,
  ensureInstallAgency,
  exportAgency,
  findAgency,
  listAgencies,
  removeAgencyAlias,
  type OperationResult,
} from "../modules/agencies/index.ts";

const USAGE = `Usage:
  npm run agency:create -- --name NAME --host HOST [--alias HOST…] [--public-url URL] [--telephone TEL] [--owner EMAIL]
  npm run agency:list
  npm run agency:suspend -- AGENCY
  npm run agency:resume -- AGENCY
  npm run agency:alias -- AGENCY --add HOST | --remove HOST
  npm run agency:group -- AGENCY --group GROUP | --none
  npm run agency:export -- AGENCY [--out FILE]
  npm run agency:delete -- AGENCY --confirm PRIMARY-HOSTNAME
AGENCY and GROUP are an agency's id or any of its hostnames.`;

/** Where a command writes: the process's own streams from the shell, a test's buffers in-process. */
export interface CommandOutput {
  /** A line of the command's answer (stdout). */
  out(line: string): void;
  /** A line of its messages and refusals (stderr). */
  err(line: string): void;
}

class UsageError extends Error {}

function fail(message: string): never {
  throw new UsageError(message);
}

function parseCommandLine(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        add: { type: "string" },
        remove: { type: "string" },
        name: { type: "string" },
        host: { type: "string" },
        alias: { type: "string", multiple: true },
        "public-url": { type: "string" },
        telephone: { type: "string" },
        owner: { type: "string" },
        out: { type: "string" },
        confirm: { type: "string" },
        group: { type: "string" },
        none: { type: "boolean" },
      },
      allowPositionals: true,
    });
  } catch (error) {
    // An unknown or incomplete option: Node's own words (which option), then the usage.
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
}

/**
 * Runs one agency command (`args` as after `tsx scripts/agency.ts`) on the database `env` names, and answers the
 * exit status: 0 done, 1 refused (nothing changed), 2 not a command.
 */
export async function runAgencyCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
): Promise<number> {
  try {
    return await agencyCommand(args, env, output);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(error.message);
    return 2;
  }
}

async function agencyCommand(args: string[], env: NodeJS.ProcessEnv, output: CommandOutput) {
  const { values, positionals } = parseCommandLine(args);
  const [command, reference] = positionals;

  const needsAgency = ["suspend", "resume", "alias", "group", "export", "delete"].includes(command ?? "");
  if (command !== "list" && command !== "create" && !needsAgency) fail(USAGE);
  if (values.out !== undefined && command !== "export") fail(USAGE);
  if (values.confirm !== undefined && command !== "delete") fail(USAGE);
  if (command === "create" && (!values.name || !values.host || positionals.length > 1)) fail(USAGE);
  if (needsAgency && !reference) fail(USAGE);
  if (command === "alias" && Boolean(values.add) === Boolean(values.remove)) fail(USAGE);
  if ((values.group !== undefined || values.none) && command !== "group") fail(USAGE);
  if (command === "group" && Boolean(values.group) === Boolean(values.none)) fail(USAGE);

  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
    (error: unknown) => {
      if (!(error instanceof PgliteFolderInUseError)) throw error;
      fail(`${error.message}\nNothing was changed.`);
    },
  );
  const origin = { ip: null, userAgent: `npm run agency:${command}` };
  // The content and leads doors load most of the app: only the commands that need them pay for them (a command
  // that suspends an agency starts in about half the time).
  const contentModule = () => import("../modules/content/index.ts");
  async function filesOfAgencies() {
    const [{ openMediaStores }, { uploadsDir }] = await Promise.all([
      import("../platform/media-stores.ts"),
      import("../modules/leads/index.ts"),
    ]);
    return { database, media: openMediaStores(config.media), uploadsDir: uploadsDir(config.dataDir) };
  }
  /** The starter content's template: the demo agency's theme, menus and messages (modules/content/model/starter-content.ts). */
  const DEMO_CONTENT = new URL("../content/demo-agency.json", import.meta.url).pathname;
  let status = 0;
  try {
    // A database made before agencies existed gets its install agency here as at a first start; an existing one is
    // left as the server keeps it (this shell's PUBLIC_URL may not be the server's).
    await ensureInstallAgency(database.db, config.publicUrl, { followPublicUrl: false });
    if (command === "create") {
      const started = performance.now();
      const created = await createAgency(
        database,
        {
          name: values.name!,
          hostname: values.host!,
          aliases: values.alias,
          publicUrl: values["public-url"],
          telephone: values.telephone,
          ownerEmail: values.owner,
        },
        { template: await (await contentModule()).readSiteContentFile(DEMO_CONTENT), origin },
      );
      if (!created.ok) {
        output.err(`${created.error}\nNothing was changed.`);
        status = 1;
      } else {
        const { agency } = created;
        output.out(created.setupLink);
        output.err(
          `${agency.id}\t${agency.name}\t${agency.publicUrl}\t${created.hostnames.join(", ")}\n` +
            `Made in ${Math.round(performance.now() - started)} ms. The link above sets up its owner's account: ` +
            `it works once, for ${SETUP_LINK_VALID_HOURS} hours.`,
        );
      }
    } else if (command === "export") {
      const agency = await findAgency(database.db, reference!);
      if (!agency) {
        output.err(`No agency is ${reference}.`);
        status = 1;
      } else {
        const started = performance.now();
        const day = new Date().toISOString().slice(0, 10);
        const out = path.resolve(values.out ?? `agency-${agency.id}-${day}.zip`);
        const manifest = await exportAgency(await filesOfAgencies(), agency.id, out);
        const rows = Object.values(manifest!.tables).reduce((sum, n) => sum + n, 0);
        const missing = manifest!.media.missing.length + manifest!.uploads.missing.length;
        output.out(out);
        output.err(
          `${agency.id}\t${agency.name}: ${rows} rows of ${Object.keys(manifest!.tables).length} tables, ` +
            `${manifest!.media.files} media files, ${manifest!.uploads.files} uploads` +
            (missing ? ` (${missing} files named but not found: see manifest.json)` : "") +
            ` in ${Math.round(performance.now() - started)} ms.`,
        );
      }
    } else if (command === "delete") {
      const deleted = await deleteAgency(await filesOfAgencies(), reference!, {
        confirm: values.confirm,
        origin,
      });
      if (!deleted.ok) {
        output.err(`${deleted.error}\nNothing was changed.`);
        status = 1;
      } else {
        const { agency } = deleted;
        output.out(
          `${agency.id}\t${agency.name}: deleted with everything it owned; ${deleted.mediaDeleted} media files ` +
            `and ${deleted.uploads} uploads removed.`,
        );
      }
    } else if (command === "list") {
      const agencies = await listAgencies(database.db);
      for (const agency of agencies) {
        const names = agency.hostnames.map((row) => (row.isPrimary ? row.hostname : `alias ${row.hostname}`));
        output.out(
          `${agency.id}\t${agency.name}\t${agency.status}\t${groupColumn(agencies, agency)}\t` +
            `${agency.publicUrl}\t${names.join(", ")}`,
        );
      }
    } else {
      let result: OperationResult;
      if (command === "group")
        result = await changeAgencyGroup(database.db, reference!, values.none ? null : values.group!, origin);
      else if (command === "suspend" || command === "resume")
        result = await changeAgencyStatus(
          database.db,
          reference!,
          command === "suspend" ? "suspended" : "live",
          origin,
        );
      else if (values.add) result = await addAgencyAlias(database.db, reference!, values.add, origin);
      else result = await removeAgencyAlias(database.db, reference!, values.remove!, origin);
      if (!result.ok) {
        output.err(result.error);
        status = 1;
      } else {
        const { agency } = result;
        const now =
          command !== "group"
            ? `${agency.status}\t${agency.publicUrl}`
            : agency.groupId === null
              ? "in no group"
              : `member of ${agency.groupId}`;
        output.out(`${agency.id}\t${agency.name}\t${now}`);
      }
    }
  } finally {
    await database.close();
  }
  return status;
}
