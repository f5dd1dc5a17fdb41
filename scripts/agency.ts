// The operator's agency commands (docs/agencies.md; scripts/agency-command.ts says each one's arguments):
//   npm run agency:create | agency:list | agency:suspend | agency:resume | agency:alias | agency:group
//   npm run agency:export | agency:delete
import { runAgencyCommand } from "./agency-command.ts";

process.exitCode = await runAgencyCommand(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
