// The operators' realm of the shared sign-in (modules/staff/use-cases/account-realm.ts): the install's own accounts
// (db/schema.ts `operator_*`), TOTP and recovery codes as their second factor, their events in the install's audit
// log with the operator as actor. Passkeys are the staff's only: a passkey is bound to the address it was made on.
import { consoleSetupPath } from "../../../domain/operator/console-urls.ts";
import { recordAudit } from "../../audit/index.ts";
import type { AccountRealm } from "../../staff/index.ts";
import {
  claimOperatorLink,
  claimOperatorRecoveryCode,
  claimOperatorTotpStep,
  countOperatorRecoveryCodes,
  deleteOperatorSession,
  insertOperatorLink,
  insertOperatorSession,
  replaceOperatorRecoveryCodes,
  retireOperatorLinksOf,
  selectLiveOperatorSession,
  selectOperatorByEmail,
  selectOperatorById,
  selectUsableOperatorLink,
  touchOperatorSession,
  updateOperator,
  type OperatorRow,
} from "../repos/operator-accounts.ts";

export const OPERATOR_REALM: AccountRealm<OperatorRow> = {
  name: "operator",
  totpIssuer: "Openhouse operators",
  setupPath: consoleSetupPath,
  accounts: {
    byEmail: selectOperatorByEmail,
    byId: selectOperatorById,
    claimTotpStep: claimOperatorTotpStep,
    markSignedIn: (db, id, now) => updateOperator(db, id, { lastSignInAt: now }),
    setPendingTotpSecret: (db, id, secret) =>
      updateOperator(db, id, { totpSecret: secret, totpEnabledAt: null, totpLastStep: null }),
    completeSetup: (db, id, values) =>
      updateOperator(db, id, {
        passwordHash: values.passwordHash,
        totpEnabledAt: values.now,
        totpLastStep: values.totpStep,
      }),
  },
  recoveryCodes: {
    replace: replaceOperatorRecoveryCodes,
    claim: claimOperatorRecoveryCode,
    countUnused: countOperatorRecoveryCodes,
  },
  links: {
    insert: insertOperatorLink,
    // Operators have set-up links only; a lost password or authenticator is a new `operator:create` link.
    usable: async (db, tokenHash, now, purpose) =>
      purpose === "set-up" ? selectUsableOperatorLink(db, tokenHash, now) : null,
    claim: claimOperatorLink,
    retireOf: retireOperatorLinksOf,
  },
  sessions: {
    insert: insertOperatorSession,
    live: selectLiveOperatorSession,
    touch: touchOperatorSession,
    delete: deleteOperatorSession,
  },
  audit: (db, actor, accountId, origin, change) =>
    recordAudit(db, {
      actor: actor && { operatorId: actor.id, email: actor.email },
      subject: `operator:${accountId}`,
      ...change,
      origin,
    }),
};
