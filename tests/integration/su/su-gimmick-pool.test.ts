import { describe, expect, test } from "vitest";
import { member } from "@/lib/rules/supers-unlimited/samples/test-members";
import { chooseGimmickPool } from "@/lib/games/supers-unlimited/server/teams/choose-gimmick-pool";
import { chooseLeader } from "@/lib/games/supers-unlimited/server/teams/choose-leader";
import { getSuTeam } from "@/lib/games/supers-unlimited/server/teams/get-su-team";
import type { SuGimmickPick } from "@/lib/rules/supers-unlimited";
import { db } from "@/lib/server/db";
import { accessFor } from "../factories";
import { createSuLeague, createSuTeam } from "./su-factory";

/** A league with Gimmicks: the Avengers' Ace and Brick are Trained Supers of the same Level (a Leader tie), Goon a Henchman. */
async function team(settings: Parameters<typeof createSuLeague>[0] = {}) {
  const league = await createSuLeague({ useGimmicks: true, ...settings });
  const ana = await createSuTeam(league.campaignId, null, "Avengers", [member("Ace", 6), member("Brick", 6), member("Goon", 2)]);
  const rival = await createSuTeam(league.campaignId, null, "Brood", [member("Blip", 6)]);
  const access = await accessFor(ana.owner.id, league.campaignId);
  const [ace, brick, goon] = ana.characterIds as [string, string, string];
  return { ...league, ana, rival, access, ace, brick, goon };
}

const stateOf = async (teamId: string) => (await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true } })).state;

describe("the Gimmick pool", () => {
  test("the owner's legal pool is kept with the team and read back", async () => {
    const t = await team();
    const picks: SuGimmickPick[] = [
      { cardId: t.ace, class: "trained", gimmick: "find-weakness" },
      { cardId: t.brick, class: "trained", gimmick: "tag-team" },
    ];
    expect(await chooseGimmickPool(t.access, t.ana.team.id, picks)).toEqual({ ok: true, picks });
    expect((await getSuTeam(t.ana.team.id)).gimmickPool).toEqual(picks);
    // Choosing the Leader later keeps the pool.
    expect(await chooseLeader(t.access, t.ana.team.id, t.brick)).toMatchObject({ ok: true });
    expect(await getSuTeam(t.ana.team.id)).toMatchObject({ leaderId: t.brick, gimmickPool: picks });
  });

  test("a pool the rules refuse is answered with every problem and nothing is saved", async () => {
    const t = await team();
    const before = await stateOf(t.ana.team.id);
    const result = await chooseGimmickPool(t.access, t.ana.team.id, [
      { cardId: t.ace, class: "trained", gimmick: "double-blast" },
      { cardId: t.brick, class: "trained", gimmick: "tag-team" },
      { cardId: t.brick, class: "trained", gimmick: "precision" },
      { cardId: t.goon, class: "trained", gimmick: "find-weakness" },
      { cardId: t.ace, class: "blaster", gimmick: "tag-team" },
    ]);
    expect(result).toMatchObject({ ok: false, code: "invalid-pool" });
    if (result.ok || result.code !== "invalid-pool") throw new Error("refused");
    expect(result.problems.map((p) => p.code)).toEqual(["gimmick-class-mismatch", "choice-used-twice", "invalid-gimmick-choice", "invalid-gimmick-choice", "duplicate-gimmick"]);
    expect(await stateOf(t.ana.team.id)).toEqual(before);
  });

  test("another team's card (a forged id) or a league without Gimmicks is refused", async () => {
    const t = await team();
    expect(await chooseGimmickPool(t.access, t.ana.team.id, [{ cardId: t.rival.characterIds[0]!, class: "trained", gimmick: "tag-team" }])).toMatchObject({
      ok: false,
      code: "invalid-pool",
      message: "Tag Team was chosen for a character who is not on the team.",
    });
    const off = await team({ useGimmicks: false });
    expect(await chooseGimmickPool(off.access, off.ana.team.id, [{ cardId: off.ace, class: "trained", gimmick: "tag-team" }])).toMatchObject({ ok: false, code: "invalid-pool" });
    expect(await stateOf(off.ana.team.id)).toEqual({});
  });
});
