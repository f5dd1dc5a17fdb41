// Server-side content rules behind the spec §8 flash keys names-not-different and invalid-message-content.
// Pure, so they are unit-tested and documented in docs/leads.md.

/** names-not-different: first and last name the same, ignoring case and surrounding or repeated spaces. */
export function namesAreSame(firstName: string, lastName: string): boolean {
  // A form without name fields (a new-homes definition may lack them) has nothing to compare.
  if (firstName.trim() === "" || lastName.trim() === "") return false;
  const normal = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-GB");
  return normal(firstName) === normal(lastName);
}

const LINK =
  /(?:https?:\/\/|www\.)[^\s<>"]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|ru|cn|xyz|top|io|co|uk|co\.uk)(?:\/[^\s<>"]*)?/giu;

/** A message that says nothing but links (bots paste URLs; people write a sentence around them). */
export function isOnlyLinks(message: string): boolean {
  const withoutLinks = message.replace(LINK, " ");
  if (withoutLinks === message) return false;
  return withoutLinks.replace(/[\s\p{P}\p{S}]+/gu, "") === "";
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The first of the agency's spam phrases the message contains as whole words (case-insensitive), or null. */
export function matchingSpamPhrase(message: string, phrases: readonly string[]): string | null {
  for (const phrase of phrases) {
    const words = phrase.trim().split(/\s+/).map(escapeRegExp).join("\\s+");
    if (words && new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, "iu").test(message))
      return phrase;
  }
  return null;
}

/** invalid-message-content: only links, or one of the agency's phrases. A blank message is the schema's job. */
export function isUnwantedMessage(message: string | undefined, phrases: readonly string[]): boolean {
  if (!message || message.trim() === "") return false;
  return isOnlyLinks(message) || matchingSpamPhrase(message, phrases) !== null;
}

// Spam learning (issue 14, docs/admin.md "Spam learning"): marking a lead as spam in the back office teaches
// the check above the hosts its message links to and the message itself, each matched exactly.

/** A learned message must be at least this long (normalised): a short one ("Please call me") is not a spam mark. */
export const LEARNED_MESSAGE_MIN_LENGTH = 20;

/** The hosts the message links to, lower-case, without "www."; e-mail addresses' domains are not links. */
export function linkHosts(message: string): string[] {
  const hosts = new Set<string>();
  for (const match of message.matchAll(LINK)) {
    if (match.index > 0 && message[match.index - 1] === "@") continue;
    const withoutScheme = match[0].replace(/^https?:\/\//i, "");
    const host = withoutScheme
      .split(/[/?#:]/, 1)[0]!
      .replace(/^[^@]*@/, "")
      .replace(/\.+$/, "")
      .toLowerCase()
      .replace(/^www\./, "");
    if (host.includes(".")) hosts.add(host);
  }
  return [...hosts];
}

/** A host and each parent domain of two labels or more: a learned "spam.example" also catches "x.spam.example". */
export function hostCandidates(host: string): string[] {
  const labels = host.split(".");
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
}

/** The message as compared with learned ones: case, spacing and Unicode look-alike forms do not matter. */
export function normaliseMessage(message: string): string {
  return message.normalize("NFKC").toLocaleLowerCase("en-GB").replace(/\s+/g, " ").trim();
}

/** What a spam lead's message teaches: its link hosts (not the agency's own), and itself when long enough. */
export function spamFingerprints(
  message: string | null | undefined,
  ownHosts: readonly string[] = [],
): { hosts: string[]; message: string | null } {
  if (!message) return { hosts: [], message: null };
  const own = new Set(ownHosts.map((host) => host.toLowerCase().replace(/^www\./, "")));
  const normal = normaliseMessage(message);
  return {
    hosts: linkHosts(message).filter((host) => !own.has(host)),
    message: normal.length >= LEARNED_MESSAGE_MIN_LENGTH ? normal : null,
  };
}
