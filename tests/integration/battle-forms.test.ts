/**
 * The battle screens' forms, read the way the actions read them (lib/schemas/battles.ts), and
 * handed to the real battle services: the flat form fields must come out as input the engine
 * accepts, and its refusals must come back per team.
 */
import { describe, expect, test } from "vitest";
import { seededDice } from "@/lib/rules/dice";
import { suggestBumpAllocation, type CharacterCampaignState } from "@/lib/rules/smf";
import {
  createBattleFromForm,
  createBattleSchema,
  postBattleChoicesFromForm,
  postBattleChoicesPatch,
  postBattleChoicesSchema,
  preBattleChoicesFromForm,
  preBattleChoicesSchema,
  reportBattleSchema,
  reportFromForm,
  toPreBattleChoices,
} from "@/lib/schemas/battles";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import type { BattleProgress } from "@/lib/server/battles/advance-battle";
import { createBattle } from "@/lib/server/battles/create-battle";
import { loadBattle } from "@/lib/server/battles/load-battle";
import { lockPreBattleChoices } from "@/lib/server/battles/lock-pre-battle-choices";
import { choosePostBattle } from "@/lib/server/battles/post-battle-choices";
import { reportBattle } from "@/lib/server/battles/report-battle";
import { readCounters } from "@/lib/server/battles/team-counters";
import { throwDice } from "@/lib/server/battles/throw-dice";
import { db } from "@/lib/server/db";
import { battleToReport, key, progressOf, slotOf, twoTeamCampaign } from "./battles/battle-factory";

function form(fields: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

async function setState(characterId: string, change: Partial<CharacterCampaignState>) {
  const row = await db.character.findUniqueOrThrow({ where: { id: characterId }, select: { state: true } });
  await db.character.update({ where: { id: characterId }, data: { state: { ...(row.state as object), ...change } as never } });
}

/** "Roll the rest for me" until the battle waits for something else. */
async function rollToDecision(access: CampaignAccess, battleId: string, seed: number): Promise<BattleProgress> {
  let progress = await progressOf(access, battleId);
  while (progress.kind === "needs-dice") {
    const result = await throwDice(access, battleId, { slot: slotOf(progress), requestKey: key(), source: "app", rollRest: true }, seededDice(seed++));
    if (!result.ok) throw new Error(result.message);
    progress = result.progress;
  }
  return progress;
}

const lineUpFields = (teamId: string, ids: Record<string, string>): Array<[string, string]> => [["teamId", teamId], ...Object.values(ids).map((id): [string, string] => [`fielded:${teamId}`, id])];

describe("battle forms against the battle services", () => {
  test("set-up: the form's teams and line-ups set up the battle; a line-up the rules refuse comes back under its team", async () => {
    const world = await twoTeamCampaign();
    await setState(world.a.ids["Tornado"]!, { status: "dead" });
    const fields: Array<[string, string]> = [["campaignId", world.campaign.id], ...lineUpFields(world.a.team.id, world.a.ids), ...lineUpFields(world.b.team.id, world.b.ids), ["scenario", ""], ["specialEvent", "civilians"]];

    const refused = await createBattle(world.access.alice, createBattleSchema.parse(createBattleFromForm(form(fields))));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.code).toBe("illegal-line-up");
    expect(refused.problems).toEqual([{ teamId: world.a.team.id, message: "Night Shift: Tornado is dead and cannot be fielded." }]);

    const legal = fields.filter(([, value]) => value !== world.a.ids["Tornado"]);
    const created = await createBattle(world.access.alice, createBattleSchema.parse(createBattleFromForm(form(legal))));
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const battle = await db.battle.findUniqueOrThrow({ where: { id: created.battleId }, include: { teams: { orderBy: { position: "asc" } } } });
    expect(battle.scenarioChoice).toBeNull();
    expect(battle.specialEventChoice).toBe("civilians");
    expect(battle.teams.map((t) => t.teamId)).toEqual([world.a.team.id, world.b.team.id]);
    expect((battle.teams[0]!.lineUp as Array<{ name: string }>).map((m) => m.name)).toEqual(["White Rhino", "Deadeye", "Bug-Man"]);
  });

  test("pre-battle choices: the subplot preference, chase sixes and a curse lifted with story points reach the rules", async () => {
    const world = await twoTeamCampaign();
    await setState(world.a.ids["Deadeye"]!, { curses: 1 });
    const created = await createBattle(world.access.alice, {
      teams: [
        { teamId: world.a.team.id, fieldedIds: Object.values(world.a.ids) },
        { teamId: world.b.team.id, fieldedIds: Object.values(world.b.ids) },
      ],
    });
    if (!created.ok) throw new Error(created.message);
    const input = preBattleChoicesSchema.parse(
      preBattleChoicesFromForm(
        form([
          ["battleId", created.battleId],
          ["teamId", world.a.team.id],
          [`subplot:${world.a.team.id}`, "science"],
          [`subplot:${world.a.team.id}`, "investigation"],
          [`subplot:${world.a.team.id}`, ""],
          [`chaseSixes:${world.a.team.id}`, "on"],
          [`curseLifts:${world.a.team.id}:${world.a.ids["Deadeye"]}`, "1"],
          ["teamId", world.b.team.id],
          [`subplot:${world.b.team.id}`, ""],
        ]),
      ),
    );
    const locked = await lockPreBattleChoices(world.access.alice, created.battleId, toPreBattleChoices(input.teams));
    expect(locked.ok).toBe(true);
    expect(await rollToDecision(world.access.alice, created.battleId, 3)).toEqual({ kind: "reporting" });

    const battle = (await loadBattle(created.battleId))!;
    const card = battle.data.preBattle!.teams.find((t) => t.teamId === world.a.team.id)!;
    expect(card.curseLiftsWithStoryPoints?.summary).toContain("Deadeye");
    expect(battle.data.preBattle!.changes.ledger.filter((e) => e.teamId === world.a.team.id).map((e) => [e.reason, e.delta, e.characterId])).toEqual([["curse-lift", -1, world.a.ids["Deadeye"]]]);
    expect(battle.data.preBattleChoices).toEqual([
      { teamId: world.a.team.id, subplotPreference: ["science", "investigation"], chaseSixes: true, curseLiftsWithStoryPoints: [world.a.ids["Deadeye"]] },
      { teamId: world.b.team.id },
    ]);
  });

  test("report, bump picks with chosen rows and a guest star: the forms carry the battle to resolved", async () => {
    const world = await twoTeamCampaign({ advancement: "CHOSEN" });
    // 4 SP more earned: the win's 2 SP crosses the 5 SP milestone.
    await db.storyPointEntry.create({ data: { teamId: world.a.team.id, campaignId: world.campaign.id, delta: 4, reason: "CORRECTION", note: "test", actorName: "test", idempotencyKey: key() } });
    const { battleId } = await battleToReport(world);
    const craniak = world.b.ids["Craniak"]!;

    const report = reportBattleSchema.parse(
      reportFromForm(
        form([
          ["battleId", battleId],
          ...lineUpFields(world.a.team.id, world.a.ids),
          ...lineUpFields(world.b.team.id, world.b.ids),
          ["winner", world.a.team.id],
          [`ko:${craniak}`, "body"],
          [`harm:${craniak}`, "1"],
          [`hero:${craniak}`, "no"],
        ]),
      ),
    );
    const reported = await reportBattle(world.access.alice, battleId, { teams: report.teams });
    expect(reported.ok).toBe(true);
    expect((await loadBattle(battleId))!.data.report!.teams[1]!.knockedOut).toEqual([{ characterId: craniak, track: "body", furtherHarm: 1, isPutDownByHero: false }]);

    expect(await rollToDecision(world.access.alice, battleId, 21)).toEqual({ kind: "needs-decision", step: "bumps" });
    const team = (await loadBattle(battleId))!.data.postBattleState!.teams.find((t) => t.teamId === world.a.team.id)!;
    const picks = suggestBumpAllocation(team, 1, true);
    const bumpFields: Array<[string, string]> = picks.flatMap((p, i): Array<[string, string]> => [
      [`bumpCharacter:${world.a.team.id}:${i}`, p.characterId],
      [`bumpTable:${world.a.team.id}:${i}`, p.table === "weird" ? "weird" : `${p.table}:${p.row}`],
    ]);
    const bumps = postBattleChoicesSchema.parse(postBattleChoicesFromForm(form([["battleId", battleId], ["step", "bumps"], ["bumpTeamId", world.a.team.id], ...bumpFields])));
    const chosen = await choosePostBattle(world.access.alice, battleId, "bumps", postBattleChoicesPatch(bumps));
    expect(chosen.ok).toBe(true);

    expect(await rollToDecision(world.access.alice, battleId, 31)).toEqual({ kind: "needs-decision", step: "special-guest-stars" });
    const spends = postBattleChoicesSchema.parse(
      postBattleChoicesFromForm(
        form([
          ["battleId", battleId],
          ["step", "special-guest-stars"],
          ["spendTeamId", world.a.team.id],
          [`guestStars:${world.a.team.id}`, "1"],
          ["spendTeamId", world.b.team.id],
          [`guestStars:${world.b.team.id}`, "0"],
        ]),
      ),
    );
    const spent = await choosePostBattle(world.access.alice, battleId, "special-guest-stars", postBattleChoicesPatch(spends));
    expect(spent.ok && spent.progress).toEqual({ kind: "finished", status: "RESOLVED" });

    const row = await db.team.findUniqueOrThrow({ where: { id: world.a.team.id }, select: { counters: true } });
    expect(readCounters(row.counters).guestStarsPending).toBe(1);
    const guestStar = await db.storyPointEntry.findMany({ where: { teamId: world.a.team.id, reason: "GUEST_STAR" } });
    expect(guestStar.map((e) => e.delta)).toEqual([-2]);
    for (const pick of picks) {
      const character = await db.character.findUniqueOrThrow({ where: { id: pick.characterId }, select: { state: true } });
      const taken = (character.state as unknown as CharacterCampaignState).bumps;
      expect(taken).toHaveLength(1);
      expect(taken[0]!.table).toBe(pick.table);
      if (pick.table !== "weird") expect(taken[0]!.row).toBe(pick.row);
    }
  });
});
