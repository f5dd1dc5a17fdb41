// The install operators' accounts (issue 44 item 6): made by `npm run operator:create` with a one-time set-up link,
// signed in with the staff's sign-in over the operators' realm (operator-realm.ts): a password, then a TOTP or
// recovery code, throttled per account and address; a session cookie of their own on the console's hostname.
import type { Db } from "../../../db/client.ts";
import type { AccountLimits } from "../../../platform/attempt-limits.ts";
import type { SessionKeys } from "../../../platform/session.ts";
import type { Fields } from "../../../domain/fields.ts";
import type { AuditOrigin } from "../../audit/index.ts";
import {
  clearSessionCookie,
  completeRealmSetup,
  createAccountWithSetupLink,
  currentRealmSession,
  passwordStep,
  pendingRealmSecondFactor,
  realmSetupForm,
  secondFactorStep,
  startRealmSession,
  type SignInDeps,
} from "../../staff/index.ts";
import { insertOperator } from "../repos/operator-accounts.ts";
import { OPERATOR_REALM } from "./operator-realm.ts";

/** What the console's sign-in needs: the install's database, the cookie keys, the throttle, the console's address. */
export type OperatorSignInDeps = { db: Db; keys: SessionKeys; limits: AccountLimits; consoleUrl: string };

const signInDeps = (deps: OperatorSignInDeps): SignInDeps => ({ ...deps, publicUrl: deps.consoleUrl });

export type SignedInOperator = { id: number; email: string; name: string; sessionIdHash: string };

/** A new operator (or a fresh link for one never set up) and the set-up link; null when the email is set up already. */
export function createOperatorWithSetupLink(
  db: Db,
  options: { email: string; consoleUrl: string; origin: AuditOrigin },
) {
  return createAccountWithSetupLink(OPERATOR_REALM, db, {
    email: options.email,
    publicUrl: options.consoleUrl,
    origin: options.origin,
    insert: insertOperator,
  });
}

export function operatorPasswordStep(deps: OperatorSignInDeps, fields: Fields, origin: AuditOrigin) {
  return passwordStep(OPERATOR_REALM, signInDeps(deps), fields, origin);
}

export function operatorSecondFactorStep(
  deps: OperatorSignInDeps,
  cookieHeader: string | null,
  fields: Fields,
  origin: AuditOrigin,
) {
  return secondFactorStep(OPERATOR_REALM, signInDeps(deps), cookieHeader, fields, origin);
}

/** Whether this browser gave an operator's right password in the last 5 minutes. */
export async function operatorPendingSignIn(deps: OperatorSignInDeps, cookieHeader: string | null) {
  return (await pendingRealmSecondFactor(deps, cookieHeader, new Date(), OPERATOR_REALM)) !== null;
}

export function operatorSetupForm(db: Db, token: string) {
  return realmSetupForm(OPERATOR_REALM, db, token);
}

export function completeOperatorSetup(
  deps: OperatorSignInDeps,
  token: string,
  fields: Fields,
  origin: AuditOrigin,
  cookieHeader: string | null,
) {
  return completeRealmSetup(OPERATOR_REALM, deps.db, deps.limits, token, fields, origin).then(
    async (result) =>
      result.kind === "done"
        ? {
            ...result,
            cookies: await startRealmSession(
              OPERATOR_REALM,
              deps.db,
              deps.keys,
              result.accountId,
              origin,
              cookieHeader,
            ),
          }
        : result,
  );
}

/** The operator signed in by this request's cookie, or null. */
export async function currentOperator(
  db: Db,
  keys: SessionKeys,
  cookieHeader: string | null,
): Promise<SignedInOperator | null> {
  const signedIn = await currentRealmSession(OPERATOR_REALM, db, keys, cookieHeader);
  if (!signedIn) return null;
  const { account, sessionIdHash } = signedIn;
  return { id: account.id, email: account.email, name: account.name, sessionIdHash };
}

/** Ends the operator's session here; the answer's cookie clears it in the browser. */
export async function signOutOperator(
  db: Db,
  keys: SessionKeys,
  operator: SignedInOperator,
  origin: AuditOrigin,
): Promise<string> {
  await OPERATOR_REALM.sessions.delete(db, operator.sessionIdHash);
  await OPERATOR_REALM.audit(db, operator, operator.id, origin, { action: "operator.sign-out" });
  return clearSessionCookie(OPERATOR_REALM, keys);
}
