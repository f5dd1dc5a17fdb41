// The lead webhook (issue 5 item 8; LEADS_WEBHOOK_URL): each lead POSTed as JSON to the agency's CRM, signed
// so the CRM can tell it came from us: X-Openhouse-Signature: sha256=<hex HMAC-SHA256 of the raw body, keyed
// with LEADS_WEBHOOK_SECRET> (the scheme GitHub's webhooks use; verify with a constant-time compare).
import { createHmac } from "node:crypto";

export const SIGNATURE_HEADER = "X-Openhouse-Signature";
const DEFAULT_TIMEOUT_MS = 10_000;

export function signWebhookBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody, "utf8").digest("hex")}`;
}

/** The JSON a CRM receives for one lead (docs/leads.md "Webhook"). */
export type LeadWebhookBody = {
  event: "lead.created";
  lead: {
    id: number;
    kind: string;
    created_at: string;
    property_id: number | null;
    branch_id: number | null;
    department_id: number | null;
    staff_id: number | null;
    channel: string | null;
    first_name: string;
    last_name: string;
    email: string;
    telephone: string | null;
    message: string | null;
    recipient_email: string;
    form_submission_id: number | null;
    /** Everything the visitor sent (minus token, captcha and honeypot). */
    payload: Record<string, unknown>;
  };
};

export type WebhookDelivery = { ok: true } | { ok: false; error: string };

/** One POST; any 2xx is delivered, anything else (or no answer in time) is retried by the dispatcher. */
export async function postWebhook(
  url: string,
  secret: string,
  body: unknown,
  options: { timeoutMs?: number } = {},
): Promise<WebhookDelivery> {
  const raw = JSON.stringify(body);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "Openhouse-Webhook/1",
        [SIGNATURE_HEADER]: signWebhookBody(secret, raw),
      },
      body: raw,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? { ok: true } : { ok: false, error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
