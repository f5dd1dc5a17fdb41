// Paths the browser suite shares with its server: the feed drop folder the feeds spec drops files into.
import { tmpdir } from "node:os";
import path from "node:path";

export const e2ePort = () => Number(process.env.E2E_PORT ?? 4173);
export const e2eFeedsDir = () => path.join(tmpdir(), `openhouse-e2e-feeds-${e2ePort()}`);
/** tests/setup/e2e-control.ts: creates staff set-up links for the admin journeys. */
export const e2eControlPort = () => e2ePort() + 1;
