/**
 * Everyone playing a battle shares its screens, but a team's story points are spent only by the
 * team's owner or an organiser (smf:spend-story-points), in a battle as between battles.
 */
import { describe, expect, test } from "vitest";
import { seededDice } from "@/lib/rules/dice";
import type { CharacterCampaignState } from "@/lib/rules/smf";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { choosePostBattle } from "@/lib/games/smf/server/battles/post-battle-choices";
import { reportBattle } from "@/lib/games/smf/server/battles/report-battle";
import { db } from "@/lib/server/db";
import { battleToReport, playOn, setUpBattle, simpleReport, twoTeamCampaign } from "./battle-factory";

async function setState(characterId: string, change: Partial<CharacterCampaignState>) {
  const row = await db.character.findUniqueOrThrow({ where: { id: characterId }, select: { state: true } });
  await db.character.update({ where: { id: characterId }, data: { state: { ...(row.state as object), ...change } as never } });
}

const ledgerSize = (teamId: string) => db.storyPointEntry.count({ where: { teamId } });

const playToGuestStars = (access: CampaignAccess, battleId: string) => playOn(access, battleId, seededDice(11), {}, { stopAt: "special-guest-stars" });

describe("spending another team's story points inside a battle", () => {
  test("pre-battle: a player cannot lift curses with the other team's points; its owner can", async () => {
    const world = await twoTeamCampaign();
    await setState(world.b.ids["Shatterer"]!, { curses: 1 });
    const created = await setUpBattle(world);
    const choices = [{ teamId: world.b.team.id, curseLiftsWithStoryPoints: [world.b.ids["Shatterer"]!] }];

    const refused = await lockPreBattleChoices(world.access.alice, created.battleId, choices);
    expect(refused).toMatchObject({ ok: false, code: "not-your-points", message: expect.stringContaining("Iron Syndicate") });
    expect((await db.battle.findUniqueOrThrow({ where: { id: created.battleId } })).status).toBe("SETUP");

    const byOwner = await lockPreBattleChoices(world.access.bob, created.battleId, choices);
    expect(byOwner.ok).toBe(true);
  });

  test("Phase 3: a player cannot buy a guest star with the other team's points; its owner and an organiser can", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    const reported = await reportBattle(world.access.alice, battleId, simpleReport(world));
    if (!reported.ok) throw new Error(reported.message);
    const waiting = await playToGuestStars(world.access.alice, battleId);
    expect(waiting).toMatchObject({ kind: "needs-decision", step: "special-guest-stars" });

    const before = await ledgerSize(world.b.team.id);
    const spendForBob = { spends: [{ kind: "guest-star" as const, teamId: world.b.team.id }] };
    const refused = await choosePostBattle(world.access.alice, battleId, "special-guest-stars", spendForBob);
    expect(refused).toMatchObject({ ok: false, code: "not-your-points" });
    const stored = await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { status: true, postBattleChoices: true } });
    expect(stored.status).toBe("POST_BATTLE");
    expect(JSON.stringify(stored.postBattleChoices)).not.toContain("guest-star");
    expect(await ledgerSize(world.b.team.id)).toBe(before);

    // Alice may still spend her own team's points at the same step.
    const own = await choosePostBattle(world.access.alice, battleId, "special-guest-stars", { spends: [{ kind: "guest-star", teamId: world.a.team.id }] });
    expect(own.ok).toBe(true);
  });

  test("Phase 3: the other team's owner and an organiser pass the ownership check", async () => {
    for (const who of ["bob", "organiser"] as const) {
      const world = await twoTeamCampaign();
      const { battleId } = await battleToReport(world);
      const reported = await reportBattle(world.access.alice, battleId, simpleReport(world));
      if (!reported.ok) throw new Error(reported.message);
      await playToGuestStars(world.access.alice, battleId);
      const chosen = await choosePostBattle(world.access[who], battleId, "special-guest-stars", { spends: [{ kind: "guest-star", teamId: world.b.team.id }] });
      expect(chosen.ok).toBe(true);
      const entries = await db.storyPointEntry.findMany({ where: { teamId: world.b.team.id, reason: "GUEST_STAR" } });
      expect(entries).toHaveLength(1);
    }
  });
});
