// Consent evidence (issue 6 item 4): each marketing choice and the terms accepted at registration are kept
// with the statement shown, the page, the time, the address and the browser, as data protection law asks.
// Each lead's ticked terms box is kept the same way, tied to its lead (issue 16).
import type { Db } from "../../../db/client.ts";
import { insertConsentLog, setMarketingOptIn } from "../repos/users.ts";
import { MARKETING_OPT_IN_STATEMENT } from "../model/fields.ts";
import { LEAD_TERMS_STATEMENT } from "../../leads/model/lead-fields.ts";
import type { RequestMeta } from "./signed-in-session.ts";

export async function recordMarketingChoice(
  db: Db,
  userId: number,
  choice: { optIn: boolean; url: string | null },
  meta: RequestMeta,
): Promise<void> {
  await setMarketingOptIn(db, userId, choice.optIn);
  await insertConsentLog(db, {
    userId,
    kind: "marketing",
    choice: choice.optIn ? "optin" : "optout",
    statement: MARKETING_OPT_IN_STATEMENT,
    url: choice.url,
    ip: meta.ip || null,
    userAgent: meta.userAgent,
  });
}

export async function recordTermsAccepted(db: Db, userId: number, url: string | null, meta: RequestMeta) {
  await insertConsentLog(db, {
    userId,
    kind: "terms",
    choice: "accepted",
    statement: null,
    url,
    ip: meta.ip || null,
    userAgent: meta.userAgent,
  });
}

/** A lead form's terms box (every lead form requires it, spec §5), as the visitor saw it, from the page sent. */
export async function recordLeadTermsAccepted(
  db: Db,
  lead: {
    id: number;
    userId: number | null;
    url: string | null;
    ip: string | null;
    userAgent: string | null;
  },
) {
  await insertConsentLog(db, {
    userId: lead.userId,
    leadId: lead.id,
    kind: "terms",
    choice: "accepted",
    statement: LEAD_TERMS_STATEMENT,
    url: lead.url?.slice(0, 2000) ?? null,
    ip: lead.ip || null,
    userAgent: lead.userAgent?.slice(0, 500) ?? null,
  });
}
