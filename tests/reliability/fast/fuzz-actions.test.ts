/**
 * Hostile input to every server action (issue 6): each "use server" export under lib/actions and
 * every game system's actions, found at run time, is posted arbitrary forms by a signed-in
 * organiser of a campaign of each system with teams, characters and a battle in play, and every post is held to the properties of
 * ../harness/fuzz-post.ts: no throw (500), no unexpected-error path, nothing internal shown, no
 * redirect off the site, nothing written when it refuses, and the campaign the organiser is not
 * in never changes, whichever of its ids the post carries (IDOR).
 *
 * Runs per action: FUZZ_RUNS, else 25 in `npm test` and 150 in `npm run test:reliability`.
 * The campaign is rebuilt only when an action changed what the fuzzer relies on (campaignDigest).
 * A failure prints the seed; replay it with FUZZ_SEED=<seed> FUZZ_RUNS=<n>.
 */
import path from "node:path";
import { gameServer } from "@/lib/games/server-registry";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { supersUnlimited } from "@/lib/games/supers-unlimited";
import { vsgmr } from "@/lib/games/vsgmr";
import { UNCONFIRMED_EMAIL_MESSAGE } from "@/lib/schemas/auth";
import { teamExportResponse } from "@/lib/server/export/export-response";
import { actAs, formOf } from "../harness/act-as";
import { actionDirs, catalogServerActions } from "../harness/fuzz-actions-catalog";
import { fuzzRuns, fuzzSeed } from "../harness/fuzz-checks";
import { hostileForm, toFormData, type FuzzContext } from "../harness/fuzz-forms";
import { postAndCheck } from "../harness/fuzz-post";
import { buildFuzzWorld, campaignIdsOf, type FuzzWorld, type PlayedCampaign, worldSideDigest } from "../harness/fuzz-world";
import { BUILDS } from "../../integration/character-builds";

vi.mock("@/lib/server/auth/current-user", () => import("../harness/session-double"));
vi.mock("next/cache", () => import("../harness/next-cache-double"));
vi.mock("next/headers", () => import("../harness/next-headers-double"));
vi.mock("next-auth", () => import("../harness/fuzz-next-auth-double"));

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const actions = await catalogServerActions();

describe("the catalogue of server actions", () => {
  test("finds every use-server module's exported actions, with their form fields", () => {
    const ids = actions.map((a) => a.id);
    expect(ids).toContain("lib/actions/update-team-action.ts#updateTeamAction");
    expect(ids).toContain("lib/games/smf/actions/battles/throw-dice-action.ts#throwDiceAction");
    expect(ids).toContain("lib/games/smf/actions/import-team-action.ts#importTeamAction");
    // Each game folder's actions, whatever the games are.
    for (const dir of actionDirs())
      expect(
        ids.some((id) => id.startsWith(`${path.relative(ROOT, dir)}/`)),
        dir,
      ).toBe(true);
    expect(ids.some((id) => id.includes("action-result") || id.includes("roster-entry-action"))).toBe(false);
    expect(actions.length).toBeGreaterThanOrEqual(40);
    const updateTeam = actions.find((a) => a.name === "updateTeamAction")!;
    expect(updateTeam.fieldNames).toEqual(expect.arrayContaining(["teamId", "name", "alignment", "notes"]));
    expect(updateTeam.literals).toEqual(expect.arrayContaining(["HEROES", "VILLAINS"]));
    const report = actions.find((a) => a.name === "reportBattleAction")!;
    expect(report.fieldPrefixes).toEqual(expect.arrayContaining(["fielded:", "ko:"]));
  });
});

describe("every server action under hostile input", () => {
  let samples: Omit<FuzzContext["samples"], "requestKey">;
  let world: FuzzWorld;
  const digests = { home: "", foreign: "" };

  /** A new home campaign; a new other campaign too unless `foreign` (still untouched) is passed. */
  async function freshWorld(foreign?: PlayedCampaign) {
    world = await buildFuzzWorld(foreign);
    [digests.home, digests.foreign] = await Promise.all([worldSideDigest(world.home), worldSideDigest(world.foreign)]);
  }

  beforeAll(async () => {
    await freshWorld();
    // A real team file of each system, for the import actions to read (and refuse when it is another system's).
    const teamFiles = [world.home, ...world.home.otherSystems].map((c) => teamExportResponse(world.actor.id, c.campaignId, c.teams[c === world.home ? 1 : 0]!.id, gameServer));
    samples = {
      builds: Object.values(BUILDS).map((build) => JSON.stringify(build)),
      teamExports: await Promise.all(teamFiles.map(async (response) => (await response).text())),
      emails: [world.actor.email, world.actor.email.toUpperCase(), "new-person@example.test", " spaced@example.test "],
    };
  });

  test.for(actions)("$id", async (action, { task }) => {
    // What one action legitimately changed (a cancelled battle, an organiser who stepped down)
    // must not narrow the next one's run: it then gets a fresh world.
    const [home, foreign] = await Promise.all([worldSideDigest(world.home), worldSideDigest(world.foreign)]);
    if (foreign !== digests.foreign) await freshWorld();
    else if (home !== digests.home) await freshWorld(world.foreign);
    const context: FuzzContext = { pools: world.pools, samples: { ...samples, requestKey: world.requestKey } };
    const seed = fuzzSeed(action.id);
    const numRuns = fuzzRuns(task.file.projectName, 25, 150);
    try {
      await fc.assert(
        fc.asyncProperty(hostileForm(action, context), async (entries) => {
          actAs(world.actor);
          // A capability token of the other campaign (its invite, its public link) may rightly let the organiser in.
          const carriesForeignToken = entries.some(([, value]) => typeof value === "string" && world.foreign.tokens.some((token) => value.includes(token)));
          await postAndCheck(action.id, action.fn, toFormData(entries), { untouchable: carriesForeignToken ? [] : campaignIdsOf(world.foreign) });
        }),
        { seed, numRuns, includeErrorInReport: true },
      );
    } catch (error) {
      throw new Error(`Replay with FUZZ_SEED=${process.env.FUZZ_SEED ?? 20261121} (seed ${seed} for ${action.id}).\n${error instanceof Error ? error.message : String(error)}`);
    }
  });
});

describe("what the fuzzing found, kept as plain regressions", () => {
  let world: FuzzWorld;
  const refused = (outcome: Awaited<ReturnType<typeof postAndCheck>>) => outcome.kind === "state" && outcome.state?.ok === false;

  beforeAll(async () => {
    world = await buildFuzzWorld();
  });

  test.each([
    ["lib/actions/share-team-action.ts#shareTeamAction", { teamId: "\u0000" }],
    ["lib/actions/update-team-action.ts#updateTeamAction", { teamId: "a\u0000b", name: "Night Shift", alignment: "HEROES" }],
    ["lib/actions/create-campaign-share-action.ts#createCampaignShareAction", { campaignId: "a\u0000b" }],
    ["lib/games/smf/actions/delete-character-action.ts#deleteCharacterAction", { teamId: "t\u0000", characterId: "c" }],
  ])("an id with NUL is refused, not a database error (%s)", async (id, fields) => {
    const action = actions.find((a) => a.id === id)!;
    actAs(world.actor);
    expect(refused(await postAndCheck(action.id, action.fn, formOf(fields)))).toBe(true);
  });

  test("a real id with NUL on the end is refused too", async () => {
    const action = actions.find((a) => a.name === "rotateTeamShareAction")!;
    actAs(world.actor);
    expect(refused(await postAndCheck(action.id, action.fn, formOf({ teamId: `${world.home.teams[1]!.id}\u0000` })))).toBe(true);
  });

  test("a game's action handed another system's battle, team or campaign refuses it as not found, not a crash", async () => {
    const otherSystem = (id: string) => world.home.otherSystems.find((c) => c.gameSystem === id);
    const [league, series] = [otherSystem(supersUnlimited.id), otherSystem(vsgmr.id)];
    actAs(world.actor);
    const posts: Array<[string, Record<string, string>, string]> = [
      ["undoBattleAction", { battleId: series!.battleId!, campaignId: series!.campaignId }, "That battle does not exist"],
      ["lockPreBattleChoicesAction", { battleId: league!.battleId!, campaignId: league!.campaignId }, "That battle does not exist"],
      ["undoVsgmrBattleAction", { battleId: world.home.battleId }, "That battle does not exist"],
      ["retireSuCardAction", { teamId: world.home.teams[1]!.id, characterId: world.home.teams[1]!.characterIds[0]! }, "That campaign does not exist"],
      [
        "createSuBattleAction",
        { campaignId: series!.campaignId, ...Object.fromEntries(series!.teams.map((t) => [`lineUp:${t.id}`, t.characterIds[0]!])) },
        "That campaign does not exist",
      ],
    ];
    for (const [name, fields, message] of posts) {
      const action = actions.find((a) => a.name === name)!;
      const outcome = await postAndCheck(action.id, action.fn, formOf(fields));
      expect(outcome, name).toMatchObject({ kind: "state", state: { ok: false, message: expect.stringContaining(message) } });
    }
  });

  test("a name, a note or a build text with NUL gets a message on its field, not the unexpected-error page", async () => {
    const team = world.home.teams[0]!;
    actAs(world.actor);
    const rename = actions.find((a) => a.name === "updateTeamAction")!;
    const renamed = await postAndCheck(rename.id, rename.fn, formOf({ teamId: team.id, name: "Own\u0000", alignment: "HEROES" }));
    expect(renamed).toMatchObject({ kind: "state", state: { ok: false, fieldErrors: { name: ["Remove the invisible control characters."] } } });

    const add = actions.find((a) => a.name === "addCharacterAction")!;
    const build = JSON.stringify({ ...BUILDS.henchmen, henchmenEquipment: ["club\u0000"] });
    const added = await postAndCheck(add.id, add.fn, formOf({ teamId: team.id, name: "Goons", kind: "henchmen", build }));
    expect(refused(added)).toBe(true);
  });

  test("signing up with an email that had failed sign-ins before the account existed leaves its password usable once confirmed", async () => {
    const email = `late-${Date.now()}@example.test`;
    const signIn = actions.find((a) => a.name === "signInAction")!;
    const signUp = actions.find((a) => a.name === "signUpAction")!;
    actAs(null);
    for (let attempt = 0; attempt < 6; attempt++) await postAndCheck(signIn.id, signIn.fn, formOf({ email, password: "not an account yet" }));
    const outcome = await postAndCheck(signUp.id, signUp.fn, formOf({ email, password: "a long new password" }));
    expect(outcome).toEqual({ kind: "redirect", to: "/sign-up/check-email" });
    // The earlier failures do not lock it: the right password is asked only to confirm the email first.
    const signedIn = await postAndCheck(signIn.id, signIn.fn, formOf({ email, password: "a long new password" }));
    expect(signedIn).toMatchObject({ kind: "state", state: { ok: false, message: UNCONFIRMED_EMAIL_MESSAGE, reason: "unverified" } });
  });
});
