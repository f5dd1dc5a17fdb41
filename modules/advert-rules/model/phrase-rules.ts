// The phrase checks of the 2026 advert rules (issue 41): each rule names its id, its source in law or code, what
// it means in plain English and the fix, and the phrases that break it. Pure: the listing editor, the feed import
// and the live-adverts report will all run these same checks on an advert's words.

export type RuleSeverity = "block" | "warn";

export type PhraseRule = {
  id: string;
  /** Which adverts it applies to. */
  channels: readonly ("sales" | "lettings")[];
  severity: RuleSeverity;
  source: string;
  explanation: string;
  fix: string;
  /** Matched against the advert's words after normalisation (lower case, one space, no punctuation but £ and -). */
  patterns: readonly RegExp[];
};

// Between words, normalised text has one space; "no-dss", "no/dss" and "no. d.s.s." all normalise to "no dss".
const NO = String.raw`\b(?:no|not|strictly no|sorry no)`;

export const PHRASE_RULES: readonly PhraseRule[] = [
  {
    id: "lettings-single-rent",
    channels: ["lettings"],
    severity: "block",
    source: "Renters' Rights Act 2025, s.56 (rental bidding)",
    explanation:
      "A let must be advertised at one stated rent. Inviting offers or bids above it, or giving a range, is banned.",
    fix: "State one monthly rent and remove the wording that invites offers or bids.",
    patterns: [
      /\boffers? (?:in excess of|over|above|around|invited|considered)\b/,
      /\boieo\b/,
      /\bbest and final\b/,
      /\bhighest bid(?:der)?s?\b/,
      /\bsealed bids?\b/,
      /\binvitation to bid\b/,
      /\bbids? (?:invited|welcome|above)\b/,
      /£ ?\d[\d,]* ?(?:-|to) ?£ ?\d[\d,]* ?(?:pcm|per month|pw|per week)\b/,
    ],
  },
  {
    id: "rent-in-advance",
    channels: ["lettings"],
    severity: "block",
    source: "Renters' Rights Act 2025 (rent in advance limited to the first month)",
    explanation: "A landlord may not ask for more than one month's rent before the tenancy starts.",
    fix: "Remove the request for rent in advance beyond the first month.",
    patterns: [
      /\b(?:[2-9]|1[0-2]|two|three|four|five|six|twelve) months?'? (?:rent )?(?:upfront|up front|in advance)\b/,
      /\brent (?:paid )?in advance (?:required|needed|essential|only)\b/,
      /\b(?:upfront|up front|advance) rent (?:required|needed|essential)\b/,
    ],
  },
  {
    id: "discrimination",
    channels: ["lettings"],
    severity: "block",
    source: "Renters' Rights Act 2025 (discrimination against families and people on benefits)",
    explanation:
      "An advert may not turn away people who receive benefits or who have children, in any wording.",
    fix: "Remove the wording; judge each applicant's ability to pay the rent on its own facts.",
    patterns: [
      new RegExp(`${NO} (?:dss|d s s)\\b`),
      new RegExp(`${NO} (?:benefits?|housing benefits?|universal credit|lha|housing allowance)\\b`),
      new RegExp(`${NO} (?:children|kids|young children|families|under ?\\d+s?)\\b`),
      /\b(?:adults?|professionals?|working professionals?|couples?) only\b/,
      /\bprofessional (?:couple|person|people|tenants?) only\b/,
      /\bsuit(?:s|able for)? (?:a )?working professionals? only\b/,
      /\bno (?:dss|benefits|children) or (?:dss|benefits|children|pets)\b/,
    ],
  },
  {
    id: "no-pets",
    channels: ["lettings"],
    severity: "warn",
    source: "Renters' Rights Act 2025, s.11 (a tenant's request to keep a pet)",
    explanation:
      'A landlord may not refuse a tenant\'s reasonable request to keep a pet, so a blanket "no pets" misleads.',
    fix: 'Say "Pets considered on request".',
    patterns: [
      new RegExp(`${NO} (?:pets|animals|dogs|cats)\\b`),
      /\bpets? not (?:allowed|permitted|accepted)\b/,
    ],
  },
  {
    id: "fixed-term",
    channels: ["lettings"],
    severity: "block",
    source: "Renters' Rights Act 2025 (assured periodic tenancies)",
    explanation:
      "Residential tenancies are now periodic: an advert may not offer a fixed or minimum term, except for a company let, a lodger or a holiday let.",
    fix: "Remove the term, or mark the listing as a company let, lodging or holiday let if it is one.",
    patterns: [
      /\b(?:minimum|min|fixed|initial) (?:term|tenancy|let|contract) (?:of )?(?:\d+|six|twelve|one|two)\b/,
      /\b(?:\d+|six|twelve) months? (?:minimum|fixed) (?:term|tenancy|let)\b/,
      /\b(?:\d+|six|twelve) months? (?:ast|assured shorthold)\b/,
      /\bfixed term\b/,
    ],
  },
];

/** Lower case, HTML tags and entities gone, punctuation but £ and - turned to spaces, one space between words. */
export function normaliseAdvertText(text: string): string {
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:amp|nbsp|#39|quot|pound);/g, (entity) => ({ "&pound;": "£" })[entity] ?? " ")
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, "$1")
    .replace(/[‘’]/g, "'")
    .replace(/(\b\w)\.(?=\w\b|\w\.)/g, "$1 ")
    .replace(/[^\p{L}\p{N}£'\- ]+/gu, " ")
    .replace(/(\w) ?- ?(?=[a-z])/g, "$1 ")
    .replace(/\s+/g, " ")
    .trim();
}
