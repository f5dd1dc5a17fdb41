// Every cookie and browser-storage key the site can set (issue 41 "Cookies under the Data (Use and Access) Act
// 2025"): the one list the cookie policy page (/cookies) is drawn from, and where the code that sets each one
// takes its name. A cookie or storage key set under a name that is not here fails the unit test beside this file
// (site-storage.test.ts scans the source for names spelled outside this list), and the HTTP and browser tests
// check that every name a real journey ends up with is on the policy page. Pure: the server, the browser and
// the policy page share it.

/** The policy's four kinds (ICO guidance's usual words); "necessary" is PECR reg. 6(4)'s "strictly necessary". */
export const STORAGE_CATEGORIES = ["necessary", "statistics", "marketing", "preferences"] as const;
export type StorageCategory = (typeof STORAGE_CATEGORIES)[number];

export const STORAGE_CATEGORY_LABELS: Record<StorageCategory, string> = {
  necessary: "Strictly necessary",
  statistics: "Statistics",
  marketing: "Marketing",
  preferences: "Preferences",
};

export type StorageKind = "cookie" | "localStorage" | "sessionStorage";

export const STORAGE_KIND_LABELS: Record<StorageKind, string> = {
  cookie: "Cookie",
  localStorage: "Local storage",
  sessionStorage: "Session storage",
};

export type SiteStorageEntry = {
  name: string;
  /** The name the same item takes on a secure (https) connection, where it differs (the `__Host-` prefix). */
  secureName?: string;
  kind: StorageKind;
  category: StorageCategory;
  /** First party: set by this site; third: by another company's service the site embeds. */
  party: "first" | "third";
  /** Who sets it, in the policy's words. */
  setBy: string;
  purpose: string;
  lifetime: string;
  /** Listed only when the install uses the service that sets it (the captcha). */
  onlyWith?: "captcha";
};

const THIS_SITE = "This site";

export const SITE_STORAGE = {
  session: {
    name: "oh_session",
    kind: "cookie",
    category: "necessary",
    party: "first",
    setBy: THIS_SITE,
    purpose:
      "A random identifier that ties the security token of our forms to your browser and, when you sign in, keeps you signed in.",
    lifetime: "Until you close your browser; 30 days once you sign in",
  },
  consent: {
    name: "oh_consent",
    kind: "cookie",
    category: "necessary",
    party: "first",
    setBy: THIS_SITE,
    purpose:
      "Remembers your cookie choice, including an objection to our statistics, so we do not ask on every page.",
    lifetime: "6 months",
  },
  staffSession: {
    name: "oh_staff",
    secureName: "__Host-oh_staff",
    kind: "cookie",
    category: "necessary",
    party: "first",
    setBy: THIS_SITE,
    purpose: "Keeps our own staff signed in to the back office. Never set for visitors.",
    lifetime: "Until the browser closes; at most 12 hours, or 30 minutes without use",
  },
  staffPending: {
    name: "oh_staff_pending",
    secureName: "__Host-oh_staff_pending",
    kind: "cookie",
    category: "necessary",
    party: "first",
    setBy: THIS_SITE,
    purpose:
      "Carries a member of staff's sign-in between the password and the second step. Never set for visitors.",
    lifetime: "5 minutes",
  },
  operatorSession: {
    name: "oh_operator",
    secureName: "__Host-oh_operator",
    kind: "cookie",
    category: "necessary",
    party: "first",
    setBy: THIS_SITE,
    purpose: "Keeps the operators of this platform signed in to its console. Never set for visitors.",
    lifetime: "Until the browser closes; at most 12 hours, or 30 minutes without use",
  },
  operatorPending: {
    name: "oh_operator_pending",
    secureName: "__Host-oh_operator_pending",
    kind: "cookie",
    category: "necessary",
    party: "first",
    setBy: THIS_SITE,
    purpose:
      "Carries a platform operator's sign-in between the password and the second step. Never set for visitors.",
    lifetime: "5 minutes",
  },
  contentPreview: {
    name: "oh_content_preview",
    kind: "cookie",
    category: "necessary",
    party: "first",
    setBy: THIS_SITE,
    purpose:
      "Lets a member of staff preview a draft of the site before it is published. Never set for visitors.",
    lifetime: "1 hour",
  },
  savedProperties: {
    name: "openhouse.savedProperties",
    kind: "localStorage",
    category: "necessary",
    party: "first",
    setBy: THIS_SITE,
    purpose: "The properties you chose to save. Kept on your device; sent to us only if you sign in.",
    lifetime: "Until you clear it",
  },
  savedPropertyLabels: {
    name: "openhouse.savedPropertyLabels",
    kind: "localStorage",
    category: "necessary",
    party: "first",
    setBy: THIS_SITE,
    purpose: "The addresses of the properties you saved, so the list can name them.",
    lifetime: "Until you clear it",
  },
  savedSearches: {
    name: "openhouse.savedSearches",
    kind: "localStorage",
    category: "necessary",
    party: "first",
    setBy: THIS_SITE,
    purpose: "The searches you chose to save while signed out. Kept on your device.",
    lifetime: "Until you clear it",
  },
  savedPropertiesSynced: {
    name: "is_synced_saved_properties_list",
    kind: "localStorage",
    category: "necessary",
    party: "first",
    setBy: THIS_SITE,
    purpose: "Whether the properties you saved before signing in have been added to your account.",
    lifetime: "Until you clear it",
  },
  searchHistory: {
    name: "openhouse.searchHistory",
    kind: "localStorage",
    category: "preferences",
    party: "first",
    setBy: THIS_SITE,
    purpose: "Your last 10 searches, for the 'Back to search' link. Kept on your device, never sent to us.",
    lifetime: "Until you clear it",
  },
  lastClickedProperty: {
    name: "openhouse.lastClickedProperty",
    kind: "localStorage",
    category: "preferences",
    party: "first",
    setBy: THIS_SITE,
    purpose: "The property you last opened from a search, to bring you back to it. Kept on your device.",
    lifetime: "Until you clear it",
  },
  valuationPrefill: {
    name: "openhouse.valuation-prefill",
    kind: "sessionStorage",
    category: "necessary",
    party: "first",
    setBy: THIS_SITE,
    purpose: "Carries the details of an Instant Valuation into the 'Book a valuation' form you asked for.",
    lifetime: "Removed once the form has read it, and when you close the tab",
  },
  scrollPositions: {
    name: "react-router-scroll-positions",
    kind: "sessionStorage",
    category: "preferences",
    party: "first",
    setBy: THIS_SITE,
    purpose:
      "Where you were on each page of this tab, so Back returns you to the same place. Never sent to us.",
    lifetime: "Until you close the tab",
  },
  captchaCookie: {
    name: "_GRECAPTCHA",
    kind: "cookie",
    category: "necessary",
    party: "third",
    setBy: "Google (reCAPTCHA), on google.com",
    purpose: "Tells people from bots on the forms that show a reCAPTCHA check, to keep spam out.",
    lifetime: "6 months",
    onlyWith: "captcha",
  },
  captchaStorage: {
    name: "_grecaptcha",
    kind: "localStorage",
    category: "necessary",
    party: "third",
    setBy: "Google (reCAPTCHA)",
    purpose: "Google's reCAPTCHA script keeps its own check here on the forms that show it.",
    lifetime: "Until you clear it",
    onlyWith: "captcha",
  },
} as const satisfies Record<string, SiteStorageEntry>;

export type SiteStorageKey = keyof typeof SITE_STORAGE;

/** Every entry, in the policy's order: the site's own cookies, then its storage, then other companies'. */
export const SITE_STORAGE_LIST: readonly SiteStorageEntry[] = Object.values(SITE_STORAGE);

/** The entries an install lists: those of a service it does not use (no captcha configured) are left out. */
export function listedStorage(uses: { captcha: boolean }): SiteStorageEntry[] {
  return SITE_STORAGE_LIST.filter((entry) => !entry.onlyWith || uses[entry.onlyWith]);
}

/** Every name an entry goes by (its secure form too). */
export function storageNames(entry: SiteStorageEntry): string[] {
  return entry.secureName ? [entry.name, entry.secureName] : [entry.name];
}

/** The name of a cookie that takes the `__Host-` prefix over https (the staff's). */
export function cookieNameFor(entry: SiteStorageEntry, secure: boolean): string {
  return secure && entry.secureName ? entry.secureName : entry.name;
}
