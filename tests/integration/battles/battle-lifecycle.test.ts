import { describe, expect, test } from "vitest";
import { seededDice } from "@/lib/rules/dice";
import { loadBattle } from "@/lib/server/battles/load-battle";
import { loadTeamStates } from "@/lib/server/battles/load-team-states";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { db } from "@/lib/server/db";
import { battleToReport, playOn, reportBattle, simpleReport, twoTeamCampaign } from "./battle-factory";

describe("a battle from set-up to resolved", () => {
  test("pre-battle, report, post-battle with app dice: the teams carry exactly the rules' results", async () => {
    const world = await twoTeamCampaign();
    const { battleId, issue, progress } = await battleToReport(world);
    expect(issue).toBe(1);
    expect(progress).toEqual({ kind: "reporting" });

    const reported = await reportBattle(world.access.alice, battleId, simpleReport(world));
    expect(reported.ok).toBe(true);
    const done = await playOn(world.access.alice, battleId, seededDice(11));
    expect(done).toEqual({ kind: "finished", status: "RESOLVED" });

    const battle = (await loadBattle(battleId))!;
    const finalTeams = battle.data.postBattleState!.teams;
    const now = await loadTeamStates(world.campaign.id);
    for (const teamId of [world.a.team.id, world.b.team.id]) {
      const expected = finalTeams.find((t) => t.teamId === teamId)!;
      const actual = now.teams.find((t) => t.teamId === teamId)!;
      expect(actual.characters).toEqual(expected.characters);
      expect(actual.storyPoints).toEqual(expected.storyPoints);
      expect(actual.milestonesReached).toBe(expected.milestonesReached);
    }
    const rolls = await db.roll.findMany({ where: { battleId }, orderBy: { sequence: "asc" } });
    expect(rolls.map((r) => r.sequence)).toEqual(rolls.map((_, i) => i + 1));
    expect(rolls.some((r) => r.purpose === "injury-bonus" && r.characterName === "Craniak")).toBe(true);
    const totals = await storyPointTotals([world.a.team.id]);
    expect(totals.get(world.a.team.id)!.balance).toBeGreaterThan(1);
  });
});
