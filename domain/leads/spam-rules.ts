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
