// The staff wing's door (docs/architecture.md "Wings"): the back office's people — accounts, roles and branches,
// sign-in with a mandatory second factor (TOTP, passkeys, recovery codes), invitations, password resets and sessions.
// Code outside the wing imports this file or its model/.
export { type StaffActionResult } from "./use-cases/staff-access.ts";
export {
  accountPage,
  changeOwnPassword,
  endOwnSession,
  regenerateRecoveryCodes,
  updateOwnName,
} from "./use-cases/staff-account.ts";
export { inviteFormData, staffListPage, staffMemberPage } from "./use-cases/staff-directory.ts";
export { inviteStaff, resendInvite, resetSecondFactor } from "./use-cases/staff-invites.ts";
export { changeStaffAccess, disableStaff, enableStaff } from "./use-cases/staff-management.ts";
export {
  passkeyRegistrationOptions,
  registerPasskey,
  relyingParty,
  removePasskey,
} from "./use-cases/staff-passkeys.ts";
export {
  completeStaffPasswordReset,
  requestStaffPasswordReset,
  staffResetForm,
} from "./use-cases/staff-password-reset.ts";
export {
  carriesStaffCookie,
  clearStaffCookie,
  currentStaff,
  type SignedInStaff,
  startStaffSession,
} from "./use-cases/staff-sessions.ts";
export {
  completeSetup,
  createStaffWithSetupLink,
  setupForm,
  type SetupForm,
} from "./use-cases/staff-setup.ts";
export {
  pendingPasskeyOptions,
  pendingSecondFactor,
  signInWithPassword,
  signInWithSecondFactor,
  type StaffSignInDeps,
} from "./use-cases/staff-sign-in.ts";
export { signOutStaff } from "./use-cases/staff-sign-out.ts";
export {
  changeSupportAccess,
  issueSupportHandoff,
  liveSupportGrant,
  redeemSupportHandoff,
  supportNoticeFor,
  type SupportNotice,
} from "./use-cases/support-access.ts";
// The sign-in machinery the install's operators share (issue 44 item 6, modules/operators/).
export type { AccountRealm, RealmAccount, SessionRowInput } from "./use-cases/account-realm.ts";
export { clearSessionCookie, currentRealmSession, startRealmSession } from "./use-cases/staff-sessions.ts";
export {
  passwordStep,
  pendingSecondFactor as pendingRealmSecondFactor,
  secondFactorStep,
  type SignInDeps,
} from "./use-cases/staff-sign-in.ts";
export {
  completeRealmSetup,
  createAccountWithSetupLink,
  hasFinishedSetup,
  issueRealmSetupLink,
  realmSetupForm,
  type SetupResult,
} from "./use-cases/staff-setup.ts";
