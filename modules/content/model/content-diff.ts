// What changed between two versions of the site's content (issue 15 item 1 "compare two versions"): every leaf
// that differs, by its path (`theme.preferences.colours.primary`), with both values. Arrays compare by position,
// so a menu item moved shows as the items that changed places. Pure: the compare page renders the result.

export type ContentChange = { path: string; before: unknown; after: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function contentDiff(before: unknown, after: unknown, path = ""): ContentChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: ContentChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const at = path ? `${path}.${i}` : String(i);
      if (i >= before.length) changes.push({ path: at, before: undefined, after: after[i] });
      else if (i >= after.length) changes.push({ path: at, before: before[i], after: undefined });
      else changes.push(...contentDiff(before[i], after[i], at));
    }
    return changes;
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => contentDiff(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: path || "(all)", before, after }];
}

/** The top-level keys (sections) a list of changes touches, in order of first mention. */
export function changedSections(changes: readonly ContentChange[]): string[] {
  return [...new Set(changes.map((change) => change.path.split(".")[0]!))];
}
