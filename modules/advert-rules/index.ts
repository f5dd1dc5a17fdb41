// The advert rules wing's door (issue 41): the 2026 rules every advert is checked against. Pure so far; the listing
// editor, the feed import and the live-adverts report are to run these same checks.
export {
  blocksPublication,
  checkAdvert,
  type Advert,
  type AdvertField,
  type AdvertFinding,
} from "./model/check-advert.ts";
export { PHRASE_RULES, normaliseAdvertText, type PhraseRule } from "./model/phrase-rules.ts";
