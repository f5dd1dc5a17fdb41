// Consent evidence (issue 6 item 4): each marketing choice and the terms accepted at registration are kept
// with the statement shown, the page, the time, the address and the browser, as data protection law asks.
import type { Db } from "../../db/client.ts";
import { insertConsentLog, setMarketingOptIn } from "../../db/repos/users.ts";
import { MARKETING_OPT_IN_STATEMENT } from "../../domain/accounts/fields.ts";
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
