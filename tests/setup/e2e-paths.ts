// Paths the browser suite shares with its server: the feed drop folder the feeds spec drops files into.
import { tmpdir } from "node:os";
import path from "node:path";

export const e2ePort = () => Number(process.env.E2E_PORT ?? 4173);
// A suite's own server (tests/e2e/own-server.ts) runs with E2E_PORT=0, any free port, and two of them may run at
// once (one per worker): each needs a feed folder and a side door of its own, not folder "-0" and port 1 for both.
const ownServer = () => e2ePort() === 0;
export const e2eFeedsDir = () =>
  path.join(tmpdir(), `openhouse-e2e-feeds-${ownServer() ? `own-${process.pid}` : e2ePort()}`);
/** tests/setup/e2e-control.ts: creates staff set-up links for the admin journeys. */
export const e2eControlPort = () => (ownServer() ? 0 : e2ePort() + 1);
