// Lint for the whole project (npm run lint; a suite of npm test). Next's recommended rules, and the
// layer boundaries of STYLE.md: the rules library stays pure and each game keeps to its own folder;
// components import nothing from a service, not even its types.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const ROOT = import.meta.dirname;
const foldersIn = (dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/**
 * Each game system, read from its folders: a folder of lib/games with an entry (index.ts), and a
 * folder of lib/rules (a game's pure rules may be written before its app side). A new game gets
 * every boundary below without an edit here. Its screens (components/games/<game>) share its
 * folder name: a folder there that is no game's would sit outside every boundary, so lint refuses
 * to start until it is one's.
 */
const GAMES = [...new Set([...foldersIn("lib/games").filter((folder) => existsSync(path.join(ROOT, "lib/games", folder, "index.ts"))), ...foldersIn("lib/rules")])].sort();
const strays = foldersIn("components/games").filter((folder) => !GAMES.includes(folder));
if (strays.length > 0) throw new Error(`components/games/${strays.join(", ")}: no game has this folder (no lib/games/<game>/index.ts), so no boundary would hold it.`);

const PURE_IMPORTS = [
  {
    regex: "^(node:|fs(/|$)|crypto$|next(/|$)|react(-dom)?(/|$)|@prisma/|server-only$)",
    message: "The rules library is pure: no Node, Next, React or Prisma here (STYLE.md §2).",
  },
  {
    regex: "^(@/lib/|(\\.\\./)+)(server|generated|actions|schemas|export|journal)(/|$)",
    message: "The rules library imports nothing above it: services call the rules, never the reverse.",
  },
  { regex: "(^|/)testing/fixtures$", message: "Test fixtures are for tests only." },
];

const PURE_CODE = {
  "no-restricted-properties": [
    "error",
    { object: "Math", property: "random", message: "Take a Dice instead: every random step is replayable." },
    { object: "Date", property: "now", message: "Pass the time in: rules never read the clock." },
  ],
  "no-restricted-syntax": [
    "error",
    { selector: "NewExpression[callee.name='Date']", message: "Pass the time in: rules never read the clock." },
    { selector: "CallExpression[callee.name='Date']", message: "Pass the time in: rules never read the clock." },
    { selector: "MemberExpression[object.name='process']", message: "No environment in rules: pass settings in." },
    { selector: "MemberExpression[object.name='crypto']", message: "Take a Dice instead of the global crypto." },
    { selector: "ImportExpression", message: "Rules load no module at run time: import it at the top." },
    { selector: "CallExpression[callee.name='require']", message: "Rules load no module at run time: import it at the top." },
  ],
};

/**
 * The only generic module that names the games: the catalog, one line per game. The server side
 * (lib/games/server-registry.ts) and the screens (components/games/registry.ts) find a game's modules
 * in its folder (GameSystem.folder) and are held to the boundaries like any generic module.
 */
const REGISTRIES = ["lib/games/registry.ts"];

/**
 * Pure code beside the services: shapes, tables and readers that services, actions and components all
 * import. It imports no service, not even a type, and nothing server-only, so no import runs back up a
 * layer. (lib/rules has its own, stricter blocks; lib/games' server-side contract and registry are not pure.)
 */
const PURE_LIB = {
  files: [
    "lib/*.ts",
    ...["activity", "authz", "export", "http", "journal", "json", "ledger", "schemas", "views"].map((folder) => `lib/${folder}/**/*.{ts,tsx}`),
    "lib/game-contract/*.ts",
    "lib/games/*.ts",
    "lib/games/*/*.ts",
    ...["battles", "export", "journal", "schemas", "views"].map((folder) => `lib/games/*/${folder}/**/*.{ts,tsx}`),
  ],
  ignores: ["lib/games/server-registry.ts"],
};

/** lib imports nothing from components, by alias or by a relative climb. */
const LIB_NO_COMPONENTS = {
  regex: "^(@/components|(\\.\\./)+components)(/|$)",
  allowTypeImports: false,
  message: "lib imports nothing from components, not even a type: move the shape down to lib (lib/views, a game's views).",
};

/**
 * The generic services (lib/server) name no game and read no catalog, by alias or by a relative
 * climb, not even for a type: the route, loader or action reads the catalog and hands the service
 * the campaign's game as a parameter. The contract's types and helpers sit below, in lib/game-contract.
 */
const SERVER_NO_GAMES = {
  regex: "^(@/lib/games|(\\.\\./)+games)(/|$)",
  allowTypeImports: false,
  message: "Generic services import nothing from lib/games (no catalog, no game): the caller hands the game in as a parameter; the contract is in lib/game-contract.",
};

/** A game's own folders: its rules, its adapters (server, actions, schemas) and its screens. */
const gameFolders = (game) => [`lib/rules/${game}/**`, `lib/games/${game}/**`, `components/games/${game}/**`];

/** An import of any of a game's folders, by alias or by a relative climb. */
const intoGame = (game) => ({
  regex: `^(@/(lib/rules|lib/games|components/games)/${game}|(\\.{1,2}/)+((rules|games)/)?${game})(/|$)`,
  message: `Only ${game}'s own folders import its code; generic code goes through the game-system registries.`,
});

const otherGames = (game) =>
  GAMES.filter((other) => other !== game).map((other) => ({
    regex: `^(@/lib/rules/${other}|\\.\\./${other})(/|$)`,
    message: `One game's rules never reach into another's (${other}).`,
  }));

const config = [
  {
    ignores: [".next/**", "lib/generated/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**", "bench/**", "next-env.d.ts"],
  },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // `_name` marks a parameter kept for its position (an action's previous state).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  // Nothing outside a game's folders reaches into them: generic code dispatches through the
  // registries (REGISTRIES), which alone import a game's entry; and one game's adapters and screens
  // never reach into another's (its rules are held to the same in their own block below). Tests,
  // scripts and e2e may drive a game directly. One block per set of files: for one file, a later
  // block's options for a rule replace an earlier one's, they do not add up.
  {
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: [...GAMES.flatMap(gameFolders), ...REGISTRIES, "tests/**", "e2e/**", "scripts/**", "bench/**", "**/*.test.ts", "**/*.bench.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: GAMES.map(intoGame) }] },
  },
  ...GAMES.map((game) => ({
    files: [`lib/games/${game}/**/*.{ts,tsx}`, `components/games/${game}/**/*.{ts,tsx}`],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: GAMES.filter((other) => other !== game).map(intoGame),
          // A game's actions refuse another system's records: they take their builders from its action-builders.ts (recordActions with ofGame).
          paths: [
            {
              name: "@/lib/actions/safe-action",
              importNames: ["campaignAction", "teamAction", "battleAction"],
              message: `Use this game's builders (lib/games/${game}/actions/action-builders.ts), which refuse another system's campaigns, teams and battles.`,
            },
          ],
        },
      ],
    },
  })),
  // The shared rules (dice, odds, explanations) belong to no game and import none.
  {
    files: ["lib/rules/*.ts"],
    ignores: ["**/*.test.ts", "**/*.bench.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...PURE_IMPORTS, { regex: `^(@/lib/rules/|\\./)(${GAMES.join("|")})(/|$)`, message: "The shared rules import no game." }] }],
      ...PURE_CODE,
    },
  },
  ...GAMES.map((game) => ({
    files: [`lib/rules/${game}/**/*.ts`],
    ignores: ["**/*.test.ts", "**/*.bench.ts", `lib/rules/${game}/testing/**`],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...PURE_IMPORTS, ...otherGames(game)] }],
      ...PURE_CODE,
    },
  })),
  // Nothing in lib imports a component, not even a type: what a loader hands a screen is shaped in
  // lib (lib/views, lib/games/<game>/views), which both sides import.
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [LIB_NO_COMPONENTS],
        },
      ],
    },
  },
  // The generic services import no game and no catalog (SERVER_NO_GAMES); they keep lib's rule on
  // components too, since this block's options replace the one above for these files.
  {
    files: ["lib/server/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.bench.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [LIB_NO_COMPONENTS, SERVER_NO_GAMES] }],
    },
  },
  {
    ...PURE_LIB,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/server/*", "@/lib/server", "@/lib/games/*/server/*", "@/lib/games/*/server/**", "server-only"],
              allowTypeImports: false,
              message: "Pure code imports no service, not even a type: move the shape it needs down beside it (lib/views, a game's views).",
            },
            LIB_NO_COMPONENTS,
          ],
        },
      ],
    },
  },
  // Components render what services loaded, but import nothing from a service module, not even a type:
  // the shapes they render live in pure modules both sides import (lib/views, lib/games/<game>/views). A
  // game's pages (components/games/<game>/pages) are route bodies, and read through loaders as routes do.
  {
    files: ["components/**/*.{ts,tsx}"],
    ignores: ["components/games/*/pages/**", "components/games/*/screens.ts", "components/games/registry.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/server/*", "@/lib/server"],
              allowTypeImports: false,
              message: "Components import nothing from a service, not even a type: the shapes they render live in pure modules (lib/views, a game's views).",
            },
            {
              group: ["@/lib/games/*/server/*", "@/lib/games/*/server/**"],
              allowTypeImports: false,
              message: "Components import nothing from a game's services, not even a type: its page shapes live in lib/games/<game>/views.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
