// Flat config: typescript-eslint, React hooks, and the layer zones of design §3 enforced by import-x.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import adminBrowserCode from "./tools/eslint/admin-browser-code.js";

const layer = (target, from, message) => ({ target, from, message });

// The wings (docs/architecture.md "Wings"): one folder per capability under modules/, each with its own layers
// inside and index.ts as its only door. Outside a wing, code imports its door or its pure model (model/), never
// the rooms between.
// Each wing's rooms, lowest first: a room imports only the rooms before it.
const WING_ROOMS = {
  feeds: ["model", "repos", "files", "sync", "back-office", "jobs"],
  leads: ["model", "repos", "use-cases", "back-office", "jobs"],
  audit: ["model", "repos", "use-cases"],
  staff: ["model", "repos", "use-cases"],
  accounts: ["model", "repos", "use-cases", "jobs"],
  people: ["model", "repos", "back-office"],
  content: ["model", "repos", "use-cases"],
  "site-editor": ["repos", "back-office"],
  "open-data": ["model", "repos", "use-cases"],
  branches: ["model", "repos", "use-cases", "back-office"],
  listings: ["model", "repos", "use-cases"],
  "listing-desk": ["back-office"],
  search: ["model", "repos", "use-cases"],
  reports: ["model", "repos", "use-cases", "back-office"],
  agencies: ["model", "repos", "use-cases"],
  "advert-rules": ["model", "repos", "use-cases", "jobs"],
  operators: ["model", "repos", "use-cases"],
};
const WINGS = Object.keys(WING_ROOMS);
const TOP_LEVEL = [
  "./app",
  "./services",
  "./platform",
  "./db",
  "./domain",
  "./server",
  "./jobs",
  "./scripts",
];

// What browser code and the pure kernel may never import: everything that runs only on the server.
const SERVER_SIDE = ["./services", "./platform", "./db", "./server", "./jobs", "./scripts"];
// A wing's model is pure and browser-safe, so every layer may read it.
const WING_MODELS = WINGS.map((wing) => `./${wing}/model`);

const wingZones = WINGS.flatMap((wing) => {
  const dir = `./modules/${wing}`;
  const roomNames = WING_ROOMS[wing];
  const rooms = roomNames.map((room) => `${dir}/${room}`);
  return [
    {
      target: [...TOP_LEVEL, ...WINGS.filter((other) => other !== wing).map((other) => `./modules/${other}`)],
      from: dir,
      except: ["./index.ts", "./model"],
      message: `outside the ${wing} wing, import its door (modules/${wing}/index.ts) or its model, never its rooms.`,
    },
    {
      target: `${dir}/model`,
      from: [...TOP_LEVEL.filter((top) => top !== "./domain"), ...rooms.slice(1), `${dir}/index.ts`],
      message: "a wing's model is pure and browser-safe: it imports only domain/ and other wings' models.",
    },
    ...roomNames.slice(1).map((room, index) => ({
      target: `${dir}/${room}`,
      from: [...rooms.slice(index + 2), `${dir}/index.ts`, "./app", "./server", "./jobs", "./scripts"],
      message: `inside a wing, rooms import only the rooms below them (${roomNames.join(" → ")}), never the door.`,
    })),
  ];
});

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
      // Dependencies point one way (docs/architecture.md "Layers"): server → app → (wings' doors, services) →
      // (domain, db, platform); platform → (domain, db); db → domain; jobs and scripts use wings' doors, services,
      // db, domain and platform; browser code reads only domain and the wings' models. Type-only imports count
      // too: a type from a server module is a server module's shape leaking into the browser.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...wingZones,
            // domain/ is the shared kernel; until the listings wing exists, its listing forms read the feeds
            // model's codes (models are pure too).
            {
              target: "./domain",
              from: ["./app", ...SERVER_SIDE, "./modules"],
              except: WING_MODELS,
              message: "domain is pure: it imports nothing outside itself but the wings' pure models.",
            },
            layer(
              "./db",
              ["./app", "./services", "./platform", "./server", "./jobs", "./scripts"],
              "db knows only the schema, domain and the wings' models.",
            ),
            {
              target: ["./db/client.ts", "./db/schema.ts", "./db/like-pattern.ts", "./db/reference"],
              from: "./modules",
              except: WING_MODELS,
              message: "db knows only the schema, domain and the wings' models.",
            },
            // The repositories not yet moved into a wing are its rooms-to-be, and the demo seed loads through the
            // wings: both may read a wing's door.
            {
              target: ["./db/repos", "./db/seed"],
              from: "./modules",
              except: WINGS.flatMap((wing) => [`./${wing}/model`, `./${wing}/index.ts`]),
              message: "a repository outside the wings reads a wing through its door only.",
            },
            layer(
              "./platform",
              ["./app", "./services", "./server", "./jobs", "./scripts"],
              "platform is infrastructure below the use cases: it never calls them.",
            ),
            {
              target: "./platform",
              from: "./modules",
              except: WING_MODELS,
              message:
                "platform is infrastructure below the use cases: it reads only the wings' pure models.",
            },
            layer(
              "./services",
              ["./app", "./server", "./jobs", "./scripts"],
              "services are called by routes, jobs and scripts, never the reverse.",
            ),
            layer(
              "./modules",
              ["./app", "./server", "./jobs", "./scripts"],
              "wings are called by routes, the host, jobs and scripts, never the reverse.",
            ),
            ...["./app/components", "./app/modals", "./app/client", "./app/ui"].map((ui) =>
              layer(
                ui,
                [...SERVER_SIDE, "./app/routes", "./app/root.tsx"],
                "browser code reads domain/ (types included) and UI code, never server modules or routes.",
              ),
            ),
            ...["./app/components", "./app/modals", "./app/client", "./app/ui"].map((ui) => ({
              target: ui,
              from: "./modules",
              except: WING_MODELS,
              message: "browser code reads the wings' models only, never their doors or rooms.",
            })),
            layer(
              "./app",
              ["./db", "./server", "./jobs", "./scripts"],
              "routes call services and wings' doors; no SQL in app/.",
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
              "jobs use wings' doors, services, db, domain and platform.",
            ),
            layer(
              "./scripts",
              "./app",
              "command-line tools use wings' doors, services, db, domain and platform.",
            ),
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
                "./modules",
                "./db/repos",
                "./db/reference",
                "./db/client.ts",
                "./db/schema.ts",
                "./server/!(first-start|demo-open-data|demo-price-paid|second-demo-agency).ts",
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
  // services/ composes pages from several wings and builds the Services bag, so it sits above them: a wing never
  // imports it, not even a type (the bag's type is platform/services.ts).
  {
    files: ["modules/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)services/",
              allowTypeImports: false,
              message:
                "a wing never imports services/ (it composes the wings); use a door, platform/, db/ or domain/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["tests/**", "bench/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "import-x/no-restricted-paths": "off", "@typescript-eslint/no-restricted-imports": "off" },
  },
);
