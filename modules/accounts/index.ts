// The accounts wing's door (docs/architecture.md "Wings"): visitors' accounts — registration, sign-in, password resets,
// profile and marketing consent, saved properties, saved searches and their alert emails. Code outside the wing
// imports this file or its model/, never the rooms between.
export { startAlertScheduler } from "./jobs/alert-scheduler.ts";
export { selectSavedSearches } from "./repos/saved-items.ts";
export { insertConsentLog } from "./repos/users.ts";
export { describeUnsubscribe, unsubscribeFromAlert } from "./use-cases/alert-unsubscribe.ts";
export { recordLeadTermsAccepted } from "./use-cases/consent.ts";
export { logCookieConsent } from "./use-cases/cookie-consent.ts";
export { queueGuessingAlert } from "./use-cases/guessing-alert.ts";
export { updateMarketingPreferences } from "./use-cases/marketing.ts";
export { isUsableResetToken, requestPasswordReset, resetPassword } from "./use-cases/password-reset.ts";
export { updateProfile } from "./use-cases/profile.ts";
export { register, REGISTRATION_ERRORS } from "./use-cases/registration.ts";
export {
  listSavedProperties,
  propertyIdOf,
  saveProperties,
  saveProperty,
  unsaveProperty,
} from "./use-cases/saved-properties.ts";
export {
  createSavedSearch,
  deleteSavedSearchOf,
  listSavedSearches,
  updateSavedSearchOf,
} from "./use-cases/saved-searches.ts";
export { signIn } from "./use-cases/sign-in.ts";
export { signOut } from "./use-cases/sign-out.ts";
export { currentUserPayload } from "./use-cases/users.ts";
