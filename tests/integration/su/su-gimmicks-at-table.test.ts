import { describe, expect, test } from "vitest";
import { scriptedDice } from "@/lib/rules/dice";
import { gimmickStanding } from "@/lib/rules/supers-unlimited";
import { member } from "@/lib/rules/supers-unlimited/samples/test-members";
import { gimmickLogOf, readSuBattleDetails, tablePlayOf } from "@/lib/games/supers-unlimited/battles/su-battle-details";
import { createSuBattle } from "@/lib/games/supers-unlimited/server/battles/create-su-battle";
import { recordSuGimmick, type RecordSuGimmickInput } from "@/lib/games/supers-unlimited/server/battles/record-su-gimmick";
import { rollSuSetUp, type RollSuSetUpInput } from "@/lib/games/supers-unlimited/server/battles/roll-su-set-up";
import { loadSuBattlePage } from "@/lib/games/supers-unlimited/server/pages/load-battle-page";
import { chooseGimmickPool } from "@/lib/games/supers-unlimited/server/teams/choose-gimmick-pool";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { accessFor } from "../factories";
import { createSuLeague, createSuTeam } from "./su-factory";

let keys = 0;
const requestKey = () => `su-gimmick-test-${Date.now()}-${++keys}`.padEnd(24, "0");

/** Avengers (Ace, Bolt and Cid, Trained Supers; Goon, a Henchman) with Tag Team, Find Weakness and We Go Again!, against the Brood; set up and being played. */
async function playingBattle(settings: Parameters<typeof createSuLeague>[0] = {}) {
  const made = await createSuLeague({ useTerrainRoll: false, useSubplots: false, usePlasmaX: false, useGimmicks: true, gameSize: "medium", ...settings });
  const ana = await createSuTeam(made.campaignId, null, "Avengers", [member("Ace", 6), member("Bolt", 5), member("Goon", 2), member("Cid", 5)]);
  const ben = await createSuTeam(made.campaignId, null, "Brood", [member("Brick", 8)]);
  const anaAccess = await accessFor(ana.owner.id, made.campaignId);
  const benAccess = await accessFor(ben.owner.id, made.campaignId);
  const [ace, bolt, goon, cid] = ana.characterIds as [string, string, string, string];
  if (settings.useGimmicks !== false) {
    const pool = await chooseGimmickPool(anaAccess, ana.team.id, [
      { cardId: ace, class: "trained", gimmick: "tag-team" },
      { cardId: bolt, class: "trained", gimmick: "find-weakness" },
      { cardId: cid, class: "trained", gimmick: "we-go-again" },
    ]);
    if (!pool.ok) throw new Error(pool.message);
  }
  const created = await createSuBattle(made.access, {
    teams: [
      { teamId: ana.team.id, characterIds: ana.characterIds },
      { teamId: ben.team.id, characterIds: ben.characterIds },
    ],
  });
  if (!created.ok) throw new Error(created.message);
  const steps: Array<Omit<RollSuSetUpInput, "requestKey"> & { dice: number[] }> = [
    { step: "deployment", source: "app", dice: [4] },
    { step: "scenario", source: "app", choice: { scenarioId: "slugfest" }, dice: [] },
    { step: "battle-of-wits", source: "physical", faces: ["6", "6", "2", "1", "1", "1"], dice: [] },
  ];
  for (const { dice, ...input } of steps) {
    const done = await rollSuSetUp(made.access, created.battleId, { requestKey: requestKey(), ...input }, scriptedDice(dice, 10));
    if (!done.ok) throw new Error(done.message);
  }
  return { ...made, battleId: created.battleId, ana, ben, anaAccess, benAccess, ace, bolt, goon };
}

type Line = RecordSuGimmickInput extends infer T ? (T extends unknown ? Omit<T, "requestKey"> : never) : never;
const record = (access: CampaignAccess, battleId: string, line: Line, key = requestKey()) =>
  recordSuGimmick(access, battleId, { ...line, requestKey: key } as RecordSuGimmickInput);

async function standing(battleId: string, teamId: string) {
  const battle = await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { details: true, version: true } });
  const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true } });
  const table = tablePlayOf(readSuBattleDetails(battle.details));
  const picks = (team.state as { gimmickPool?: [] }).gimmickPool ?? [];
  return { lines: table.gimmicks, version: battle.version, ...gimmickStanding(picks, gimmickLogOf(table, teamId)) };
}

describe("Gimmicks at the table", () => {
  test("a use names who used it and spends the Gimmick; a retried request adds one line", async () => {
    const b = await playingBattle();
    const key = requestKey();
    expect(await record(b.anaAccess, b.battleId, { teamId: b.ana.team.id, kind: "use", gimmick: "tag-team", characterId: b.ace }, key)).toEqual({
      ok: true,
      alreadyDone: false,
      summary: "Avengers: Tag Team used by Ace",
    });
    expect(await record(b.anaAccess, b.battleId, { teamId: b.ana.team.id, kind: "use", gimmick: "tag-team", characterId: b.ace }, key)).toMatchObject({
      ok: true,
      alreadyDone: true,
    });
    const after = await standing(b.battleId, b.ana.team.id);
    expect(after).toMatchObject({ usable: ["find-weakness", "we-go-again"], used: ["tag-team"] });
    expect(after.lines).toEqual([
      { teamId: b.ana.team.id, entry: { kind: "use", gimmick: "tag-team", characterId: b.ace }, requestKey: key, actorName: expect.any(String), afterTaps: 0 },
    ]);
    // Used already: refused, nothing changes.
    expect(await record(b.anaAccess, b.battleId, { teamId: b.ana.team.id, kind: "use", gimmick: "tag-team", characterId: b.bolt })).toMatchObject({
      ok: false,
      code: "refused",
      message: "Tag Team has already been used this battle.",
    });
    expect(await standing(b.battleId, b.ana.team.id)).toEqual(after);
    // The page shows each side's pool, and the owner acts for his own side only.
    const page = await loadSuBattlePage(b.ana.owner.id, b.campaignId, b.battleId);
    expect(page.pools[b.ana.team.id]?.map((p) => p.gimmick)).toEqual(["tag-team", "find-weakness", "we-go-again"]);
    expect(page.pools[b.ben.team.id]).toEqual([]);
    expect(page.gimmicksFor).toEqual([b.ana.team.id]);
  });

  test("a used Gimmick is brought back by a named source, each a line of its own", async () => {
    const b = await playingBattle();
    await record(b.anaAccess, b.battleId, { teamId: b.ana.team.id, kind: "use", gimmick: "find-weakness", characterId: b.bolt });
    expect(await record(b.access, b.battleId, { teamId: b.ana.team.id, kind: "recycle", gimmick: "find-weakness", characterId: b.ace, source: "Second Chance" })).toMatchObject({
      ok: true,
      summary: "Avengers: Find Weakness brought back by Second Chance (Ace)",
    });
    expect(await standing(b.battleId, b.ana.team.id)).toMatchObject({ usable: ["tag-team", "find-weakness", "we-go-again"], used: [] });
    expect((await standing(b.battleId, b.ana.team.id)).lines).toHaveLength(2);
    // Nothing used: nothing to bring back.
    expect(await record(b.access, b.battleId, { teamId: b.ana.team.id, kind: "recycle", gimmick: "tag-team", characterId: null, source: "Luck" })).toMatchObject({
      ok: false,
      code: "refused",
    });
  });

  test("We Go Again! puts back the Gimmick used just before it, and is spent itself", async () => {
    const b = await playingBattle();
    await record(b.anaAccess, b.battleId, { teamId: b.ana.team.id, kind: "use", gimmick: "find-weakness", characterId: b.bolt });
    expect(await record(b.anaAccess, b.battleId, { teamId: b.ana.team.id, kind: "we-go-again" })).toMatchObject({
      ok: true,
      summary: "Avengers: We Go Again! used: Find Weakness goes back into the pool",
    });
    expect(await standing(b.battleId, b.ana.team.id)).toMatchObject({ usable: ["tag-team", "find-weakness"], used: ["we-go-again"] });
    expect(await record(b.anaAccess, b.battleId, { teamId: b.ana.team.id, kind: "use", gimmick: "find-weakness", characterId: b.bolt })).toMatchObject({ ok: true });
  });

  test("the user must be of that team's line-up and able to use it; a Henchman never uses a Super's Gimmick", async () => {
    const b = await playingBattle();
    const before = await standing(b.battleId, b.ana.team.id);
    expect(await record(b.anaAccess, b.battleId, { teamId: b.ana.team.id, kind: "use", gimmick: "tag-team", characterId: b.ben.characterIds[0]! })).toMatchObject({
      ok: false,
      message: "Name a character of Avengers's line-up.",
    });
    expect(await record(b.anaAccess, b.battleId, { teamId: b.ana.team.id, kind: "use", gimmick: "tag-team", characterId: b.goon })).toMatchObject({ ok: false, code: "refused" });
    expect(await record(b.anaAccess, b.battleId, { teamId: b.ana.team.id, kind: "we-go-again" })).toMatchObject({ ok: false, code: "refused" });
    expect(await standing(b.battleId, b.ana.team.id)).toEqual(before);
  });

  test("an owner uses only their own team's Gimmicks; another league's ids and leagues without Gimmicks are refused", async () => {
    const b = await playingBattle();
    const other = await playingBattle();
    expect(await record(b.benAccess, b.battleId, { teamId: b.ana.team.id, kind: "use", gimmick: "tag-team", characterId: b.ace })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await record(b.anaAccess, b.battleId, { teamId: other.ana.team.id, kind: "use", gimmick: "tag-team", characterId: other.ace })).toMatchObject({
      ok: false,
      code: "not-found",
    });
    expect(await record(other.anaAccess, b.battleId, { teamId: b.ana.team.id, kind: "use", gimmick: "tag-team", characterId: b.ace })).toMatchObject({
      ok: false,
      code: "not-found",
    });
    const off = await playingBattle({ useGimmicks: false });
    expect(await record(off.access, off.battleId, { teamId: off.ana.team.id, kind: "use", gimmick: "tag-team", characterId: off.ace })).toMatchObject({
      ok: false,
      code: "not-played",
    });
    expect((await standing(b.battleId, b.ana.team.id)).lines).toEqual([]);
  });
});
