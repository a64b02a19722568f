import { describe, expect, test } from "vitest";
import { seededDice } from "@/lib/rules/dice";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import type { BattleProgress } from "@/lib/games/smf/battles/battle-progress";
import { getBattleView } from "@/lib/games/smf/server/battles/get-battle-view";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { choosePostBattle } from "@/lib/games/smf/server/battles/post-battle-choices";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { updateCampaignSettings } from "@/lib/server/campaigns/update-campaign-settings";
import { db } from "@/lib/server/db";
import { listRolls } from "@/lib/server/journal/list-rolls";
import { DEFAULT_SETTINGS } from "../factories";
import { key, playOn, progressOf, reportBattle, setUpBattle, simpleReport, slotOf, twoTeamCampaign } from "./battle-factory";
import { gameSystem } from "@/lib/games/registry";

type World = Awaited<ReturnType<typeof twoTeamCampaign>>;
type NeedsDice = Extract<BattleProgress, { kind: "needs-dice" }>;

const OWNERS_REFUSAL = (team: string, owner: string, what: string) =>
  `In this campaign each team's owner rolls and chooses for it: only ${team}'s owner (${owner}) or an organiser can ${what}.`;

/** Everything a refused roll or choice could have written. */
async function battleWrites(world: World, battleId: string) {
  const [rolls, campaign, battle, activity, entries] = await Promise.all([
    db.roll.findMany({ where: { campaignId: world.campaign.id }, orderBy: { sequence: "asc" }, select: { id: true } }),
    db.campaign.findUniqueOrThrow({ where: { id: world.campaign.id }, select: { rollSequence: true } }),
    db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { status: true, updatedAt: true, preBattleChoices: true, postBattleChoices: true, snapshot: true } }),
    db.activityEvent.count({ where: { campaignId: world.campaign.id } }),
    db.storyPointEntry.count({ where: { campaignId: world.campaign.id } }),
  ]);
  return { rolls, campaign, battle, activity, entries };
}

/** Whose team a throw is for: Night Shift (Alice's), Iron Syndicate (Bob's) or the table. */
function rollTeam(world: World, progress: NeedsDice): "a" | "b" | undefined {
  const { teamId, characterId } = progress.request;
  if (teamId === world.a.team.id || (characterId && Object.values(world.a.ids).includes(characterId))) return "a";
  if (teamId === world.b.team.id || (characterId && Object.values(world.b.ids).includes(characterId))) return "b";
  return undefined;
}

/** The organiser rolls the battle's dice one throw at a time until the next is for team `side`. */
async function rollUntilTeam(world: World, battleId: string, side: "a" | "b", seed = 5): Promise<NeedsDice> {
  const dice = seededDice(seed);
  let progress = await progressOf(world.access.organiser, battleId);
  for (let i = 0; i < 40; i++) {
    if (progress.kind === "needs-dice" && rollTeam(world, progress) === side) return progress;
    if (progress.kind !== "needs-dice") throw new Error(`No throw for ${side} before ${progress.kind}`);
    const result = await throwDice(world.access.organiser, battleId, { slot: slotOf(progress), requestKey: key(), source: "app", rollRest: false }, dice);
    if (!result.ok) throw new Error(result.message);
    progress = result.progress;
  }
  throw new Error("rollUntilTeam did not settle");
}

const typed = (progress: NeedsDice) => ({ slot: slotOf(progress), requestKey: key(), source: "physical" as const, faces: Array.from({ length: progress.request.count }, () => 1) });
const byApp = (progress: NeedsDice, rollRest = false) => ({ slot: slotOf(progress), requestKey: key(), source: "app" as const, rollRest });

/** A battle between Alice's and Bob's teams with its choices locked by the organiser; the dice wait. */
async function lockedBattle(world: World) {
  const { battleId, issue } = await setUpBattle(world, "rooftop-rumble");
  const locked = await lockPreBattleChoices(world.access.organiser, battleId, []);
  if (!locked.ok) throw new Error(locked.message);
  return { battleId, issue };
}

describe("who rolls and chooses: anyone playing (the default)", () => {
  test("a player may type the faces of the other team's roll; the roll log says who typed it and for whom", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await lockedBattle(world);
    const bobsRoll = await rollUntilTeam(world, battleId, "b");

    const result = await throwDice(world.access.alice, battleId, typed(bobsRoll));
    expect(result).toMatchObject({ ok: true, rolled: 1 });
    const [latest] = (await listRolls(world.access.bob)).rolls;
    expect(latest).toMatchObject({ source: "PHYSICAL", actorName: "Alice", teamName: "Iron Syndicate" });
  });

  test("a player may make every team's pre-battle choices, which lock at once", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world);
    const locked = await lockPreBattleChoices(world.access.alice, battleId, [{ teamId: world.b.team.id, chaseSixes: true }]);
    expect(locked).toMatchObject({ ok: true, waitingFor: [] });
    expect((await db.battle.findUniqueOrThrow({ where: { id: battleId } })).status).toBe("PRE_BATTLE");
  });
});

describe("who rolls and chooses: each team's owner, organisers for all", () => {
  async function ownersWorld() {
    return twoTeamCampaign({ teamControl: "OWNERS" });
  }

  test("a player is refused the other team's roll, typed or by the app, and nothing is written; its owner and an organiser may roll it", async () => {
    const world = await ownersWorld();
    const { battleId } = await lockedBattle(world);
    const bobsRoll = await rollUntilTeam(world, battleId, "b");
    const before = await battleWrites(world, battleId);

    for (const input of [typed(bobsRoll), byApp(bobsRoll), byApp(bobsRoll, true)]) {
      expect(await throwDice(world.access.alice, battleId, input)).toEqual({ ok: false, code: "not-your-team", message: OWNERS_REFUSAL("Iron Syndicate", "Bob", "roll its dice") });
    }
    expect(await battleWrites(world, battleId)).toEqual(before);

    // The page offers Alice no dice for it, and says whose they are.
    const aliceView = await getBattleView(world.access.alice, battleId);
    expect(aliceView?.nextRoll?.waitingFor).toMatchObject({ teamName: "Iron Syndicate", ownerName: "Bob" });
    expect((await getBattleView(world.access.bob, battleId))?.nextRoll?.waitingFor).toBeUndefined();

    expect(await throwDice(world.access.bob, battleId, typed(bobsRoll))).toMatchObject({ ok: true, rolled: 1 });
    const [latest] = (await listRolls(world.access.bob)).rolls;
    expect(latest).toMatchObject({ source: "PHYSICAL", actorName: "Bob", teamName: "Iron Syndicate" });

    const next = await rollUntilTeam(world, battleId, "b", 9);
    expect(await throwDice(world.access.organiser, battleId, byApp(next))).toMatchObject({ ok: true, rolled: 1 });
  });

  test("'roll the rest for me' stops at the first throw that is another team's", async () => {
    const world = await ownersWorld();
    const { battleId } = await lockedBattle(world);
    const alicesRoll = await rollUntilTeam(world, battleId, "a");
    const result = await throwDice(world.access.alice, battleId, byApp(alicesRoll, true), seededDice(4));
    if (!result.ok) throw new Error(result.message);
    const rolls = await db.roll.findMany({ where: { battleId, actorName: "Alice" }, select: { teamId: true } });
    expect(rolls.length).toBe(result.rolled);
    expect(rolls.every((roll) => roll.teamId !== world.b.team.id)).toBe(true);
    if (result.progress.kind === "needs-dice") expect(rollTeam(world, result.progress)).toBe("b");
  });

  test("pre-battle choices: each owner saves their own team's, the battle locks when both are in; choices for another's team are refused", async () => {
    const world = await ownersWorld();
    const { battleId } = await setUpBattle(world);
    const before = await battleWrites(world, battleId);
    const refused = await lockPreBattleChoices(world.access.alice, battleId, [{ teamId: world.a.team.id }, { teamId: world.b.team.id, chaseSixes: true }]);
    expect(refused).toEqual({ ok: false, code: "not-your-team", message: OWNERS_REFUSAL("Iron Syndicate", "Bob", "make its pre-battle choices, so nothing was saved") });
    expect(await battleWrites(world, battleId)).toEqual(before);

    const saved = await lockPreBattleChoices(world.access.alice, battleId, [{ teamId: world.a.team.id, chaseSixes: true }]);
    expect(saved).toMatchObject({ ok: true, progress: { kind: "setup" }, waitingFor: [{ teamId: world.b.team.id, ownerName: "Bob" }] });
    expect(await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { status: true, snapshot: true } })).toEqual({ status: "SETUP", snapshot: null });
    const view = await getBattleView(world.access.alice, battleId);
    expect(view?.table).toMatchObject({
      isTeamControlled: true,
      actForTeamIds: [world.a.team.id],
      choicesSavedTeamIds: [world.a.team.id],
      choicesMissing: [{ teamName: "Iron Syndicate" }],
      choiceTeamIds: [world.a.team.id],
    });
    // The organiser's form offers only the team still missing: a blank form must not replace Alice's saved choices.
    expect((await getBattleView(world.access.organiser, battleId))?.table.choiceTeamIds).toEqual([world.b.team.id]);

    const locked = await lockPreBattleChoices(world.access.bob, battleId, [{ teamId: world.b.team.id }]);
    expect(locked).toMatchObject({ ok: true, waitingFor: [] });
    const battle = await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { status: true, preBattleChoices: true } });
    expect(battle.status).toBe("PRE_BATTLE");
    expect(battle.preBattleChoices).toEqual([{ teamId: world.a.team.id, chaseSixes: true }, { teamId: world.b.team.id }]);
  });

  test("an organiser's save fills in every team still missing and locks", async () => {
    const world = await ownersWorld();
    const { battleId } = await setUpBattle(world);
    expect(await lockPreBattleChoices(world.access.bob, battleId, [{ teamId: world.b.team.id, chaseSixes: true }])).toMatchObject({
      ok: true,
      waitingFor: [{ teamId: world.a.team.id }],
    });
    expect(await lockPreBattleChoices(world.access.organiser, battleId, [])).toMatchObject({ ok: true, waitingFor: [] });
    expect((await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { preBattleChoices: true } })).preBattleChoices).toEqual([
      { teamId: world.a.team.id },
      { teamId: world.b.team.id, chaseSixes: true },
    ]);
  });

  test("a post-battle decision that chooses for another player's team is refused with nothing written; an organiser takes it", async () => {
    const world = await ownersWorld();
    const { battleId } = await lockedBattle(world);
    const reporting = await playOn(world.access.organiser, battleId, seededDice(7));
    expect(reporting.kind).toBe("reporting");
    expect(await reportBattle(world.access.alice, battleId, simpleReport(world))).toMatchObject({ ok: true });
    // Both teams hold story points, so both choose in the guest-star step.
    const deciding = await playOn(world.access.organiser, battleId, seededDice(8), {}, { stopAt: "special-guest-stars" });
    expect(deciding).toEqual({ kind: "needs-decision", step: "special-guest-stars" });
    const before = await battleWrites(world, battleId);

    for (const patch of [{}, { spends: [{ kind: "guest-star" as const, teamId: world.b.team.id }] }]) {
      expect(await choosePostBattle(world.access.alice, battleId, "special-guest-stars", patch)).toEqual({
        ok: false,
        code: "not-your-team",
        message: OWNERS_REFUSAL("Iron Syndicate", "Bob", "make its choices in this step, so nothing was saved"),
      });
    }
    expect(await choosePostBattle(world.access.bob, battleId, "special-guest-stars", {})).toMatchObject({
      ok: false,
      code: "not-your-team",
      message: expect.stringContaining("Night Shift's owner (Alice)"),
    });
    expect(await battleWrites(world, battleId)).toEqual(before);
    expect((await getBattleView(world.access.alice, battleId))?.table.decisionWaitingFor).toMatchObject({ teamName: "Iron Syndicate" });

    expect(await choosePostBattle(world.access.organiser, battleId, "special-guest-stars", {})).toMatchObject({ ok: true });
  });
});

describe("app dice only", () => {
  test("on: typed faces are refused with a clear message and nothing is written; the app's dice still roll; the page hides the typed entry", async () => {
    const world = await twoTeamCampaign({ appDiceOnly: true });
    const { battleId } = await lockedBattle(world);
    const progress = await progressOf(world.access.alice, battleId);
    if (progress.kind !== "needs-dice") throw new Error(progress.kind);
    const before = await battleWrites(world, battleId);

    expect(await throwDice(world.access.alice, battleId, typed(progress))).toEqual({
      ok: false,
      code: "app-dice-only",
      message: "This campaign uses the app's dice only: typed faces are not accepted. Use Roll for me.",
    });
    expect(await throwDice(world.access.organiser, battleId, typed(progress))).toMatchObject({ ok: false, code: "app-dice-only" });
    expect(await battleWrites(world, battleId)).toEqual(before);
    expect((await getBattleView(world.access.alice, battleId))?.table.isAppDiceOnly).toBe(true);

    expect(await throwDice(world.access.alice, battleId, byApp(progress))).toMatchObject({ ok: true, rolled: 1 });
    const [latest] = (await listRolls(world.access.alice)).rolls;
    expect(latest).toMatchObject({ source: "APP", actorName: "Alice" });
  });

  test("off (the default): typed faces are taken", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await lockedBattle(world);
    const progress = await progressOf(world.access.alice, battleId);
    if (progress.kind !== "needs-dice") throw new Error(progress.kind);
    expect(await throwDice(world.access.alice, battleId, typed(progress))).toMatchObject({ ok: true, rolled: 1 });
    expect((await getBattleView(world.access.alice, battleId))?.table.isAppDiceOnly).toBe(false);
  });
});

describe("the two settings are table policy: an organiser changes them at any time", () => {
  test("after the first battle locked the rules options, both still change, and the change is on the activity", async () => {
    const world = await twoTeamCampaign();
    await lockedBattle(world);
    const campaign = await db.campaign.findUniqueOrThrow({ where: { id: world.campaign.id } });
    expect(campaign.optionsLockedAt).not.toBeNull();

    const settings = { ...DEFAULT_SETTINGS, name: campaign.name, teamControl: "OWNERS" as const, appDiceOnly: true };
    expect(await updateCampaignSettings(world.access.organiser as CampaignAccess, gameSystem((world.access.organiser as CampaignAccess).gameSystem), settings)).toEqual({
      ok: true,
      changed: ["teamControl", "appDiceOnly"],
    });
    expect(await db.campaign.findUniqueOrThrow({ where: { id: world.campaign.id }, select: { teamControl: true, appDiceOnly: true } })).toEqual({
      teamControl: "OWNERS",
      appDiceOnly: true,
    });
    const line = await db.activityEvent.findFirstOrThrow({ where: { campaignId: world.campaign.id, kind: "CAMPAIGN_SETTINGS_CHANGED" } });
    expect(line.payload).toEqual({ v: 1, changed: ["teamControl", "appDiceOnly"] });

    // A locked rules option alongside is still refused, and then nothing changes.
    const refused = await updateCampaignSettings(world.access.organiser, gameSystem(world.access.organiser.gameSystem), {
      ...settings,
      teamControl: "ANYONE",
      allowVehicles: true,
    });
    expect(refused).toMatchObject({ ok: false, code: "options-locked" });
    expect(await db.campaign.findUniqueOrThrow({ where: { id: world.campaign.id }, select: { teamControl: true } })).toEqual({ teamControl: "OWNERS" });
  });
});
