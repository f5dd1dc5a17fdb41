// Flat config: typescript-eslint, React hooks, and the layer zones of design §3 enforced by import-x.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

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
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // Dependencies point one way: app → services → (domain, db); jobs and importer use services, db, domain.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            layer(
              "./domain",
              ["./app", "./services", "./db", "./server", "./jobs", "./importer"],
              "domain is pure: it imports nothing outside itself.",
            ),
            layer(
              "./db",
              ["./app", "./services", "./server", "./jobs", "./importer"],
              "db knows only the schema and domain.",
            ),
            layer(
              "./services",
              ["./app", "./server", "./jobs", "./importer"],
              "services are called by routes and jobs, never the reverse.",
            ),
            layer(
              "./app",
              ["./db", "./server", "./jobs", "./importer"],
              "routes call services; no SQL in app/.",
            ),
            layer("./jobs", ["./app", "./server"], "jobs use services, db and domain."),
            layer("./importer", ["./app", "./server"], "the importer uses services, db and domain."),
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
