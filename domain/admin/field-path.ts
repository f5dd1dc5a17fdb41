// A back-office form names each field by its path in the form's value, as Conform reads it back
// (platform/form-submission.ts, docs/decisions/028). Pure, so the wings' models and the pages name fields the same
// way the server reads them.

/** A value's path as its field is named: ["items", 2, "name"] → "items[2].name". */
export function pathName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, segment) =>
      typeof segment === "number"
        ? `${name}[${segment}]`
        : name
          ? `${name}.${String(segment)}`
          : String(segment),
    "",
  );
}
