// The agency's configured tags as the cookie policy lists them (issue 41): the agency's own statistics and its
// analytics tags, each with its category, whose it is, where it loads from and sends to, and when it runs. The
// cookies a tag sets are the tool's own; the policy names the tool's addresses so a visitor can look them up.
import type { StorageCategory } from "../../../domain/site-storage.ts";
import { snippetScriptOrigins, statisticsModeOf } from "./first-party-statistics.ts";

export type ConfiguredTag = {
  kind: "statistics" | "analytics";
  category: StorageCategory;
  party: "first" | "third";
  /** The addresses it loads scripts from and sends data to (empty: this site alone). */
  origins: string[];
  /** Before any choice and until an objection, or only after a yes. */
  runs: "until-objection" | "after-consent";
};

type TagFields = {
  analytics_code: string;
  head_analytics_code: string;
  connectOrigins: string[];
  statistics_code: string;
  statisticsOrigins: string[];
  statisticsWithoutAsking: boolean;
};

const unique = (values: string[]) => [...new Set(values)];

export function configuredTagsOf(analytics: TagFields): ConfiguredTag[] {
  const tags: ConfiguredTag[] = [];
  if (analytics.statistics_code.trim())
    tags.push({
      kind: "statistics",
      category: "statistics",
      party: "first",
      origins: unique([...snippetScriptOrigins(analytics.statistics_code), ...analytics.statisticsOrigins]),
      runs: statisticsModeOf(analytics) === "without-asking" ? "until-objection" : "after-consent",
    });
  const tagsHtml = `${analytics.head_analytics_code}\n${analytics.analytics_code}`;
  if (tagsHtml.trim())
    tags.push({
      // Every analytics tag is treated as a third party's, whatever it is: behind consent, as before issue 41.
      kind: "analytics",
      category: "statistics",
      party: "third",
      origins: unique([...snippetScriptOrigins(tagsHtml), ...analytics.connectOrigins]),
      runs: "after-consent",
    });
  return tags;
}
