/**
 * Dependencies point one way (eslint.config.mjs, SERVER_NO_GAMES): the generic services in
 * lib/server import neither the catalog nor any game, by alias or by a relative climb, not even a
 * type. The route, loader or action that read the catalog hands them the game. This test proves a
 * violation is caught and that the contract below the services (lib/game-contract) is allowed.
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, test } from "vitest";

const PROJECT_DIR = fileURLToPath(new URL("../..", import.meta.url));
// One instance for the whole file; its first lint loads the flat config and the TypeScript parser,
// which takes several seconds on a loaded 2-core machine: done once, under the hook budget.
const eslint = new ESLint({ cwd: PROJECT_DIR });
beforeAll(async () => {
  await eslint.lintText("export {};", { filePath: `${PROJECT_DIR}lib/server/campaigns/example.ts` });
});

const RULES = new Set(["no-restricted-imports", "@typescript-eslint/no-restricted-imports"]);

/** The import problems ESLint finds in `source` as if it were the file at `filePath`. */
async function importProblems(source: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${PROJECT_DIR}${filePath}` });
  return result!.messages.filter((m) => m.ruleId && RULES.has(m.ruleId)).map((m) => m.message);
}

const SERVICE = "lib/server/campaigns/example.ts";

describe("lib/server imports no game and no catalog, by lint", () => {
  test.each([
    { label: "the catalog", source: 'import { gameSystem } from "@/lib/games/registry";\nexport const g = gameSystem;' },
    { label: "the server catalog", source: 'import { gameServer } from "@/lib/games/server-registry";\nexport const g = gameServer;' },
    { label: "a game's manifest", source: 'import { superMissionForce } from "@/lib/games/smf";\nexport const g = superMissionForce;' },
    { label: "a game's type", source: 'import type { SmfCampaignSettings } from "@/lib/games/smf";\nexport type S = SmfCampaignSettings;' },
    { label: "the catalog, relatively", source: 'import { gameSystem } from "../../games/registry";\nexport const g = gameSystem;' },
    { label: "a game's server side, relatively", source: 'import { vsgmrServer } from "../../games/vsgmr/server";\nexport const g = vsgmrServer;' },
  ])("a service may not import $label", async ({ source }) => {
    const problems = await importProblems(source, SERVICE);
    expect(problems.some((message) => message.includes("Generic services import nothing from lib/games"))).toBe(true);
  });

  test("nor may a service a level deeper or higher", async () => {
    expect(await importProblems('import { gameSystem } from "../games/registry";\nexport const g = gameSystem;', "lib/server/example.ts")).not.toEqual([]);
    expect(await importProblems('import { gameSystem } from "../../../games/registry";\nexport const g = gameSystem;', "lib/server/battles/deep/example.ts")).not.toEqual([]);
  });

  test("the contract below the services is allowed, by alias and relatively", async () => {
    const source = [
      'import type { AnyGameSystem } from "@/lib/game-contract/game-system";',
      'import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";',
      'import { battleResults } from "../../game-contract/battle-results";',
      "export const f = (game: AnyGameSystem) => [readCampaignSettings, battleResults, game];",
    ].join("\n");
    expect(await importProblems(source, SERVICE)).toEqual([]);
  });

  test("the rule is the services' alone: a route's loader and a service's test read the catalog", async () => {
    const source = 'import { gameSystem } from "@/lib/games/registry";\nexport const g = gameSystem;';
    expect(await importProblems(source, "app/(app)/campaigns/[campaignId]/_data/example.ts")).toEqual([]);
    expect(await importProblems(source, "lib/server/campaigns/example.test.ts")).toEqual([]);
  });

  test("the contract sits below the services: it imports no service, not even a type", async () => {
    for (const file of ["lib/game-contract/game-server.ts", "lib/game-contract/example.ts"]) {
      const problems = await importProblems('import type { CampaignAccess } from "@/lib/server/authz/authorize";\nexport type A = CampaignAccess;', file);
      expect(problems, file).not.toEqual([]);
    }
    expect(await importProblems('import type { CampaignAccess } from "@/lib/authz/campaign-access";\nexport type A = CampaignAccess;', "lib/game-contract/game-server.ts")).toEqual(
      [],
    );
  });

  test("a service still imports no component either", async () => {
    const problems = await importProblems('import { Button } from "@/components/ui/button";\nexport const b = Button;', SERVICE);
    expect(problems.some((message) => message.includes("lib imports nothing from components"))).toBe(true);
  });
});
