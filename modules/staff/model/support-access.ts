// Time-limited support access (issue 44 item 6): an agency's owner lets the install's operators into its back office
// for a chosen period, and may end it at any time. The periods, the form's schema (the page's constraints and the
// server's check alike) and the support user's name, shared by the back office's page and the console.
import { z } from "zod";

/** The periods an owner chooses from, in hours: an hour for a quick look, a day, a week for a migration. */
export const SUPPORT_PERIODS = { "1h": 1, "24h": 24, "7d": 168 } as const;
export type SupportPeriod = keyof typeof SUPPORT_PERIODS;

export const SUPPORT_PERIOD_LABELS: Record<SupportPeriod, string> = {
  "1h": "1 hour",
  "24h": "24 hours",
  "7d": "7 days",
};

/** How long the console's hand-off link works: long enough to follow a redirect, too short to pass around. */
export const SUPPORT_HANDOFF_SECONDS = 60;

export const supportAccessSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("grant"),
    period: z.enum(Object.keys(SUPPORT_PERIODS) as [SupportPeriod, ...SupportPeriod[]], {
      error: "Choose how long support may have access.",
    }),
  }),
  z.object({ intent: z.literal("revoke") }),
]);

/** The name the support user has at the agency (the staff list, the audit log, the back office's header). */
export function supportUserName(operatorEmail: string): string {
  return `Support: ${operatorEmail}`;
}

/**
 * The support user's email at the agency: an address that cannot receive mail (RFC 2606 `.invalid`), so no reset
 * link can reach it, and distinct from any real member of staff's.
 */
export function supportUserEmail(operatorId: number): string {
  return `operator-${operatorId}@support.invalid`;
}

/** The end of a grant of `period` starting at `now`. */
export function supportGrantEnd(period: SupportPeriod, now: Date): Date {
  return new Date(now.getTime() + SUPPORT_PERIODS[period] * 3_600_000);
}
