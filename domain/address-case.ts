// UK addresses as people write them, from the capitals of HM Land Registry's Price Paid data and other
// registers ("1 ST JOHN'S ROAD" → "1 St John's Road"; issue 42 item 9). Pure. Capitalising the first letter of
// every run of letters is wrong after an apostrophe ("John'S"), for Scottish and Irish names ("Mcdonald",
// "O'brien") and for the small words inside place names ("Stratford-Upon-Avon"). A general title-case library
// follows the rules of English titles (headline minor words, no Mc/O'), not those of addresses, so the rules are
// written out here and held by address-case.test.ts.

/**
 * Small words kept in lower case inside an address ("Newcastle upon Tyne", "Weston-super-Mare",
 * "Ashby-de-la-Zouch", "Church of the Holy Cross"), except where a part of the address starts with them
 * ("The Mount", "22 The Mount", "Le Marchant Road").
 */
const SMALL_WORDS = new Set([
  "and",
  "at",
  "by",
  "cum",
  "de",
  "en",
  "in",
  "la",
  "le",
  "next",
  "of",
  "on",
  "sub",
  "super",
  "the",
  "under",
  "upon",
]);

/**
 * "Mac" starts a name only before these letters (MacDonald, MacLeod, MacGregor, MacPherson, MacNeil); before the
 * others it is an ordinary word or a name written as one (Macclesfield, Machin, Mackintosh, Mace, Macaulay).
 */
const MAC_NAME = /^mac[bdfglmnpqrstvw][a-z]{2,}$/;
/** O'Brien, D'Arcy: a single letter and an apostrophe start the name; any other apostrophe is an elision. */
const NAME_APOSTROPHE = /^([od])(['’])([a-z]{2,})$/;
/** 14A, 2B: a house number's letter is a capital; ordinals stay small (1st, 22nd). */
const NUMBER_WITH_LETTER = /^\d+[a-z]$/;
const ORDINAL = /^\d+(st|nd|rd|th)$/;

type Before = "part-start" | "number" | "word";

/** The address (or one of its lines) in title case as UK addresses are written. */
export function titleCaseAddress(text: string): string {
  let before: Before = "part-start";
  return text.toLowerCase().replace(/[\p{L}\p{N}'’]+|[,(]/gu, (token) => {
    // A comma or a bracket starts a new part: "Flat 2, The Mount".
    if (token === "," || token === "(") {
      before = "part-start";
      return token;
    }
    const cased = caseWord(token, before);
    before = /^\p{N}/u.test(token) ? "number" : "word";
    return cased;
  });
}

function caseWord(word: string, before: Before): string {
  if (/^\p{N}/u.test(word)) {
    if (ORDINAL.test(word)) return word;
    return NUMBER_WITH_LETTER.test(word) ? word.toUpperCase() : word;
  }
  // A code rather than a word (a postcode district, "B2B"): as the register wrote it.
  if (/\p{N}/u.test(word)) return word.toUpperCase();
  if (before === "word" && SMALL_WORDS.has(word)) return word;
  const named = NAME_APOSTROPHE.exec(word);
  if (named) return `${named[1]!.toUpperCase()}${named[2]}${capitalise(named[3]!)}`;
  if (/^mc[a-z]{2,}$/.test(word)) return `Mc${capitalise(word.slice(2))}`;
  if (MAC_NAME.test(word)) return `Mac${capitalise(word.slice(3))}`;
  // "john's", "st": only the first letter; the letters after an apostrophe stay small.
  return capitalise(word);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
