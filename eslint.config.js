// Flat config: typescript-eslint, React hooks, and the layer zones of design §3 enforced by import-x.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import adminBrowserCode from "./tools/eslint/admin-browser-code.js";

const layer = (target, from, message) => ({ target, from, message });

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".builds/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // No import cycles at run time (type-only imports are erased, so they may point back).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // Dependencies point one way (docs/architecture.md "Layers"): server → app → services → (domain, db,
      // platform); platform → (domain, db); db → domain; jobs, importer and scripts use services, db, domain and
      // platform; browser code reads only domain. Type-only imports count too: a type from a server module is
      // a server module's shape leaking into the browser.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            layer(
              "./domain",
              ["./app", "./services", "./platform", "./db", "./server", "./jobs", "./importer", "./scripts"],
              "domain is pure: it imports nothing outside itself.",
            ),
            layer(
              "./db",
              ["./app", "./services", "./platform", "./server", "./jobs", "./importer", "./scripts"],
              "db knows only the schema and domain.",
            ),
            layer(
              "./platform",
              ["./app", "./services", "./server", "./jobs", "./importer", "./scripts"],
              "platform is infrastructure below the use cases: it never calls them.",
            ),
            layer(
              "./services",
              ["./app", "./server", "./jobs", "./importer", "./scripts"],
              "services are called by routes, jobs, the importer and scripts, never the reverse.",
            ),
            ...["./app/components", "./app/modals", "./app/client"].map((ui) =>
              layer(
                ui,
                [
                  "./services",
                  "./platform",
                  "./db",
                  "./server",
                  "./jobs",
                  "./importer",
                  "./scripts",
                  "./app/routes",
                  "./app/root.tsx",
                ],
                "browser code reads domain/ (types included) and UI code, never server modules or routes.",
              ),
            ),
            layer(
              "./app",
              ["./db", "./server", "./jobs", "./importer", "./scripts"],
              "routes call services; no SQL in app/.",
            ),
            layer(
              ["./app/routes/pages", "./app/routes/api"],
              "./app/routes/admin",
              "the back office's code loads only under /admin.",
            ),
            // The root picks the admin document on the server only (import.meta.env.SSR), so the browser bundle
            // drops it; nothing else of the back office may reach the root.
            {
              target: "./app/root.tsx",
              from: "./app/routes/admin",
              except: ["./admin-document.tsx"],
              message: "the back office's code loads only under /admin.",
            },
            layer(
              "./jobs",
              ["./app", "./server", "./scripts"],
              "jobs use importer, services, db, domain and platform.",
            ),
            layer(
              "./importer",
              ["./app", "./server", "./jobs", "./scripts"],
              "the importer uses services, db, domain and platform.",
            ),
            layer("./scripts", "./app", "command-line tools use services, db, domain and platform."),
            // `npm run seed` runs a first start's demo steps again; nothing else of the host.
            {
              target: "./scripts",
              from: "./server",
              except: ["./first-start.ts", "./demo-open-data.ts", "./demo-price-paid.ts"],
              message: "command-line tools use services, db, domain and platform.",
            },
            // Data apart from code (issue 37 item 5): the demo agency is read only by the first start (the host's
            // first-start.ts and its demo-*.ts) and by scripts/; the product's own constants live in domain/.
            layer(
              [
                "./app",
                "./services",
                "./platform",
                "./domain",
                "./jobs",
                "./importer",
                "./db/repos",
                "./db/reference",
                "./db/client.ts",
                "./db/schema.ts",
                "./server/!(first-start|demo-open-data|demo-price-paid).ts",
              ],
              "./db/seed",
              "the demo agency's data is read only by the first start and scripts/.",
            ),
          ],
        },
      ],
    },
  },
  // The back office's browser chunks share the public site's chunks (issue 14: the public pages' JavaScript must
  // not grow by a byte): its browser code uses no zod, no server module and only the React Router exports the
  // public browser code already uses (tools/eslint/admin-browser-code.js). Add to that list only what the public
  // browser code uses, and check with bench/public-assets.ts against a build of main.
  {
    files: ["app/routes/admin/**/*.{ts,tsx}"],
    plugins: { openhouse: { rules: { "admin-browser-code": adminBrowserCode } } },
    rules: {
      "openhouse/admin-browser-code": [
        "error",
        {
          root: import.meta.dirname,
          reactRouter: [
            "Form",
            "Link",
            "Links",
            "Meta",
            "Outlet",
            "isRouteErrorResponse",
            "matchPath",
            "useLocation",
            "useMatches",
            "useNavigate",
            "useNavigation",
            "useRouteLoaderData",
          ],
        },
      ],
    },
  },
  {
    files: ["tests/**", "bench/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
);
