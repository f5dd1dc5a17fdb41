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
import { openDatabase, type Database } from "../db/client.ts";
import { PgliteFolderInUseError } from "../db/pglite-owner.ts";
import { loadConfig, type Config } from "../platform/config.ts";
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
  type Agency,
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

type Values = ReturnType<typeof parseCommandLine>["values"];

/** What every command works with: the database, its options and positional agency, and where it answers. */
type CommandRun = {
  database: Database;
  config: Config;
  values: Values;
  /** The agency named after the command (its id or a hostname); checked present where the command needs one. */
  reference: string;
  output: CommandOutput;
  origin: { ip: null; userAgent: string };
};

/** A command: whether its options make sense (else the usage), and its work, answering 0 done or 1 refused. */
type Command = {
  accepts: (values: Values, positionals: string[]) => boolean;
  run: (command: CommandRun) => Promise<number>;
};

const withAgency = (positionals: string[]) => positionals.length >= 2;

const COMMANDS: Record<string, Command> = {
  create: {
    accepts: (values, positionals) => Boolean(values.name && values.host) && positionals.length === 1,
    run: create,
  },
  list: { accepts: () => true, run: list },
  suspend: { accepts: (_, positionals) => withAgency(positionals), run: (c) => changeStatus(c, "suspended") },
  resume: { accepts: (_, positionals) => withAgency(positionals), run: (c) => changeStatus(c, "live") },
  alias: {
    accepts: (values, positionals) =>
      withAgency(positionals) && Boolean(values.add) !== Boolean(values.remove),
    run: alias,
  },
  group: {
    accepts: (values, positionals) =>
      withAgency(positionals) && Boolean(values.group) !== Boolean(values.none),
    run: group,
  },
  export: { accepts: (_, positionals) => withAgency(positionals), run: exportOne },
  delete: { accepts: (_, positionals) => withAgency(positionals), run: deleteOne },
};

/** Options that belong to one command only. */
const OWN_OPTIONS: Partial<Record<keyof Values, string>> = {
  name: "create",
  host: "create",
  alias: "create",
  "public-url": "create",
  telephone: "create",
  owner: "create",
  out: "export",
  confirm: "delete",
  group: "group",
  none: "group",
  add: "alias",
  remove: "alias",
};

async function agencyCommand(args: string[], env: NodeJS.ProcessEnv, output: CommandOutput) {
  const { values, positionals } = parseCommandLine(args);
  const [name = "", reference = ""] = positionals;
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name]! : null;
  if (!command || !command.accepts(values, positionals)) fail(USAGE);
  for (const [option, owner] of Object.entries(OWN_OPTIONS))
    if (values[option as keyof Values] !== undefined && owner !== name) fail(USAGE);

  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
    (error: unknown) => {
      if (!(error instanceof PgliteFolderInUseError)) throw error;
      fail(`${error.message}\nNothing was changed.`);
    },
  );
  try {
    // A database made before agencies existed gets its install agency here as at a first start; an existing one is
    // left as the server keeps it (this shell's PUBLIC_URL may not be the server's).
    await ensureInstallAgency(database.db, config.publicUrl, { followPublicUrl: false });
    const origin = { ip: null, userAgent: `npm run agency:${name}` };
    return await command.run({ database, config, values, reference, output, origin });
  } finally {
    await database.close();
  }
}

/** A refusal: its words, and that nothing changed. */
function refused(output: CommandOutput, error: string): number {
  output.err(error);
  return 1;
}

/** The starter content's template: the demo agency's theme, menus and messages (modules/content/model/starter-content.ts). */
const DEMO_CONTENT = new URL("../content/demo-agency.json", import.meta.url).pathname;

async function create({ database, values, output, origin }: CommandRun): Promise<number> {
  const started = performance.now();
  // The content door loads much of the app: only the commands that need it pay for it (a command that suspends an
  // agency starts in about half the time).
  const { readSiteContentFile } = await import("../modules/content/index.ts");
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
    { template: await readSiteContentFile(DEMO_CONTENT), origin },
  );
  if (!created.ok) return refused(output, `${created.error}\nNothing was changed.`);
  const { agency } = created;
  output.out(created.setupLink);
  output.err(
    `${agency.id}\t${agency.name}\t${agency.publicUrl}\t${created.hostnames.join(", ")}\n` +
      `Made in ${Math.round(performance.now() - started)} ms. The link above sets up its owner's account: ` +
      `it works once, for ${SETUP_LINK_VALID_HOURS} hours.`,
  );
  return 0;
}

async function list({ database, output }: CommandRun): Promise<number> {
  const agencies = await listAgencies(database.db);
  for (const agency of agencies) {
    const names = agency.hostnames.map((row) => (row.isPrimary ? row.hostname : `alias ${row.hostname}`));
    output.out(
      `${agency.id}\t${agency.name}\t${agency.status}\t${groupColumn(agencies, agency)}\t` +
        `${agency.publicUrl}\t${names.join(", ")}`,
    );
  }
  return 0;
}

/** An operation's answer: the agency as it is now (`now` picks the columns), or the refusal. */
function answered(output: CommandOutput, result: OperationResult, now: (agency: Agency) => string): number {
  if (!result.ok) return refused(output, result.error);
  output.out(`${result.agency.id}\t${result.agency.name}\t${now(result.agency)}`);
  return 0;
}

const statusColumns = (agency: Agency) => `${agency.status}\t${agency.publicUrl}`;

async function changeStatus(run: CommandRun, status: "suspended" | "live"): Promise<number> {
  const result = await changeAgencyStatus(run.database.db, run.reference, status, run.origin);
  return answered(run.output, result, statusColumns);
}

async function alias({ database, values, reference, output, origin }: CommandRun): Promise<number> {
  const result = values.add
    ? await addAgencyAlias(database.db, reference, values.add, origin)
    : await removeAgencyAlias(database.db, reference, values.remove!, origin);
  return answered(output, result, statusColumns);
}

async function group({ database, values, reference, output, origin }: CommandRun): Promise<number> {
  const result = await changeAgencyGroup(database.db, reference, values.none ? null : values.group!, origin);
  return answered(output, result, (agency) =>
    agency.groupId === null ? "in no group" : `member of ${agency.groupId}`,
  );
}

/** An agency's files besides its rows: its media and its leads' uploads (the leads door loaded only here). */
async function filesOf({ database, config }: CommandRun) {
  const [{ openMediaStores }, { uploadsDir }] = await Promise.all([
    import("../platform/media-stores.ts"),
    import("../modules/leads/index.ts"),
  ]);
  return { database, media: openMediaStores(config.media), uploadsDir: uploadsDir(config.dataDir) };
}

async function exportOne(run: CommandRun): Promise<number> {
  const { database, values, reference, output } = run;
  const agency = await findAgency(database.db, reference);
  if (!agency) return refused(output, `No agency is ${reference}.`);
  const started = performance.now();
  const day = new Date().toISOString().slice(0, 10);
  const out = path.resolve(values.out ?? `agency-${agency.id}-${day}.zip`);
  const manifest = (await exportAgency(await filesOf(run), agency.id, out))!;
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const missing = manifest.media.missing.length + manifest.uploads.missing.length;
  output.out(out);
  output.err(
    `${agency.id}\t${agency.name}: ${rows} rows of ${Object.keys(manifest.tables).length} tables, ` +
      `${manifest.media.files} media files, ${manifest.uploads.files} uploads` +
      (missing ? ` (${missing} files named but not found: see manifest.json)` : "") +
      ` in ${Math.round(performance.now() - started)} ms.`,
  );
  return 0;
}

async function deleteOne(run: CommandRun): Promise<number> {
  const { values, reference, output, origin } = run;
  const deleted = await deleteAgency(await filesOf(run), reference, { confirm: values.confirm, origin });
  if (!deleted.ok) return refused(output, `${deleted.error}\nNothing was changed.`);
  const { agency } = deleted;
  output.out(
    `${agency.id}\t${agency.name}: deleted with everything it owned; ${deleted.mediaDeleted} media files ` +
      `and ${deleted.uploads} uploads removed.`,
  );
  return 0;
}
