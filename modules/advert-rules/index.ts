// The advert rules wing's door (issue 41): the 2026 rules every advert is checked against, one module for the feed
// import, the listings desk (and its editor's script) and the report of live adverts.
export {
  blocksPublication,
  checkAdvert,
  type Advert,
  type AdvertField,
  type AdvertFinding,
} from "./model/check-advert.ts";
export { PHRASE_RULES, normaliseAdvertText, type PhraseRule } from "./model/phrase-rules.ts";
export {
  advertHoldOf,
  advertOf,
  findingSentence,
  type AdvertColumns,
  type AdvertHold,
} from "./model/listing-advert.ts";
export { recheckAdverts, type AdvertRecheck } from "./use-cases/recheck-adverts.ts";
export { deleteExpiredAdvertVersions, recordAdvertVersions } from "./use-cases/advert-versions.ts";
export { advertEvidence, evidencePhotos, type AdvertEvidence } from "./use-cases/advert-evidence.ts";
export {
  advertSnapshot,
  badgesAt,
  versionLiveAt,
  type AdvertPhoto,
  type AdvertSnapshot,
  type AdvertVersion,
} from "./model/advert-version.ts";
export { DEFAULT_ADVERT_SETTINGS, type AdvertPolicy, type AdvertSettings } from "./model/advert-settings.ts";
export { selectAdvertSettings, countMissingPartA } from "./repos/advert-settings.ts";
export { saveAdvertSettings, type AdvertSettingsResult } from "./use-cases/advert-settings.ts";
export { startEvidenceRetention } from "./jobs/evidence-retention.ts";
export { earlierMarketingOf } from "./use-cases/earlier-marketing.ts";
export { homeKey, marketingRunBefore, type EarlierMarketing } from "./model/badge-honesty.ts";
