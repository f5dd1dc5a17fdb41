// One advert's words and price against the 2026 rules (issue 41): what breaks which rule, where, and in which words.
import { normaliseAdvertText, PHRASE_RULES, type PhraseRule, type RuleSeverity } from "./phrase-rules.ts";

export type Advert = {
  channel: "sales" | "lettings";
  /** Null with `poa`: no price stated. */
  price: number | null;
  poa: boolean;
  priceQualifier: string | null;
  summary: string;
  /** HTML or plain text. */
  description: string;
  features: readonly string[];
  tags: readonly string[];
  /** The kinds of let the Act leaves outside periodic tenancies: a fixed term stays lawful for them. */
  letKind?: "company" | "lodger" | "holiday" | null;
};

export type AdvertField =
  "price" | "priceQualifier" | "summary" | "description" | "features" | "tags" | "materialInformation";

export type AdvertFinding = {
  rule: string;
  severity: RuleSeverity;
  field: AdvertField;
  /** The words that broke the rule, as normalised (lower case, one space); the missing items for Part A. */
  phrase: string;
  source: string;
  explanation: string;
  fix: string;
};

const finding = (rule: PhraseRule, field: AdvertField, phrase: string): AdvertFinding => ({
  rule: rule.id,
  severity: rule.severity,
  field,
  phrase,
  source: rule.source,
  explanation: rule.explanation,
  fix: rule.fix,
});

function appliesTo(rule: PhraseRule, advert: Advert): boolean {
  if (!rule.channels.includes(advert.channel)) return false;
  return !(rule.id === "fixed-term" && advert.letKind);
}

/** Every rule the advert breaks: at most one finding per rule and field, the first words that broke it. */
export function checkAdvert(advert: Advert): AdvertFinding[] {
  const findings: AdvertFinding[] = [];
  const single = PHRASE_RULES.find((rule) => rule.id === "lettings-single-rent")!;
  if (advert.channel === "lettings" && (advert.poa || advert.price === null))
    findings.push(finding(single, "price", "poa"));
  const fields: [AdvertField, string][] = [
    ["priceQualifier", advert.priceQualifier ?? ""],
    ["summary", advert.summary],
    ["description", advert.description],
    ["features", advert.features.join("\n")],
    ["tags", advert.tags.join("\n")],
  ];
  // A sale is read by no rule yet: its words are not even normalised (most of an import's cost otherwise).
  const rules = PHRASE_RULES.filter((rule) => appliesTo(rule, advert));
  if (rules.length === 0) return findings;
  for (const [field, raw] of fields) {
    const text = normaliseAdvertText(raw);
    if (!text) continue;
    for (const rule of rules) {
      for (const pattern of rule.patterns) {
        const match = pattern.exec(text);
        if (!match) continue;
        findings.push(finding(rule, field, match[0]));
        break;
      }
    }
  }
  return findings;
}

/** Whether the findings keep the advert from being published. */
export const blocksPublication = (findings: readonly AdvertFinding[]) =>
  findings.some((found) => found.severity === "block");
