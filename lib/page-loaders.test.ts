import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..");

/**
 * One way to load a page (STYLE §1): a route (app/**\/page.tsx, layout.tsx) or a game's screen
 * (components/games/<game>/pages/*.tsx) reads through ONE loader: its route's `_data/load-*.ts`, or
 * for a screen its game's `lib/games/<game>/server/pages/load-*.ts`. Beside it the page may only
 * ask who is signed in (requireUser for the sign-in redirect, currentUser where signing in is
 * optional), look a role up in the pure permission table, and import services' types.
 */
const SIGNED_IN = "@/lib/server/auth/current-user";
const ALLOWED_SERVER_MODULES = new Set([SIGNED_IN, "@/lib/authz/permissions"]);
const SERVER_MODULE = /^@\/lib\/(server|games\/[^/]+\/server)(\/|$)/;
const LOADER = /(^|\/)_data\/load-[\w-]+$|^@\/lib\/games\/[^/]+\/server\/pages\/load-[\w-]+$/;

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter(keep);
}

function pageFiles(): string[] {
  const routes = filesUnder("app", (path) => /(^|\/)(page|layout)\.tsx$/.test(path));
  const screens = filesUnder("components/games", (path) => /^components\/games\/[^/]+\/pages\/[^/]+\.tsx$/.test(path));
  return [...routes, ...screens].sort();
}

interface Import {
  from: string;
  names: string[];
  isTypeOnly: boolean;
}

/** The file's static imports, each with the names it binds and whether only types are imported. */
function importsOf(source: string): Import[] {
  return [...source.matchAll(/^import\s+(type\s+)?([\s\S]*?)\s+from\s+"([^"]+)";/gm)].map(([, typeKeyword, clause, from]) => {
    const named = /\{([\s\S]*)\}/.exec(clause!)?.[1] ?? "";
    const specifiers = named
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const hasDefault = /^[\w$]/.test(clause!.trim());
    const isTypeOnly = Boolean(typeKeyword) || (!hasDefault && specifiers.length > 0 && specifiers.every((s) => s.startsWith("type ")));
    return { from: from!, names: specifiers.filter((s) => !s.startsWith("type ")).map((s) => s.split(/\s+as\s+/)[0]!), isTypeOnly };
  });
}

/** What in one page breaks the pattern; empty when it reads through one loader. */
function loaderViolations(source: string): string[] {
  const imports = importsOf(source).filter((i) => !i.isTypeOnly);
  const problems: string[] = [];
  const loaders = imports.filter((i) => LOADER.test(i.from));
  if (loaders.length > 1) problems.push(`reads through ${loaders.length} loaders (${loaders.map((l) => l.from).join(", ")}): one page, one loader`);
  for (const i of imports) {
    if (LOADER.test(i.from) || !SERVER_MODULE.test(i.from)) continue;
    if (!ALLOWED_SERVER_MODULES.has(i.from)) problems.push(`imports ${i.from}: read it through the page's loader`);
    else if (i.from === SIGNED_IN && i.names.some((n) => n !== "requireUser" && n !== "currentUser"))
      problems.push(`imports ${i.names.join(", ")} from ${SIGNED_IN}: only requireUser or currentUser`);
  }
  return problems;
}

describe("every page reads through one loader", () => {
  const pages = pageFiles();

  test("the scan finds the routes and the game screens", () => {
    expect(pages).toContain("app/(app)/campaigns/[campaignId]/members/page.tsx");
    expect(pages).toContain("app/(app)/campaigns/[campaignId]/layout.tsx");
    expect(pages).toContain("components/games/smf/pages/team-page.tsx");
  });

  test.each(pages)("%s", (page) => {
    expect(loaderViolations(readFileSync(join(ROOT, page), "utf8")), relative(ROOT, join(ROOT, page))).toEqual([]);
  });

  test.each([
    [
      "a service called directly",
      'import { listMembers } from "@/lib/server/members/list-members";',
      ["imports @/lib/server/members/list-members: read it through the page's loader"],
    ],
    [
      "an authorization beside the loader",
      'import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";\nimport { loadX } from "./_data/load-x";',
      ["imports @/lib/server/authz/authorize: read it through the page's loader"],
    ],
    [
      "a game's service",
      'import { listBattles } from "@/lib/games/smf/server/battles/list-battles";',
      ["imports @/lib/games/smf/server/battles/list-battles: read it through the page's loader"],
    ],
    [
      "two loaders",
      'import { loadA } from "./_data/load-a";\nimport { loadB } from "@/lib/games/smf/server/pages/load-b";',
      ["reads through 2 loaders (./_data/load-a, @/lib/games/smf/server/pages/load-b): one page, one loader"],
    ],
    [
      "more than the signed-in user",
      'import { requireUser, signOut } from "@/lib/server/auth/current-user";',
      ["imports requireUser, signOut from @/lib/server/auth/current-user: only requireUser or currentUser"],
    ],
  ])("refuses %s", (_label, source, problems) => {
    expect(loaderViolations(source)).toEqual(problems);
  });

  test.each([
    ["its loader and the sign-in redirect", 'import { requireUser } from "@/lib/server/auth/current-user";\nimport { loadMembers } from "./_data/load-members";'],
    ["a service's types", 'import type { BattleListRow } from "@/lib/games/smf/server/battles/list-battles";\nimport { type X } from "@/lib/server/x";'],
    ["the permission table", 'import { can } from "@/lib/authz/permissions";'],
  ])("allows %s", (_label, source) => {
    expect(loaderViolations(source)).toEqual([]);
  });
});
