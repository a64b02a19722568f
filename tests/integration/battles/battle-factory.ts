import { seededDice, type Dice } from "@/lib/rules/dice";
import { SAMPLE_CHARACTERS, SMF_CHARACTER_FORMAT, freshCampaignState, type PostBattleStepId, type ScenarioId } from "@/lib/rules/smf";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { advanceBattle, loadRecordedFaces } from "@/lib/games/smf/server/battles/advance-battle";
import type { BattleProgress } from "@/lib/games/smf/battles/battle-progress";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { lockBattle } from "@/lib/games/smf/server/battles/load-battle";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { choosePostBattle } from "@/lib/games/smf/server/battles/post-battle-choices";
import { reportBattle, type ReportBattleInput } from "@/lib/games/smf/server/battles/report-battle";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { db } from "@/lib/server/db";
import { randomBytes } from "node:crypto";
import { accessFor, addMember, createCampaignFor, createTeamFor } from "../factories";
import type { CampaignSettingsInput } from "@/lib/schemas/campaign";

/** A team with the given sample characters (by name) and its starting story point, written directly. */
export async function teamWithSamples(campaignId: string, owner: { id: string; name: string | null }, name: string, sampleNames: string[]) {
  const team = await createTeamFor(campaignId, owner, name);
  const ids: Record<string, string> = {};
  for (const [position, sampleName] of sampleNames.entries()) {
    const sample = SAMPLE_CHARACTERS.find((s) => s.character.name === sampleName)!.character;
    const row = await db.character.create({
      data: {
        teamId: team.id,
        position,
        name: sample.name,
        kind: "CHARACTER",
        build: sample.build as never,
        state: freshCampaignState() as never,
        formatVersion: SMF_CHARACTER_FORMAT,
      },
    });
    ids[sampleName] = row.id;
  }
  await db.storyPointEntry.create({
    data: { teamId: team.id, campaignId, currency: "story-points", delta: 1, reason: "STARTING", actorName: "test", idempotencyKey: `team:${team.id}:starting` },
  });
  return { team, ids };
}

export const HEROES = ["White Rhino", "Deadeye", "Tornado", "Bug-Man"];
export const VILLAINS = ["The Commander", "Craniak", "Shatterer", "Prof. Weird"];

/** A campaign with two players' teams of four sample characters. */
export async function twoTeamCampaign(settings: Partial<CampaignSettingsInput> = {}) {
  const { campaign, organiser } = await createCampaignFor(undefined, settings);
  const alice = await addMember(campaign.id, "PLAYER", "Alice");
  const bob = await addMember(campaign.id, "PLAYER", "Bob");
  const a = await teamWithSamples(campaign.id, alice, "Night Shift", HEROES);
  const b = await teamWithSamples(campaign.id, bob, "Iron Syndicate", VILLAINS);
  await db.team.update({ where: { id: b.team.id }, data: { alignment: "VILLAINS" } });
  return {
    campaign,
    organiser,
    alice,
    bob,
    a,
    b,
    access: {
      organiser: await accessFor(organiser.id, campaign.id),
      alice: await accessFor(alice.id, campaign.id),
      bob: await accessFor(bob.id, campaign.id),
    },
  };
}

export const key = () => randomBytes(8).toString("hex");

export async function progressOf(access: CampaignAccess, battleId: string): Promise<BattleProgress> {
  return db.$transaction(async (tx) => advanceBattle(tx, await lockBattle(tx, battleId), await loadRecordedFaces(tx, battleId), access));
}

/**
 * Rolls with `dice` (as the app) and confirms decision steps with no choices until the battle
 * waits for something else — or for the decision step `stopAt`, left for the test to make.
 */
export async function playOn(
  access: CampaignAccess,
  battleId: string,
  dice: Dice,
  decisions: Partial<Record<PostBattleStepId, object>> = {},
  { stopAt }: { stopAt?: PostBattleStepId } = {},
): Promise<BattleProgress> {
  let progress = await progressOf(access, battleId);
  for (let i = 0; i < 50; i++) {
    if (progress.kind === "needs-dice") {
      const result = await throwDice(access, battleId, { slot: slotOf(progress), requestKey: key(), source: "app", rollRest: true }, dice);
      if (!result.ok) throw new Error(result.message);
      progress = result.progress;
    } else if (progress.kind === "needs-decision" && progress.step !== stopAt) {
      const result = await choosePostBattle(access, battleId, progress.step, decisions[progress.step] ?? {});
      // Another player confirmed that step first: carry on from where the battle stands.
      if (!result.ok && (result.code === "step-started" || result.code === "wrong-stage")) progress = await progressOf(access, battleId);
      else if (!result.ok) throw new Error(`${result.message} ${JSON.stringify(result.problems)}`);
      else progress = result.progress;
    } else return progress;
  }
  throw new Error("playOn did not settle");
}

export function slotOf(progress: BattleProgress): string {
  if (progress.kind !== "needs-dice") throw new Error(`No roll waits: ${progress.kind}`);
  const prefix = progress.stage.kind === "pre-battle" ? "pre-battle" : `post:${progress.stage.step}`;
  return `${prefix}:${progress.request.index}`;
}

type TwoTeamWorld = Awaited<ReturnType<typeof twoTeamCampaign>>;

/** Both teams with everyone on their rosters fielded: the line-ups most battle tests use. */
export function fieldEveryone(world: TwoTeamWorld) {
  return [
    { teamId: world.a.team.id, fieldedIds: Object.values(world.a.ids) },
    { teamId: world.b.team.id, fieldedIds: Object.values(world.b.ids) },
  ];
}

/** A battle of both teams fielding everyone, set up by Alice (no dice yet); with no scenario chosen, the roll picks it. */
export async function setUpBattle(world: TwoTeamWorld, scenarioChoice?: ScenarioId) {
  const created = await createBattle(world.access.alice, { teams: fieldEveryone(world), ...(scenarioChoice ? { scenarioChoice } : {}) });
  if (!created.ok) throw new Error(`${created.message} ${JSON.stringify(created.problems)}`);
  return { battleId: created.battleId, issue: created.issue };
}

/** Set-up and pre-battle of a battle between the two teams, fielding everyone, with seeded dice. */
export async function battleToReport(world: TwoTeamWorld, dice: Dice = seededDice(7)) {
  const created = await setUpBattle(world, "rooftop-rumble");
  const locked = await lockPreBattleChoices(world.access.alice, created.battleId, []);
  if (!locked.ok) throw new Error(locked.message);
  const progress = await playOn(world.access.alice, created.battleId, dice);
  return { battleId: created.battleId, issue: created.issue, progress };
}

/** Night Shift wins; Bob's Craniak is KO'ed on Body. */
export function simpleReport(world: Awaited<ReturnType<typeof twoTeamCampaign>>, ko: Partial<ReportBattleInput["teams"][number]["knockedOut"][number]> = {}): ReportBattleInput {
  return {
    teams: [
      { teamId: world.a.team.id, result: "won", fieldedCharacterIds: Object.values(world.a.ids), knockedOut: [] },
      {
        teamId: world.b.team.id,
        result: "lost",
        fieldedCharacterIds: Object.values(world.b.ids),
        knockedOut: [{ characterId: world.b.ids["Craniak"]!, track: "body", furtherHarm: 0, ...ko }],
      },
    ],
  };
}

export { reportBattle };

/** Gives a stored character one more minor power (builds are not re-validated when a battle is set up). */
export async function addMinorPower(characterId: string, power: string) {
  const row = await db.character.findUniqueOrThrow({ where: { id: characterId }, select: { build: true } });
  const build = row.build as unknown as { powers: Array<{ power: string; tier: string }> };
  await db.character.update({ where: { id: characterId }, data: { build: { ...build, powers: [...build.powers, { power, tier: "minor" }] } as never } });
}

/** A sidekick or thrall roster entry linked to its owner, written directly. */
export async function addSidekickEntry(teamId: string, ownerId: string, name: string, kind: "SIDEKICK" | "THRALL") {
  const state = { ...freshCampaignState(), ...(kind === "SIDEKICK" ? { sidekickOf: ownerId } : { thrallOf: ownerId }) };
  const build = { archetype: "street-level", powers: [{ power: "armor", tier: "minor" }], boosts: [], backgrounds: [] };
  return db.character.create({ data: { teamId, position: 50, name, kind, build: build as never, state: state as never, formatVersion: SMF_CHARACTER_FORMAT } });
}
