// The TOTP code a test gives at set-up: one step behind the clock, so that the codes the test uses later (this
// step, the next) are never replays. The server accepts a code one step either side of its own, so a code one
// step behind stays good only until the step ends: too near the end, a loaded machine's request reached the
// server in the next step and the code was refused (a flaky 422). Near the end of a step, wait for the next.
import { TOTP_PERIOD_SECONDS, totpCodeAt, totpStepAt } from "../../modules/staff/use-cases/totp.ts";

const MARGIN_MS = 10_000;

export async function setUpTotpCode(secret: string): Promise<string> {
  const periodMs = TOTP_PERIOD_SECONDS * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return totpCodeAt(secret, totpStepAt(new Date()) - 1);
}
