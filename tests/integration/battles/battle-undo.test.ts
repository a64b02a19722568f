import { describe, expect, test } from "vitest";
import { scriptedDice, seededDice } from "@/lib/rules/dice";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { getBattleView } from "@/lib/games/smf/server/battles/get-battle-view";
import { readCounters } from "@/lib/games/smf/battles/team-counters";
import { updateCampaignSettings } from "@/lib/server/campaigns/update-campaign-settings";
import { DEFAULT_SETTINGS } from "../factories";
import { MIN_STORY_POINT_GOAL } from "@/lib/games/smf/campaign-settings";
import { correctStoryPoints } from "@/lib/games/smf/server/story-points/correct-story-points";
import { cancelBattle, redoBattle, undoBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { db } from "@/lib/server/db";
import { battleToReport, playOn, reportBattle, simpleReport, twoTeamCampaign } from "./battle-factory";
import { gameSystem } from "@/lib/games/registry";

type World = Awaited<ReturnType<typeof twoTeamCampaign>>;

/** Everything a battle can change, field by field, in a comparable form. */
async function campaignState(world: World) {
  const teamIds = [world.a.team.id, world.b.team.id];
  const [teams, characters, totals, campaign] = await Promise.all([
    db.team.findMany({ where: { id: { in: teamIds } }, orderBy: { id: "asc" }, select: { id: true, name: true, state: true, archivedAt: true } }),
    db.character.findMany({
      where: { teamId: { in: teamIds } },
      orderBy: { id: "asc" },
      select: { id: true, teamId: true, name: true, kind: true, position: true, build: true, state: true, hasFought: true, retiredAt: true },
    }),
    storyPointTotals(teamIds),
    db.campaign.findUniqueOrThrow({ where: { id: world.campaign.id }, select: { finishedAt: true, winners: true, finishedByBattleId: true, settings: true } }),
  ]);
  // A team's counters read the same whether stored as {} (never played) or with their defaults.
  return {
    teams: teams.map(({ state, ...t }) => ({ ...t, counters: readCounters(state) })),
    characters,
    totals: Object.fromEntries(teamIds.map((id) => [id, totals.get(id)])),
    campaign,
  };
}

async function resolvedBattle(world: World, report = simpleReport(world, { track: "both", furtherHarm: 2 })) {
  const { battleId } = await battleToReport(world, seededDice(21));
  await reportBattle(world.access.alice, battleId, report);
  expect(await playOn(world.access.alice, battleId, seededDice(8))).toEqual({ kind: "finished", status: "RESOLVED" });
  return battleId;
}

/**
 * The lowest goal a campaign can have (5), with the Night Shift 2 story points up before the
 * battle, so the simple report's reward takes it to the goal (1 + 2 + 2 = 5).
 */
async function goalWithinReach() {
  const world = await twoTeamCampaign({ storyPointGoal: MIN_STORY_POINT_GOAL });
  const corrected = await correctStoryPoints(world.access.organiser, world.a.team.id, { requestKey: `head-start-${world.campaign.id}`, delta: 2, note: "A head start" });
  if (!corrected.ok) throw new Error(corrected.message);
  return world;
}

describe("undo and redo of a resolved battle", () => {
  test("undo returns every team exactly to before the battle; redo exactly to after it", async () => {
    const world = await twoTeamCampaign();
    const before = await campaignState(world);
    const battleId = await resolvedBattle(world);
    const after = await campaignState(world);
    expect(after).not.toEqual(before);

    expect(await undoBattle(world.access.organiser, battleId)).toEqual({ ok: true });
    expect(await campaignState(world)).toEqual(before);
    const battle = await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { status: true, undoneByName: true, _count: { select: { rolls: true } } } });
    expect(battle.status).toBe("UNDONE");
    expect(battle._count.rolls).toBeGreaterThan(0); // the rolls stay in the history
    // Compensating entries, never edits: each entry of the battle has exactly one reversal.
    const entries = await db.storyPointEntry.findMany({ where: { battleId } });
    const originals = entries.filter((e) => !e.reversesEntryId);
    expect(
      entries
        .filter((e) => e.reversesEntryId)
        .map((e) => [e.reversesEntryId, e.delta])
        .sort(),
    ).toEqual(originals.map((e) => [e.id, -e.delta]).sort());

    expect(await redoBattle(world.access.organiser, battleId)).toEqual({ ok: true });
    expect(await campaignState(world)).toEqual(after);
    expect(await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { status: true, applyCount: true } })).toEqual({ status: "RESOLVED", applyCount: 2 });

    // And round again: undo after a redo still returns to before.
    expect(await undoBattle(world.access.organiser, battleId)).toEqual({ ok: true });
    expect(await campaignState(world)).toEqual(before);
  });

  test("a battle that brought a death, a capture or a thrall is reversed too", async () => {
    const world = await twoTeamCampaign();
    const before = await campaignState(world);
    const { battleId } = await battleToReport(world, seededDice(4));
    await reportBattle(world.access.alice, battleId, simpleReport(world, { track: "both", furtherHarm: 2 }));
    // Bonus 4D all misses; D6 1 − 2 (both) − 2 (harm) = dead on the table; the heroes' capture roll fails: dead.
    await playOn(world.access.alice, battleId, scriptedDice([1, 1, 1, 1, 1, 1, 1, ...Array(40).fill(3)]));
    const craniak = await db.character.findUniqueOrThrow({ where: { id: world.b.ids["Craniak"] }, select: { state: true } });
    expect(["dead", "captured"]).toContain((craniak.state as { status: string }).status);
    expect(await undoBattle(world.access.organiser, battleId)).toEqual({ ok: true });
    expect(await campaignState(world)).toEqual(before);
  });

  test("undo is refused while a later battle of the same teams exists, naming it; allowed once it is cancelled", async () => {
    const world = await twoTeamCampaign();
    const battleId = await resolvedBattle(world);
    const later = await createBattle(world.access.bob, {
      teams: [
        { teamId: world.b.team.id, fieldedIds: [world.b.ids["The Commander"]!] },
        { teamId: world.a.team.id, fieldedIds: [world.a.ids["Deadeye"]!] },
      ],
    });
    if (!later.ok) throw new Error(later.message);
    const message = "Issue #1 cannot be undone yet: Issue #2 (Iron Syndicate vs Night Shift) came after this one with the same teams. Take those changes back first.";
    // The page offers no Undo button, and says why: the same check the service makes.
    expect(await getBattleView(world.access.organiser, battleId)).toMatchObject({ may: { undo: false }, undoNote: message });
    expect(await undoBattle(world.access.organiser, battleId)).toEqual({
      ok: false,
      code: "later-battle",
      message,
      blockers: [{ kind: "battle", battleId: later.battleId, issue: 2, teamNames: ["Iron Syndicate", "Night Shift"] }],
    });
    expect(await cancelBattle(world.access.bob, later.battleId)).toEqual({ ok: true });
    const view = await getBattleView(world.access.organiser, battleId);
    expect(view).toMatchObject({ may: { undo: true } });
    expect(view?.undoNote).toBeUndefined();
    expect(await undoBattle(world.access.organiser, battleId)).toEqual({ ok: true });
  });

  test("a change after the battle that the battle did not touch leaves undo open; redo is refused when a team changed after the undo", async () => {
    const world = await twoTeamCampaign();
    const battleId = await resolvedBattle(world);
    // Deadeye was not cursed by the battle: a curse since is independent of it (battle-undo-later-changes.test.ts has the dependent cases).
    const deadeye = await db.character.findUniqueOrThrow({ where: { id: world.a.ids["Deadeye"] } });
    await db.character.update({ where: { id: deadeye.id }, data: { state: { ...(deadeye.state as object), curses: 1 } } });
    expect(await undoBattle(world.access.organiser, battleId)).toEqual({ ok: true });
    expect(((await db.character.findUniqueOrThrow({ where: { id: deadeye.id } })).state as { curses: number }).curses).toBe(1);

    await db.character.update({ where: { id: deadeye.id }, data: { state: { ...(deadeye.state as object), curses: 2 } } });
    expect(await redoBattle(world.access.organiser, battleId)).toMatchObject({ ok: false, code: "changed-since" });
  });

  test("only resolved battles are undone, only undone ones redone; players may not undo", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    expect(await undoBattle(world.access.organiser, battleId)).toMatchObject({ ok: false, code: "wrong-stage" });
    expect(await redoBattle(world.access.organiser, battleId)).toMatchObject({ ok: false, code: "wrong-stage" });
    const { authorizeBattle } = await import("@/lib/server/authz/authorize");
    expect(await authorizeBattle(world.alice.id, battleId, "battle:undo")).toMatchObject({ ok: false, code: "forbidden" });
    expect(await authorizeBattle(world.organiser.id, battleId, "battle:undo")).toMatchObject({ ok: true });
  });

  test("a battle that takes a team to the goal finishes the campaign; its undo reopens it", async () => {
    const world = await goalWithinReach();
    const battleId = await resolvedBattle(world, simpleReport(world));
    const finished = await db.campaign.findUniqueOrThrow({ where: { id: world.campaign.id }, select: { finishedAt: true, winners: true } });
    expect(finished.finishedAt).not.toBeNull();
    expect(finished.winners).toEqual([{ teamId: world.a.team.id, teamName: "Night Shift", balance: 5 }]);
    const more = await createBattle(world.access.alice, {
      teams: [
        { teamId: world.a.team.id, fieldedIds: [world.a.ids["Deadeye"]!] },
        { teamId: world.b.team.id, fieldedIds: [world.b.ids["The Commander"]!] },
      ],
    });
    expect(more).toMatchObject({ ok: false, code: "campaign-finished" });
    expect(await undoBattle(world.access.organiser, battleId)).toEqual({ ok: true });
    expect(await db.campaign.findUniqueOrThrow({ where: { id: world.campaign.id }, select: { finishedAt: true } })).toEqual({ finishedAt: null });
  });

  test("raising the goal of a finished campaign above every balance lets it play on", async () => {
    const world = await goalWithinReach();
    await resolvedBattle(world, simpleReport(world));
    const settings = { ...DEFAULT_SETTINGS, name: world.campaign.name, storyPointGoal: 5 };
    // Raised but still reached (5 ≥ 5 is not above): stays finished.
    await updateCampaignSettings(world.access.organiser, gameSystem(world.access.organiser.gameSystem), { ...settings, storyPointGoal: 5 });
    expect((await db.campaign.findUniqueOrThrow({ where: { id: world.campaign.id } })).finishedAt).not.toBeNull();
    expect(await updateCampaignSettings(world.access.organiser, gameSystem(world.access.organiser.gameSystem), { ...settings, storyPointGoal: 10 })).toMatchObject({ ok: true });
    expect(await db.campaign.findUniqueOrThrow({ where: { id: world.campaign.id }, select: { finishedAt: true, winners: true } })).toEqual({ finishedAt: null, winners: null });
    const next = await createBattle(world.access.alice, {
      teams: [
        { teamId: world.a.team.id, fieldedIds: [world.a.ids["Deadeye"]!] },
        { teamId: world.b.team.id, fieldedIds: [world.b.ids["The Commander"]!] },
      ],
    });
    expect(next).toMatchObject({ ok: true, issue: 2 });
  });
});
