// A BLM v3 file as a CRM exports it, for the suites that write their own rows: CRLF line ends, ^ between fields
// and ~ after each row, the header a Rightmove-format export opens with.

/** The whole file: the header, the definition naming `columns`, each record (already joined), the end mark. */
export function blmText(columns: readonly string[], records: readonly string[]): string {
  return [
    "#HEADER#",
    "Version : 3",
    "EOF : '^'",
    "EOR : '~'",
    `Property Count : ${records.length}`,
    "Generated Date : 2026-11-28 10:00:00",
    "",
    "#DEFINITION#",
    `${columns.join("^")}^~`,
    "#DATA#",
    ...records,
    "#END#",
    "",
  ].join("\r\n");
}
