// Posting a lead from the browser (spec §7 "Leads", §8 "Leads"). Every post carries the session's authenticity
// token and an Idempotency-Key header: one key per opened form, reused when the visitor tries again, so a
// retried or doubled request is stored once (the leads server's contract). 200 is success; anything else — or
// no answer at all — is a failure. A JSON lead's answer is not read (spec §8: "The response body is not read").
import { withAuthenticityToken } from "./api.ts";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** The hidden field a native lead form sends the same key in. */
export const IDEMPOTENCY_FIELD = "idempotency_key";

/**
 * A fresh random key (UUID v4). crypto.randomUUID exists only in secure contexts (https, localhost); a site
 * served over plain http elsewhere still gets a random key from getRandomValues.
 */
export function newIdempotencyKey(
  random: Pick<Crypto, "getRandomValues"> & Partial<Crypto> = crypto,
): string {
  if (typeof random.randomUUID === "function") return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type LeadPostResult =
  | { ok: true }
  | {
      ok: false;
      /** Null when no answer came (offline, the server went away mid-request). */
      status: number | null;
      /** A form post's refusal as the leads server explains it: messages by posted name, and its flash key. */
      errors?: Record<string, string[]>;
      flash?: string;
    };

/** POSTs a lead body as JSON (Accept JSON) with the token and the form's idempotency key; reads the status only. */
export async function postLead(
  url: string,
  body: object,
  { token, idempotencyKey }: { token: string | null; idempotencyKey: string },
): Promise<LeadPostResult> {
  const response = await send(url, {
    headers: { "Content-Type": "application/json", [IDEMPOTENCY_HEADER]: idempotencyKey },
    body: JSON.stringify(withAuthenticityToken(body, token)),
  });
  if (!response) return { ok: false, status: null };
  return response.status === 200 ? { ok: true } : { ok: false, status: response.status };
}

/**
 * POSTs a form's own fields (`new FormData(form)`: its authenticity_token and idempotency_key inputs included) form-encoded, as a
 * native submission would, but asks for JSON: a refusal then comes back with its messages and flash key, and the
 * visitor's typing stays in the form (a native post would leave the page). No files: multipart forms post natively.
 */
export async function postLeadForm(
  url: string,
  formData: FormData,
  { idempotencyKey }: { idempotencyKey: string },
): Promise<LeadPostResult> {
  const fields = new URLSearchParams();
  for (const [name, value] of formData) if (typeof value === "string") fields.append(name, value);
  const response = await send(url, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, body: fields });
  if (!response) return { ok: false, status: null };
  if (response.status === 200) return { ok: true };
  const answer = (await response.json().catch(() => null)) as { errors?: unknown; flash?: unknown } | null;
  return {
    ok: false,
    status: response.status,
    ...(isMessages(answer?.errors) ? { errors: answer.errors } : {}),
    ...(typeof answer?.flash === "string" ? { flash: answer.flash } : {}),
  };
}

async function send(url: string, { headers, body }: { headers: Record<string, string>; body: BodyInit }) {
  try {
    return await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json", ...headers },
      body,
    });
  } catch {
    return null;
  }
}

function isMessages(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === "string"),
    )
  );
}
