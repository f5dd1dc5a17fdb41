import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import rule from "./admin-browser-code.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = `${import.meta.dirname}/fixtures`;
const filename = `${root}/app/page.tsx`;
const options = [{ root, reactRouter: ["Outlet", "isRouteErrorResponse"] }];
const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});
const page = (code) => ({ code, filename, options });
const fails = (code, ...errors) => ({
  ...page(code),
  errors: errors.map((error) => (typeof error === "string" ? { messageId: error } : error)),
});

tester.run("admin-browser-code", rule, {
  valid: [
    // The loader may read services and parse with zod: React Router drops it from the browser chunk.
    page(`
      import { data } from "react-router";
      import { nameField } from "../domain/with-zod.ts";
      import { readRows } from "../services/reads.ts";
      import { LIMIT } from "../domain/plain.ts";
      export async function loader() {
        return data({ rows: await readRows(), name: nameField.parse("x") });
      }
      export default function Page() { return <p>{LIMIT}</p>; }
    `),
    // A helper only the loader and action use goes with them, and so does what it uses.
    page(`
      import { nameField } from "../domain/with-zod.ts";
      const parseName = (value) => nameField.parse(value);
      const twice = (value) => [parseName(value), parseName(value)];
      export const loader = () => twice("a");
      export function action() { return parseName("b"); }
      export default function Page() { return null; }
    `),
    // Types are erased; a module that names zod in types only is fine.
    page(`
      import type { nameField } from "../domain/with-zod.ts";
      import { type LIMIT as Limit } from "../domain/with-zod.ts";
      import { LABEL, type Field } from "../domain/types-only.ts";
      export default function Page(props: { field: Field; name: typeof nameField; limit: typeof Limit }) {
        return <p>{LABEL}</p>;
      }
    `),
    page(`
      import { isRouteErrorResponse, Outlet, redirect } from "react-router";
      export function action() { throw redirect("/admin"); }
      export function ErrorBoundary({ error }: { error: unknown }) { return isRouteErrorResponse(error) ? <Outlet /> : null; }
    `),
    // *.server modules never reach the browser (React Router refuses the build otherwise).
    page(`
      import { renderPreview } from "./preview.server.tsx";
      export default function Page() { return renderPreview(); }
    `),
    {
      code: `import { WINDOW_DAYS } from "../services/reads.ts"; export const x = WINDOW_DAYS;`,
      filename: `${root}/app/read.server.ts`,
      options,
    },
  ],
  invalid: [
    fails(
      `
      import { LIMIT } from "../domain/with-zod.ts";
      export default function Page() { return <p>{LIMIT}</p>; }
    `,
      "module",
    ),
    // Through a module that re-exports it, and in meta (meta runs in the browser too).
    fails(
      `
      import { LIMIT } from "../domain/via.ts";
      export const meta = () => [{ title: String(LIMIT) }];
    `,
      { messageId: "module", data: { name: "LIMIT", chain: "domain/via.ts → domain/with-zod.ts → zod" } },
    ),
    fails(
      `
      import { readRows, WINDOW_DAYS } from "../services/reads.ts";
      export async function loader() { return readRows(); }
      export default function Page() { return <p>{WINDOW_DAYS}</p>; }
    `,
      { messageId: "module", data: { name: "WINDOW_DAYS", chain: "services/reads.ts (a server module)" } },
    ),
    // A helper the component uses too is browser code, whoever else calls it.
    fails(
      `
      import { nameField } from "../domain/with-zod.ts";
      const check = (value) => nameField.safeParse(value).success;
      export const loader = () => check("a");
      export default function Page() { return <p>{String(check("b"))}</p>; }
    `,
      "module",
    ),
    fails(
      `
      import { z } from "zod";
      export default function Page() { return <p>{z.string().maxLength}</p>; }
    `,
      "module",
    ),
    fails(`import "../domain/with-zod.ts";`, "module"),
    fails(`export { nameField } from "../domain/with-zod.ts";`, "module"),
    fails(
      `
      import { useRouteError, isRouteErrorResponse } from "react-router";
      export function ErrorBoundary() { return isRouteErrorResponse(useRouteError()) ? null : <p />; }
    `,
      "reactRouter",
    ),
  ],
});
