// The staff realm of the shared sign-in (account-realm.ts): an agency's back-office accounts, their tables read
// through the agency's own handle, with passkeys beside TOTP and recovery codes.
import { adminSetupPath } from "../../../domain/admin/admin-urls.ts";
import {
  deleteStaffSession,
  insertStaffSession,
  selectLiveStaffSession,
  touchStaffSession,
} from "../repos/staff-sessions.ts";
import {
  claimRecoveryCode,
  claimSetupToken,
  claimTotpStep,
  completeStaffSetup,
  countUnusedRecoveryCodes,
  insertSetupToken,
  markStaffSignedIn,
  replaceRecoveryCodes,
  retireSetupTokensOf,
  selectStaffUserByEmail,
  selectStaffUserById,
  selectUsableSetupToken,
  setPendingTotpSecret,
  type StaffUserRow,
} from "../repos/staff-users.ts";
import type { AccountRealm } from "./account-realm.ts";
import { recordStaffChange } from "./staff-audit.ts";
import { passkeysOf, verifyPasskeyAssertion } from "./staff-passkeys.ts";

import { selectLiveGrant } from "../repos/support-access.ts";

export const STAFF_REALM: AccountRealm<StaffUserRow> = {
  name: "staff",
  totpIssuer: "Openhouse admin",
  setupPath: adminSetupPath,
  accounts: {
    // A support user never signs in by email and password: only the console's hand-off starts its session.
    byEmail: async (db, email) => {
      const user = await selectStaffUserByEmail(db, email);
      return user?.supportOperatorId == null ? user : null;
    },
    byId: selectStaffUserById,
    claimTotpStep,
    markSignedIn: markStaffSignedIn,
    setPendingTotpSecret,
    completeSetup: completeStaffSetup,
  },
  recoveryCodes: {
    replace: replaceRecoveryCodes,
    claim: claimRecoveryCode,
    countUnused: countUnusedRecoveryCodes,
  },
  links: {
    insert: (db, link) =>
      insertSetupToken(db, {
        staffUserId: link.accountId,
        tokenHash: link.tokenHash,
        expiresAt: link.expiresAt,
        purpose: link.purpose,
      }),
    async usable(db, tokenHash, now, purpose) {
      const row = await selectUsableSetupToken(db, tokenHash, now, purpose);
      return row && { id: row.id, accountId: row.staffUserId };
    },
    claim: claimSetupToken,
    retireOf: retireSetupTokensOf,
  },
  sessions: {
    insert: (db, session) => insertStaffSession(db, { ...session, staffUserId: session.accountId }),
    // A support user's session lives only while the owner's grant does: checked on every request, so a revoked or
    // expired grant ends it at the next one (issue 44 item 6).
    live: async (db, idHash, now, idleSince) => {
      const user = (await selectLiveStaffSession(db, idHash, now, idleSince))?.user ?? null;
      if (user?.supportOperatorId != null && !(await selectLiveGrant(db, now))) return null;
      return user;
    },
    touch: touchStaffSession,
    delete: deleteStaffSession,
  },
  passkeys: {
    has: async (db, staffUserId) => (await passkeysOf(db, staffUserId)).length > 0,
    async verify(db, party, staffUserId, assertion, now) {
      const passkey = await verifyPasskeyAssertion(db, party, staffUserId, assertion, now);
      return passkey && { id: passkey.id, name: passkey.name };
    },
  },
  audit: recordStaffChange,
};
