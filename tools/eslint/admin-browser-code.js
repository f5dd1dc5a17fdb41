// ESLint rule for app/routes/admin: what the back office's browser code may import (issue 14: "the public
// pages' first-render JavaScript must not grow by a byte"). Admin pages ship no script, yet React Router still
// builds a browser chunk of every admin route module, and the bundler splits the code those chunks share with
// the public site (zod, React Router) by what both sides use. So an admin page's browser code must not use zod
// (directly or through a module that imports it), server modules, or a React Router export the public pages'
// browser code does not use.
//
// A route module holds server code too: React Router drops loader, action, headers and middleware from the
// browser chunk, and the module-level code only they use with them. The rule does the same reckoning, so a
// loader may call services and parse with zod; only a use reachable from the component, ErrorBoundary, meta and
// other browser exports is reported. `*.server.*` modules never reach the browser (React Router refuses them).
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";

const SERVER_EXPORTS = new Set(["loader", "action", "headers", "middleware"]);
// TypeScript nodes that wrap code which runs; any other TS* ancestor means a type position (erased).
const RUNTIME_TS = new Set([
  "TSAsExpression",
  "TSSatisfiesExpression",
  "TSNonNullExpression",
  "TSTypeAssertion",
  "TSInstantiationExpression",
  "TSEnumDeclaration",
  "TSEnumMember",
  "TSModuleDeclaration",
  "TSModuleBlock",
  "TSExportAssignment",
  "TSParameterProperty",
]);
const RUNTIME_IMPORT =
  /^\s*(?:import|export)\s+(?!type[\s{*])(?:([\w*\s{},$]*?)\s+from\s+)?["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
const SOURCE_EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];

const isServerModule = (specifier) => /\.server(?:\.[jt]sx?)?$/.test(specifier.split("?")[0]);
const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

function resolveFile(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier.split("?")[0]);
  for (const extension of SOURCE_EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The specifiers a module imports at run time (type-only imports are erased, so they do not count). */
function runtimeImports(file) {
  const text = readFileSync(file, "utf8");
  const found = [];
  for (const [, clause, specifier] of text.matchAll(RUNTIME_IMPORT)) {
    const names = clause?.trim().match(/^\{([^}]*)\}$/)?.[1];
    const onlyTypes = names?.split(",").every((name) => !name.trim() || /^type\s/.test(name.trim()));
    if (!onlyTypes) found.push(specifier);
  }
  for (const [, specifier] of text.matchAll(DYNAMIC_IMPORT)) found.push(specifier);
  return found;
}

/**
 * Why an import may not reach the browser, as the chain that leads to the trouble ("domain/x.ts → zod"),
 * or null. Relative modules are followed through their run-time imports.
 */
function makeChecker({ root, serverDirs, packages }) {
  const cache = new Map();
  const shortName = (file) => relative(root, file).split(sep).join("/");
  function fileTrouble(file, visiting) {
    if (cache.has(file)) return cache.get(file);
    // A cycle is cut here; run-time import cycles are refused anyway (import-x/no-cycle).
    if (visiting.has(file)) return null;
    visiting.add(file);
    let trouble = null;
    const [top] = shortName(file).split("/");
    if (serverDirs.includes(top)) trouble = [`${shortName(file)} (a server module)`];
    else if (/\.[cm]?[jt]sx?$/.test(file)) {
      for (const specifier of runtimeImports(file)) {
        const inner = specifierTrouble(file, specifier, visiting);
        if (inner) {
          trouble = [shortName(file), ...inner];
          break;
        }
      }
    }
    visiting.delete(file);
    cache.set(file, trouble);
    return trouble;
  }
  function specifierTrouble(fromFile, specifier, visiting = new Set()) {
    if (isServerModule(specifier)) return null;
    if (!specifier.startsWith(".")) return packages.includes(packageName(specifier)) ? [specifier] : null;
    const file = resolveFile(fromFile, specifier);
    return file ? fileTrouble(file, visiting) : null;
  }
  return (fromFile, specifier) => {
    const chain = specifierTrouble(fromFile, specifier);
    // The first link is the imported module itself when it is the trouble ("zod", "services/…").
    return chain && chain.join(" → ");
  };
}

/** The module-level declarations (functions, classes, variable declarators) and the names they bind. */
function moduleUnits(scopeManager) {
  const moduleScope =
    scopeManager.scopes.find((scope) => scope.type === "module") ?? scopeManager.globalScope;
  const units = new Map(); // unit node → its variables
  for (const variable of moduleScope.variables) {
    const def = variable.defs[0];
    if (!def || !["FunctionName", "ClassName", "Variable"].includes(def.type)) continue;
    const list = units.get(def.node) ?? [];
    list.push(variable);
    units.set(def.node, list);
  }
  return units;
}

/** Local name → the names it is exported under. */
function exportedNames(program) {
  const exported = new Map();
  const add = (local, name) => exported.set(local, [...(exported.get(local) ?? []), name]);
  for (const statement of program.body) {
    if (statement.type === "ExportNamedDeclaration" && !statement.source) {
      const declaration = statement.declaration;
      if (declaration?.id?.name) add(declaration.id.name, declaration.id.name);
      for (const declarator of declaration?.declarations ?? [])
        if (declarator.id.type === "Identifier") add(declarator.id.name, declarator.id.name);
      for (const specifier of statement.specifiers)
        if (specifier.local.type === "Identifier")
          add(specifier.local.name, specifier.exported.name ?? specifier.exported.value);
    }
    if (statement.type === "ExportDefaultDeclaration") {
      const declaration = statement.declaration;
      if (declaration.id?.name) add(declaration.id.name, "default");
      if (declaration.type === "Identifier") add(declaration.name, "default");
    }
  }
  return exported;
}

function inTypePosition(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type.startsWith("TS") && !RUNTIME_TS.has(at.type)) return true;
    if (at.type.endsWith("Statement") || at.type.endsWith("Declaration") || at.type === "Program")
      return false;
  }
  return false;
}

/** The module-level units that only server code uses, as React Router's browser build reckons them. */
function serverOnlyUnits(units, exported) {
  const unitOf = (node) => {
    for (let at = node; at; at = at.parent) if (units.has(at)) return at;
    return null;
  };
  const server = new Set();
  const client = new Set();
  for (const [unit, variables] of units) {
    const names = variables.flatMap((variable) => exported.get(variable.name) ?? []);
    if (names.length && names.every((name) => SERVER_EXPORTS.has(name))) server.add(unit);
    else if (names.length) client.add(unit);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const [unit, variables] of units) {
      if (server.has(unit) || client.has(unit)) continue;
      const uses = variables
        .flatMap((variable) => variable.references)
        .filter((reference) => !reference.init && !inTypePosition(reference.identifier))
        .map((reference) => unitOf(reference.identifier))
        .filter((user) => user !== unit);
      if (uses.length && uses.every((user) => server.has(user))) {
        server.add(unit);
        changed = true;
      }
    }
  }
  return { isServerCode: (node) => server.has(unitOf(node)) };
}

export default {
  meta: {
    type: "problem",
    docs: {
      description: "The back office's browser code imports nothing that changes the public site's chunks",
    },
    schema: [
      {
        type: "object",
        properties: {
          root: { type: "string" },
          serverDirs: { type: "array", items: { type: "string" } },
          packages: { type: "array", items: { type: "string" } },
          reactRouter: { type: "array", items: { type: "string" } },
        },
        required: ["root"],
        additionalProperties: false,
      },
    ],
    messages: {
      module:
        "`{{name}}` reaches {{chain}}. Used outside loader/action/headers it goes into this admin page's " +
        "browser chunk, which shares chunks with the public site (issue 14): pass what the page needs as " +
        "loader data, or take it from a module without zod or server code.",
      reactRouter:
        "React Router's `{{name}}` is not used by the public pages' browser code: in an admin page's browser " +
        "code it grows the React Router chunk every public page loads (issue 14). Use what the route's props " +
        "give (e.g. ErrorBoundary's `error`), or one of: {{allowed}}.",
    },
  },
  create(context) {
    const filename = context.filename;
    if (/\.server\.[jt]sx?$/.test(filename) || /\.test\.[jt]sx?$/.test(filename)) return {};
    const [options] = context.options;
    // A new checker per file: its cache of modules read never outlives an edit (an editor lints again).
    const trouble = makeChecker({
      root: options.root,
      serverDirs: options.serverDirs ?? [
        "services",
        "db",
        "platform",
        "server",
        "jobs",
        "importer",
        "scripts",
      ],
      packages: options.packages ?? ["zod"],
    });
    const allowedRouter = options.reactRouter ?? [];
    const { sourceCode } = context;

    return {
      Program(program) {
        const units = moduleUnits(sourceCode.scopeManager);
        const exported = exportedNames(program);
        const { isServerCode } = serverOnlyUnits(units, exported);
        const reportBrowserUses = (specifier, report) => {
          for (const variable of sourceCode.getDeclaredVariables(specifier))
            for (const reference of variable.references)
              if (!inTypePosition(reference.identifier) && !isServerCode(reference.identifier))
                report(reference.identifier);
        };

        for (const statement of program.body) {
          if (statement.type === "ImportDeclaration" && statement.importKind !== "type") {
            const source = statement.source.value;
            const specifiers = statement.specifiers.filter((specifier) => specifier.importKind !== "type");
            if (source === "react-router") {
              for (const specifier of specifiers) {
                const name = specifier.imported?.name ?? specifier.local.name;
                if (specifier.type === "ImportSpecifier" && allowedRouter.includes(name)) continue;
                reportBrowserUses(specifier, (node) =>
                  context.report({
                    node,
                    messageId: "reactRouter",
                    data: { name, allowed: allowedRouter.join(", ") },
                  }),
                );
              }
              continue;
            }
            const chain = trouble(filename, source);
            if (!chain) continue;
            if (statement.specifiers.length === 0)
              context.report({ node: statement, messageId: "module", data: { name: source, chain } });
            for (const specifier of specifiers)
              reportBrowserUses(specifier, (node) =>
                context.report({ node, messageId: "module", data: { name: node.name, chain } }),
              );
          }
          // A re-export goes into the browser chunk unless it is one of the server exports.
          if (
            (statement.type === "ExportNamedDeclaration" || statement.type === "ExportAllDeclaration") &&
            statement.source &&
            statement.exportKind !== "type"
          ) {
            const names = (statement.specifiers ?? []).map((s) => s.exported.name ?? s.exported.value);
            if (names.length && names.every((name) => SERVER_EXPORTS.has(name))) continue;
            const chain = trouble(filename, statement.source.value);
            if (chain)
              context.report({
                node: statement,
                messageId: "module",
                data: { name: statement.source.value, chain },
              });
          }
        }
      },
    };
  },
};
