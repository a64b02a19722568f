/**
 * The invariant checker (tests/reliability/invariants.ts) on a campaign with a resolved battle, an
 * undone one and one stopped half-way: clean as the services leave it, and each kind of damage a
 * crash or a double apply could do is reported. The damage is done inside a transaction that is
 * rolled back, so the campaign itself is never changed: the checker reads the damaged copy
 * through the transaction's client.
 */
import { beforeAll, describe, expect, test } from "vitest";
import type { Prisma } from "@/lib/generated/prisma/client";
import { scriptedDice, seededDice, type Dice } from "@/lib/rules/dice";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { loadTeamStates } from "@/lib/games/smf/server/battles/load-team-states";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { undoBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { db } from "@/lib/server/db";
import { playOn, progressOf, reportBattle, twoTeamCampaign } from "../../integration/battles/battle-factory";
import { checkInvariants, formatViolations, type InvariantId, type InvariantReport } from "../invariants";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { superMissionForce, type SmfCampaignSettings } from "@/lib/games/smf";

const PRE_BATTLE_FACES = [2, 5, 2, 1, 6, 5, 2, 6, 4, 2, 1, 4, 2, 3, 6];

let campaignId: string;
let resolvedId: string;
let undoneId: string;
let openId: string;
let craniakId: string;

/** Sets up, rolls the pre-battle of and reports the next battle, fielding everyone available. */
async function reportedBattle(world: Awaited<ReturnType<typeof twoTeamCampaign>>, dice: Dice): Promise<string> {
  const { teams } = await loadTeamStates(world.campaign.id);
  const available = (teamId: string) =>
    teams
      .find((t) => t.teamId === teamId)!
      .characters.filter((c) => c.state.status === "active" && !c.state.nextBattle.missesBattle)
      .map((c) => c.id);
  const [heroes, villains] = [available(world.a.team.id), available(world.b.team.id)];
  const created = await createBattle(world.access.alice, {
    teams: [
      { teamId: world.a.team.id, fieldedIds: heroes },
      { teamId: world.b.team.id, fieldedIds: villains },
    ],
    scenarioChoice: "rooftop-rumble",
  });
  if (!created.ok) throw new Error(created.message);
  await lockPreBattleChoices(world.access.alice, created.battleId, []);
  expect(await playOn(world.access.alice, created.battleId, dice)).toEqual({ kind: "reporting" });
  const reported = await reportBattle(world.access.alice, created.battleId, {
    teams: [
      { teamId: world.a.team.id, result: "won", fieldedCharacterIds: heroes, knockedOut: [] },
      { teamId: world.b.team.id, result: "lost", fieldedCharacterIds: villains, knockedOut: [{ characterId: villains[0]!, track: "both", furtherHarm: 1 }] },
    ],
  });
  if (!reported.ok) throw new Error(reported.message);
  return created.battleId;
}

beforeAll(async () => {
  const world = await twoTeamCampaign();
  campaignId = world.campaign.id;
  craniakId = world.b.ids["Craniak"]!;
  undoneId = await reportedBattle(world, scriptedDice(PRE_BATTLE_FACES));
  expect(await playOn(world.access.alice, undoneId, seededDice(2))).toEqual({ kind: "finished", status: "RESOLVED" });
  expect(await undoBattle(world.access.organiser, undoneId)).toEqual({ ok: true });
  resolvedId = await reportedBattle(world, seededDice(3));
  expect(await playOn(world.access.alice, resolvedId, seededDice(4))).toEqual({ kind: "finished", status: "RESOLVED" });
  // The third stops after the report: the post-battle waits for its first roll.
  openId = await reportedBattle(world, seededDice(5));
  expect((await progressOf(world.access.alice, openId)).kind).toBe("needs-dice");
}, 60_000);

class RolledBack extends Error {}

/** Damages the campaign inside a transaction, checks it there, and rolls the damage back. */
async function checkDamaged(damage: (tx: Prisma.TransactionClient) => Promise<unknown>): Promise<InvariantReport> {
  let report: InvariantReport | undefined;
  try {
    await db.$transaction(
      async (tx) => {
        await damage(tx);
        report = await checkInvariants(tx, { campaignIds: [campaignId] });
        throw new RolledBack();
      },
      { timeout: 30_000 },
    );
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return report!;
}

const kinds = (report: InvariantReport) => [...new Set(report.violations.map((v) => v.invariant))].sort();

describe("the invariant checker", () => {
  test("finds nothing wrong with a campaign as the services left it", async () => {
    const report = await checkInvariants(db, { campaignIds: [campaignId] });
    expect(report.violations, formatViolations(report.violations)).toEqual([]);
    expect(report.counts).toMatchObject({ campaigns: 1, teams: 2, battles: 3, byStatus: { RESOLVED: 1, UNDONE: 1, POST_BATTLE: 1 } });
    expect(report.counts.rolls).toBeGreaterThan(20);
  });

  test("a goal raised after a battle is not damage: the resolved battle replays against the goal its tally ran on (Ruling R14)", async () => {
    const report = await checkDamaged(async (tx) => {
      const row = await tx.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { gameSystem: true, settings: true } });
      const settings = readCampaignSettings<SmfCampaignSettings>(superMissionForce, row);
      const storyPointGoal = settings.storyPointGoal + 10;
      await tx.campaign.update({ where: { id: campaignId }, data: { settings: { ...settings, storyPointGoal } } });
    });
    expect(report.violations, formatViolations(report.violations)).toEqual([]);
  });

  const damages: Array<[string, (tx: Prisma.TransactionClient) => Promise<unknown>, InvariantId[]]> = [
    [
      "a resolved battle that lost one of its ledger entries (half applied)",
      async (tx) => tx.storyPointEntry.delete({ where: { id: (await tx.storyPointEntry.findFirstOrThrow({ where: { battleId: resolvedId } })).id } }),
      ["battle-applied", "battle-roster"],
    ],
    [
      "a ledger entry written for a battle that is not resolved",
      async (tx) => {
        const team = await tx.team.findFirstOrThrow({ where: { campaignId } });
        await tx.storyPointEntry.create({
          data: {
            teamId: team.id,
            campaignId,
            currency: "story-points",
            delta: 2,
            reason: "REWARD",
            battleId: openId,
            actorName: "test",
            idempotencyKey: `battle:${openId}:apply-1:0`,
          },
        });
      },
      ["battle-applied", "battle-roster"],
    ],
    [
      "a ledger entry in a currency and reason the campaign's game system does not know (the table checks neither)",
      async (tx) => {
        const team = await tx.team.findFirstOrThrow({ where: { campaignId } });
        await tx.storyPointEntry.createMany({
          data: [
            { teamId: team.id, campaignId, currency: "renown", delta: 1, reason: "REWARD", actorName: "test", idempotencyKey: `${team.id}:renown` },
            { teamId: team.id, campaignId, currency: "story-points", delta: -1, reason: "BRIBE", actorName: "test", idempotencyKey: `${team.id}:bribe` },
          ],
        });
      },
      // The team's earned total moved too, which the roster check sees; only the words are ledger-balance's.
      ["battle-roster", "ledger-balance"],
    ],
    [
      "a resolved battle set back to its post-battle, its effects kept (the resolution's write lost alone)",
      (tx) => tx.battle.update({ where: { id: resolvedId }, data: { status: "POST_BATTLE", applyCount: 0, resolvedAt: null } }),
      ["battle-activity", "battle-applied", "battle-roster", "battle-state"],
    ],
    [
      "a roster change of a battle that was never applied (the injury kept after an undo)",
      async (tx) => {
        const row = await tx.character.findUniqueOrThrow({ where: { id: craniakId }, select: { state: true } });
        await tx.character.update({ where: { id: craniakId }, data: { state: { ...(row.state as object), status: "dead" } } });
      },
      ["battle-roster"],
    ],
    [
      "a gap in the roll numbers",
      async (tx) => {
        const last = await tx.roll.findFirstOrThrow({ where: { campaignId }, orderBy: { sequence: "desc" } });
        await tx.roll.update({ where: { id: last.id }, data: { sequence: last.sequence + 3 } });
        await tx.campaign.update({ where: { id: campaignId }, data: { rollSequence: last.sequence + 3 } });
      },
      ["roll-sequence"],
    ],
    ["a roll counter that ran ahead of the log", (tx) => tx.campaign.update({ where: { id: campaignId }, data: { rollSequence: { increment: 1 } } }), ["roll-sequence"]],
    [
      "a roll whose faces no longer give the stored results",
      async (tx) => {
        const roll = await tx.roll.findFirstOrThrow({ where: { battleId: resolvedId, slot: { startsWith: "post:injuries" } }, orderBy: { sequence: "asc" } });
        await tx.roll.update({ where: { id: roll.id }, data: { faces: roll.faces.map((f) => (f === roll.sides ? 1 : f + 1)) } });
      },
      ["roll-log"],
    ],
    [
      "a battle rewound to a step whose dice are recorded (the advance of the roll's transaction lost)",
      async (tx) => {
        const battle = await tx.battle.findUniqueOrThrow({ where: { id: resolvedId }, select: { postBattleStep: true } });
        await tx.battle.update({ where: { id: resolvedId }, data: { postBattleStep: battle.postBattleStep - 6, status: "POST_BATTLE" } });
      },
      ["battle-applied", "battle-roster", "battle-state", "roll-log"],
    ],
    [
      "a second 'resolved' line in the activity (applied twice)",
      (tx) => tx.activityEvent.create({ data: { campaignId, actorName: "test", kind: "BATTLE_RESOLVED", summary: "again", payload: { v: 1, battleId: resolvedId, issue: 2 } } }),
      ["battle-activity"],
    ],
    [
      "an undone battle with an entry left unreversed",
      async (tx) => tx.storyPointEntry.delete({ where: { id: (await tx.storyPointEntry.findFirstOrThrow({ where: { battleId: undoneId, reversesEntryId: { not: null } } })).id } }),
      ["battle-applied", "battle-roster"],
    ],
  ];

  test.each(damages)("reports %s", async (_name, damage, expected) => {
    const report = await checkDamaged(damage);
    expect(kinds(report), formatViolations(report.violations)).toEqual([...expected].sort());
  });

  test("the damage was rolled back: the campaign checks clean again", async () => {
    const report = await checkInvariants(db, { campaignIds: [campaignId] });
    expect(report.violations, formatViolations(report.violations)).toEqual([]);
  });
});
