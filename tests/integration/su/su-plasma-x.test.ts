import { describe, expect, test } from "vitest";
import { scriptedDice } from "@/lib/rules/dice";
import { member } from "@/lib/rules/supers-unlimited/samples/test-members";
import { createSuBattle } from "@/lib/games/supers-unlimited/server/battles/create-su-battle";
import { rollSuSetUp, type RollSuSetUpInput } from "@/lib/games/supers-unlimited/server/battles/roll-su-set-up";
import { rollSuPlasmaX, type RollSuPlasmaXInput } from "@/lib/games/supers-unlimited/server/battles/roll-su-plasma-x";
import { resolveSuBattle } from "@/lib/games/supers-unlimited/server/battles/resolve-su-battle";
import { undoSuBattle } from "@/lib/games/supers-unlimited/server/battles/undo-su-battle";
import { loadSuJournal } from "@/lib/games/supers-unlimited/server/pages/load-journal";
import { SuJournalEntries } from "@/components/games/supers-unlimited/journal/journal-entries";
import { renderToStaticMarkup } from "react-dom/server";
import { loadSuBattlePage } from "@/lib/games/supers-unlimited/server/pages/load-battle-page";
import { readSuBattleDetails, tablePlayOf } from "@/lib/games/supers-unlimited/battles/su-battle-details";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { accessFor } from "../factories";
import { createSuLeague, createSuTeam } from "./su-factory";

let keys = 0;
const requestKey = () => `su-plasma-test-${Date.now()}-${++keys}`.padEnd(24, "0");

/**
 * A medium league (25 Levels: +2 markers) playing Plasma X, Avengers (Ace, a Super; Goon, a
 * Henchman) against the Brood (Brick and Blip), set up with typed Plasma X dice 6 and 4: the
 * Avengers place 5 markers, the Brood 3.
 */
async function playingBattle(settings: Parameters<typeof createSuLeague>[0] = {}) {
  const made = await createSuLeague({ useTerrainRoll: false, useSubplots: false, usePlasmaX: true, gameSize: "medium", ...settings });
  const ana = await createSuTeam(made.campaignId, null, "Avengers", [member("Ace", 6), member("Goon", 2)]);
  const ben = await createSuTeam(made.campaignId, null, "Brood", [member("Brick", 8), member("Blip", 4)]);
  const created = await createSuBattle(made.access, {
    teams: [
      { teamId: ana.team.id, characterIds: ana.characterIds },
      { teamId: ben.team.id, characterIds: ben.characterIds },
    ],
  });
  if (!created.ok) throw new Error(created.message);
  const battleId = created.battleId;
  const steps: Array<Omit<RollSuSetUpInput, "requestKey"> & { dice: number[] }> = [
    { step: "deployment", source: "app", dice: [4] },
    { step: "scenario", source: "app", choice: { scenarioId: "slugfest" }, dice: [] },
    ...(settings.usePlasmaX === false ? [] : [{ step: "plasma-x" as const, source: "physical" as const, faces: ["6", "4"], dice: [] }]),
    { step: "battle-of-wits", source: "physical", faces: ["6", "6", "2", "1", "1", "1"], dice: [] },
  ];
  for (const { dice, ...input } of steps) {
    const done = await rollSuSetUp(made.access, battleId, { requestKey: requestKey(), ...input }, scriptedDice(dice, 10));
    if (!done.ok) throw new Error(done.message);
  }
  const anaAccess = await accessFor(ana.owner.id, made.campaignId);
  const benAccess = await accessFor(ben.owner.id, made.campaignId);
  const [ace, goon] = ana.characterIds as [string, string];
  const [brick] = ben.characterIds as [string, string];
  return { ...made, battleId, ana, ben, anaAccess, benAccess, ace, goon, brick };
}

async function roll(access: CampaignAccess, battleId: string, input: Partial<RollSuPlasmaXInput> & { characterId: string }, faces: number[] = []) {
  const dice = scriptedDice(faces, 10);
  const result = await rollSuPlasmaX(access, battleId, { requestKey: requestKey(), source: "app", choice: "power", ...input }, dice);
  dice.assertExhausted();
  return result;
}

async function stateOf(battleId: string) {
  const battle = await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { details: true, version: true, status: true } });
  const rolls = await db.roll.findMany({
    where: { battleId, purpose: "su-plasma-x-benefit" },
    orderBy: { sequence: "asc" },
    select: { slot: true, faces: true, source: true, actorId: true },
  });
  return { gains: tablePlayOf(readSuBattleDetails(battle.details)).plasmaX, version: battle.version, status: battle.status, rolls };
}

describe("Plasma X at the table", () => {
  test("the app's D10 gives the row's benefit at once: the die in the roll log, the gain kept for the Super, one marker used", async () => {
    const b = await playingBattle();
    const result = await roll(b.anaAccess, b.battleId, { characterId: b.ace }, [3]);
    expect(result).toMatchObject({ ok: true, alreadyDone: false, summary: "Ace reached Plasma X: D10 3 → Recovers 1 Power Point and 1 HP (not above its maximum)" });
    const state = await stateOf(b.battleId);
    expect(state.rolls).toEqual([{ slot: "plasma-x:1", faces: [3], source: "APP", actorId: b.ana.owner.id }]);
    expect(state.gains).toMatchObject([{ teamId: b.ana.team.id, characterId: b.ace, name: "Ace", benefit: "recover", source: "app", roll: { face: 3, benefit: "recover" } }]);
    const page = await loadSuBattlePage(b.ana.owner.id, b.campaignId, b.battleId);
    expect(page.plasmaXFor).toEqual([b.ana.team.id]);
  });

  test("typed dice: a 9 gives the benefit chosen; a face off the die is refused with nothing changed", async () => {
    const b = await playingBattle();
    expect(await roll(b.access, b.battleId, { characterId: b.brick, source: "physical", faces: ["9"], choice: "move" })).toMatchObject({ ok: true });
    const before = await stateOf(b.battleId);
    expect(before.rolls).toEqual([{ slot: "plasma-x:1", faces: [9], source: "PHYSICAL", actorId: b.organiser.id }]);
    expect(before.gains).toMatchObject([{ characterId: b.brick, benefit: "move", roll: { face: 9, benefit: null } }]);

    for (const faces of [["11"], ["0"], ["x"], [], ["3", "4"]]) {
      expect(await roll(b.access, b.battleId, { characterId: b.brick, source: "physical", faces }), `faces ${faces.join(" ")}`).toMatchObject({ ok: false, code: "bad-faces" });
    }
    expect(await stateOf(b.battleId)).toEqual(before);
  });

  test("the app's die is not thrown before a choice for 9–10 is made", async () => {
    const b = await playingBattle();
    expect(await roll(b.access, b.battleId, { characterId: b.ace, choice: undefined })).toMatchObject({ ok: false, code: "choice-missing" });
    expect((await stateOf(b.battleId)).rolls).toEqual([]);
  });

  test("a request key replayed on another battle is refused with a message, and that battle gets no roll (issue 23, item 7)", async () => {
    const first = await playingBattle();
    const second = await playingBattle();
    const key = requestKey();
    expect(await roll(first.access, first.battleId, { characterId: first.ace, requestKey: key }, [7])).toMatchObject({ ok: true, alreadyDone: false });
    const before = await stateOf(second.battleId);
    expect(await roll(second.access, second.battleId, { characterId: second.ace, requestKey: key })).toEqual({
      ok: false,
      code: "key-reused",
      message: "That request was already used for another battle, so nothing was rolled. Reload the page and try again.",
    });
    expect(await stateOf(second.battleId)).toEqual(before);
  });

  test("a retried request returns the roll already made and never rolls twice", async () => {
    const b = await playingBattle();
    const key = requestKey();
    expect(await roll(b.anaAccess, b.battleId, { characterId: b.ace, requestKey: key }, [7])).toMatchObject({ ok: true, alreadyDone: false });
    expect(await roll(b.anaAccess, b.battleId, { characterId: b.ace, requestKey: key })).toMatchObject({ ok: true, alreadyDone: true });
    const state = await stateOf(b.battleId);
    expect(state.rolls).toHaveLength(1);
    expect(state.gains.map((g) => g.benefit)).toEqual(["success"]);
  });

  test("markers count down per team and a roll with none left is refused", async () => {
    const b = await playingBattle();
    for (const face of [1, 2, 5]) expect(await roll(b.benAccess, b.battleId, { characterId: b.brick }, [face])).toMatchObject({ ok: true });
    const before = await stateOf(b.battleId);
    expect(await roll(b.benAccess, b.battleId, { characterId: b.brick })).toMatchObject({ ok: false, code: "no-markers", message: "Brood has no Plasma X markers left." });
    expect(await stateOf(b.battleId)).toEqual(before);
    // The Avengers' markers are their own.
    expect(await roll(b.anaAccess, b.battleId, { characterId: b.ace }, [1])).toMatchObject({ ok: true });
    expect(before.gains.map((g) => g.benefit)).toEqual(["power", "power", "move"]);
  });

  test("Henchmen never take Plasma X; a league without Plasma X refuses it", async () => {
    const b = await playingBattle();
    expect(await roll(b.anaAccess, b.battleId, { characterId: b.goon })).toMatchObject({ ok: false, code: "not-a-super" });
    const off = await playingBattle({ usePlasmaX: false });
    expect(await roll(off.access, off.battleId, { characterId: off.ace })).toMatchObject({ ok: false, code: "not-played" });
    expect((await stateOf(b.battleId)).rolls).toEqual([]);
  });

  test("an owner rolls only for their own Supers; ids from another battle or league are refused", async () => {
    const b = await playingBattle();
    const other = await playingBattle();
    expect(await roll(b.anaAccess, b.battleId, { characterId: b.brick })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await roll(b.anaAccess, b.battleId, { characterId: other.ace })).toMatchObject({ ok: false, code: "not-found" });
    expect(await roll(other.anaAccess, b.battleId, { characterId: b.ace })).toMatchObject({ ok: false, code: "not-found" });
    expect((await stateOf(b.battleId)).rolls).toEqual([]);
  });

  test("the page reminds the table of each character with a Plasma X Vulnerability", async () => {
    const b = await playingBattle();
    const card = await db.character.findUniqueOrThrow({ where: { id: b.brick }, select: { build: true } });
    await db.character.update({ where: { id: b.brick }, data: { build: { ...(card.build as object), vulnerabilities: [{ plasmaX: true }] } } });
    expect((await loadSuBattlePage(b.organiser.id, b.campaignId, b.battleId)).vulnerable).toEqual(["Brick"]);
  });

  test("the journal entry names each Super's Plasma X; the battle's undo takes the battle, with its Plasma X, out of the journal", async () => {
    const b = await playingBattle();
    expect(await roll(b.anaAccess, b.battleId, { characterId: b.ace }, [5])).toMatchObject({ ok: true });
    const resolved = await resolveSuBattle(b.access, b.battleId, {
      models: [
        ...b.ana.characterIds.map((characterId) => ({ characterId, state: "active" as const })),
        ...b.ben.characterIds.map((characterId) => ({ characterId, state: "ko" as const })),
      ],
      claimed: null,
      prizeStudies: [],
      vipConvictions: [],
    });
    expect(resolved).toMatchObject({ ok: true });
    const html = renderToStaticMarkup(SuJournalEntries({ battles: (await loadSuJournal(b.organiser.id, b.campaignId)).battles, campaignId: b.campaignId }));
    expect(html).toContain("took Plasma X: +2 Move for the rest of the game.");
    expect((await stateOf(b.battleId)).gains).toHaveLength(1);
    expect(await undoSuBattle(b.access, b.battleId)).toMatchObject({ ok: true });
    expect((await loadSuJournal(b.organiser.id, b.campaignId)).battles).toEqual([]);
    expect(await roll(b.anaAccess, b.battleId, { characterId: b.ace })).toMatchObject({ ok: false, code: "wrong-stage" });
  });
});
