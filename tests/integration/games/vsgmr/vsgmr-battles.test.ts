import { describe, expect, test, vi } from "vitest";

// The battle page's loader reads the signed-in user: the test chooses it (actAs).
vi.mock("@/lib/server/auth/current-user", () => import("../../../reliability/harness/session-double"));

import { loadVsgmrBattlePage } from "@/lib/games/vsgmr/server/pages/load-battle-page";
import { type Actor, actAs } from "../../../reliability/harness/act-as";
import { scriptedDice } from "@/lib/rules/dice";
import { readVsgmrDetails } from "@/lib/games/vsgmr/battles/battle-details";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { playSoloTurn } from "@/lib/games/vsgmr/server/battles/play-solo-turn";
import { resolveVsgmrBattle } from "@/lib/games/vsgmr/server/battles/resolve-battle";
import { rollBattleDice } from "@/lib/games/vsgmr/server/battles/roll-battle-dice";
import { undoVsgmrBattle } from "@/lib/games/vsgmr/server/battles/undo-battle";
import { listVsgmrJournal } from "@/lib/games/vsgmr/server/journal/list-journal";
import { db } from "@/lib/server/db";
import { listCampaignTeams } from "@/lib/server/teams/list-standings";
import { forceOf, vsgmrSeries } from "./vsgmr-factory";
import { gameSystem } from "@/lib/games/registry";
import { gameServer } from "@/lib/games/server-registry";

/** Everything a refused request could have written. */
async function written(campaignId: string) {
  const [battles, rolls, entries, characters, campaign] = await Promise.all([
    db.battle.findMany({ where: { campaignId }, select: { id: true, status: true, version: true, details: true } }),
    db.roll.findMany({ where: { campaignId }, select: { id: true } }),
    db.storyPointEntry.findMany({ where: { campaignId }, select: { id: true } }),
    db.character.count({ where: { team: { campaignId } } }),
    db.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { rollSequence: true, optionsLockedAt: true } }),
  ]);
  return { battles, rolls, entries, characters, campaign };
}

async function versusBattle() {
  const world = await vsgmrSeries();
  const dwarves = await forceOf(world.campaign.id, world.users.alice, "dwarves");
  const elves = await forceOf(world.campaign.id, world.users.bob, "elves");
  const created = await createVsgmrBattle(world.access.alice, { scenarioId: "basic-game", teams: [{ teamId: dwarves.id }, { teamId: elves.id }] });
  if (!created.ok) throw new Error(created.message);
  return { ...world, dwarves, elves, battleId: created.battleId };
}

async function soloOutflanked() {
  const world = await vsgmrSeries();
  const dwarves = await forceOf(world.campaign.id, world.users.alice, "dwarves");
  const created = await createVsgmrBattle(world.access.alice, {
    scenarioId: "outflanked",
    teams: [{ teamId: dwarves.id, role: "defender" }],
    solo: { sampleArmyId: "star-soldiers", role: "attacker" },
  });
  if (!created.ok) throw new Error(created.message);
  return { ...world, dwarves, battleId: created.battleId };
}

describe("recording a VSGMR battle", () => {
  test("two forces within the budgets: the battle is set up with their priced totals", async () => {
    const { battleId, dwarves, elves } = await versusBattle();
    const battle = await db.battle.findUniqueOrThrow({ where: { id: battleId }, include: { teams: { orderBy: { position: "asc" } } } });
    expect(battle.status).toBe("REPORTING");
    expect(readVsgmrDetails(battle.details)).toMatchObject({ scenarioId: "basic-game", forceHalves: { [dwarves.id]: 60, [elves.id]: 58 }, solo: null, result: null });
    expect(battle.teams.map((t) => t.teamId)).toEqual([dwarves.id, elves.id]);
  });

  test("forces outside the scenario's budgets are refused with every reason, and nothing is written", async () => {
    const world = await vsgmrSeries();
    const justice = await forceOf(world.campaign.id, world.users.alice, "justice-team");
    const survivors = await forceOf(world.campaign.id, world.users.bob, "horror-film-survivors");
    const before = await written(world.campaign.id);
    const result = await createVsgmrBattle(world.access.alice, { scenarioId: "basic-game", teams: [{ teamId: justice.id }, { teamId: survivors.id }] });
    expect(result).toMatchObject({ ok: false, code: "budgets" });
    if (result.ok) return;
    const messages = result.problems!.map((p) => p.message).join("\n");
    expect(messages).toMatch(/42 points and 19 points apart|are 23 points apart/);
    expect(messages).toMatch(/Justice Team/);
    expect(await written(world.campaign.id)).toEqual(before);
  });

  test("the scenario's asymmetric budgets: a solo enemy over the Attacker's 40 is refused", async () => {
    const world = await vsgmrSeries();
    const dwarves = await forceOf(world.campaign.id, world.users.alice, "dwarves");
    const result = await createVsgmrBattle(world.access.alice, {
      scenarioId: "outflanked",
      teams: [{ teamId: dwarves.id, role: "defender" }],
      solo: { sampleArmyId: "justice-team", role: "attacker" },
    });
    expect(result).toMatchObject({ ok: false, code: "budgets" });
    expect(JSON.stringify(result)).toContain("over the Attacker's budget of 40");
    const noSide = await createVsgmrBattle(world.access.alice, {
      scenarioId: "outflanked",
      teams: [{ teamId: dwarves.id }],
      solo: { sampleArmyId: "star-soldiers", role: "attacker" },
    });
    expect(noSide).toMatchObject({ ok: false, code: "bad-roles" });
    expect(await db.battle.count({ where: { campaignId: world.campaign.id } })).toBe(0);
  });

  test("a player may not set up a battle between other players' forces", async () => {
    const world = await vsgmrSeries();
    const dwarves = await forceOf(world.campaign.id, world.users.alice, "dwarves");
    const elves = await forceOf(world.campaign.id, world.users.bob, "elves");
    expect(await createVsgmrBattle(world.access.carol, { scenarioId: "basic-game", teams: [{ teamId: dwarves.id }, { teamId: elves.id }] })).toMatchObject({
      ok: false,
      code: "not-your-battle",
    });
    expect(await createVsgmrBattle(world.access.organiser, { scenarioId: "basic-game", teams: [{ teamId: dwarves.id }, { teamId: elves.id }] })).toMatchObject({ ok: true });
  });
});

describe("the battle's dice", () => {
  test("app dice are stored in the campaign's roll log, and a retried request never rolls twice", async () => {
    const { access, battleId, campaign } = await versusBattle();
    const first = await rollBattleDice(access.alice, battleId, { label: "Distance attack", sides: 6, count: 2, requestKey: "req-1", source: "app" }, scriptedDice([5, 2]));
    expect(first).toEqual({ ok: true, faces: [5, 2], alreadyRolled: false });
    const again = await rollBattleDice(access.alice, battleId, { label: "Distance attack", sides: 6, count: 2, requestKey: "req-1", source: "app" }, scriptedDice([1, 1]));
    expect(again).toEqual({ ok: true, faces: [5, 2], alreadyRolled: true });
    const rolls = await db.roll.findMany({ where: { campaignId: campaign.id } });
    expect(rolls).toHaveLength(1);
    expect(rolls[0]).toMatchObject({ sequence: 1, faces: [5, 2], source: "APP", purpose: "vsgmr-table", label: "Issue #1 · Distance attack" });
  });

  test("typed physical dice are validated: a face out of range is refused and nothing changes", async () => {
    const { access, battleId, campaign } = await versusBattle();
    const before = await written(campaign.id);
    expect(await rollBattleDice(access.bob, battleId, { label: "Save", sides: 6, count: 2, requestKey: "typed-1", source: "physical", faces: [3, 7] })).toEqual({
      ok: false,
      code: "bad-faces",
      message: "Die 2: 7 is not possible on a D6 (1–6).",
    });
    expect(await written(campaign.id)).toEqual(before);
    expect(await rollBattleDice(access.bob, battleId, { label: "Save", sides: 6, count: 2, requestKey: "typed-2", source: "physical", faces: ["3", 6] })).toMatchObject({
      ok: true,
      faces: [3, 6],
    });
    expect(await db.roll.findFirstOrThrow({ where: { requestKey: "typed-2" } })).toMatchObject({ source: "PHYSICAL", faces: [3, 6] });
  });

  test("only the battle's players and the organisers may roll its dice", async () => {
    const { access, battleId, campaign } = await versusBattle();
    const before = await written(campaign.id);
    for (const outsider of [access.carol, access.viewer]) {
      expect(await rollBattleDice(outsider, battleId, { label: "Sneak", sides: 6, count: 1, requestKey: `x-${outsider.userId}`, source: "app" })).toMatchObject({
        ok: false,
        code: "forbidden",
      });
    }
    expect(await written(campaign.id)).toEqual(before);
    expect(await rollBattleDice(access.organiser, battleId, { label: "Ref", sides: 6, count: 1, requestKey: "org", source: "app" })).toMatchObject({ ok: true });
  });
});

describe("solo play", () => {
  test("only the battle's player and the organisers have the app play the enemy's turn (vsgmr:play-solo-turn), and the page offers it to them alone", async () => {
    const { access, battleId, campaign, users } = await soloOutflanked();
    const before = await written(campaign.id);
    for (const outsider of [access.bob, access.viewer]) {
      expect(
        await playSoloTurn(outsider, battleId, { round: 1, enemyFigures: 2, enemyHasDefeated: false, enemyWaiting: 0, requestKey: `x-${outsider.userId}` }, scriptedDice([6, 3])),
      ).toMatchObject({
        ok: false,
        code: "forbidden",
      });
    }
    expect(await written(campaign.id)).toEqual(before);
    const mayOf = async (user: Actor) => {
      actAs(user);
      return (await loadVsgmrBattlePage(campaign.id, battleId)).may.soloTurn;
    };
    expect({ alice: await mayOf(users.alice), organiser: await mayOf(users.organiser), bob: await mayOf(users.bob), viewer: await mayOf(users.viewer) }).toEqual({
      alice: true,
      organiser: true,
      bob: false,
      viewer: false,
    });
    expect(
      await playSoloTurn(access.organiser, battleId, { round: 1, enemyFigures: 2, enemyHasDefeated: false, enemyWaiting: 0, requestKey: "org" }, scriptedDice([6, 3])),
    ).toMatchObject({ ok: true });
  });

  test("a turn rolls the enemy action and Outflanked's arrival, logs both dice and the turn, and a retry rolls nothing", async () => {
    const { access, battleId, campaign } = await soloOutflanked();
    const turn = await playSoloTurn(access.alice, battleId, { round: 1, enemyFigures: 2, enemyHasDefeated: false, enemyWaiting: 0, requestKey: "t1" }, scriptedDice([6, 3]));
    expect(turn).toMatchObject({
      ok: true,
      alreadyRolled: false,
      turn: { round: 1, enemyAction: { face: 6, returnsDefeated: false }, outflanked: { face: 3, hasArrived: false } },
    });
    const retry = await playSoloTurn(access.alice, battleId, { round: 1, enemyFigures: 2, enemyHasDefeated: false, enemyWaiting: 0, requestKey: "t1" }, scriptedDice([1, 1]));
    expect(retry).toMatchObject({ ok: true, alreadyRolled: true, turn: { enemyAction: { face: 6 } } });
    const rolls = await db.roll.findMany({ where: { campaignId: campaign.id }, orderBy: { sequence: "asc" } });
    expect(rolls.map((r) => [r.sequence, r.purpose, r.faces])).toEqual([
      [1, "vsgmr-solo-enemy-action", [6]],
      [2, "vsgmr-outflanked-arrival", [3]],
    ]);

    // Round 2: a 2 brings the rest on; from then on only the enemy action is rolled.
    await playSoloTurn(access.alice, battleId, { round: 2, enemyFigures: 2, enemyHasDefeated: true, enemyWaiting: 0, requestKey: "t2" }, scriptedDice([4, 2]));
    const third = await playSoloTurn(access.alice, battleId, { round: 3, enemyFigures: 3, enemyHasDefeated: true, enemyWaiting: 0, requestKey: "t3" }, scriptedDice([1]));
    expect(third).toMatchObject({ ok: true, turn: { round: 3 } });
    if (third.ok) expect(third.turn.outflanked).toBeUndefined();
    const details = readVsgmrDetails((await db.battle.findUniqueOrThrow({ where: { id: battleId } })).details);
    expect(details.solo!.turns.map((t) => t.round)).toEqual([1, 2, 3]);
    expect(details.solo!.outflankedArrived).toBe(true);
    // Five rolls of the tables, and round 3's 1 (one figure acts) picks one of those on the table: one more die.
    expect(await db.roll.count({ where: { battleId, purpose: { not: "vsgmr-solo-pick" } } })).toBe(5);
    expect(await db.roll.count({ where: { battleId, purpose: "vsgmr-solo-pick" } })).toBe(1);
  });

  test("a request key already spent on another battle's turn is refused, not a database error, and nothing is written", async () => {
    const first = await soloOutflanked();
    const second = await soloOutflanked();
    const key = `spent-${Date.now()}`;
    const turn = { round: 1, enemyFigures: 2, enemyHasDefeated: false, enemyWaiting: 0, requestKey: key };
    expect(await playSoloTurn(first.access.alice, first.battleId, turn, scriptedDice([6, 3]))).toMatchObject({ ok: true });
    const before = await written(second.campaign.id);
    expect(await playSoloTurn(second.access.alice, second.battleId, turn, scriptedDice([6, 3]))).toMatchObject({ ok: false, code: "used-request" });
    expect(await written(second.campaign.id)).toEqual(before);
  });

  test("a round going back is refused and nothing is written", async () => {
    const { access, battleId, campaign } = await soloOutflanked();
    await playSoloTurn(access.alice, battleId, { round: 2, enemyFigures: 2, enemyHasDefeated: false, enemyWaiting: 0, requestKey: "a" }, scriptedDice([2, 6]));
    const before = await written(campaign.id);
    expect(
      await playSoloTurn(access.alice, battleId, { round: 1, enemyFigures: 2, enemyHasDefeated: false, enemyWaiting: 0, requestKey: "b" }, scriptedDice([2, 6])),
    ).toMatchObject({ ok: false, code: "bad-turn" });
    expect(
      await playSoloTurn(access.carol, battleId, { round: 3, enemyFigures: 2, enemyHasDefeated: false, enemyWaiting: 0, requestKey: "c" }, scriptedDice([2, 6])),
    ).toMatchObject({ ok: false, code: "forbidden" });
    expect(await written(campaign.id)).toEqual(before);
  });
});

describe("the result", () => {
  test("outcomes, FIGURES_DEFEATED rows keyed per battle and force, and the battle RESOLVED in one write", async () => {
    const { access, battleId, dwarves, elves } = await versusBattle();
    const versionBefore = (await db.battle.findUniqueOrThrow({ where: { id: battleId } })).version;
    const result = await resolveVsgmrBattle(access.bob, battleId, {
      endCondition: "rounds",
      sides: [
        { key: dwarves.id, defeatedHalves: 17, outcome: "WON" },
        { key: elves.id, defeatedHalves: 8, outcome: "LOST" },
      ],
    });
    expect(result).toEqual({ ok: true });
    const battle = await db.battle.findUniqueOrThrow({ where: { id: battleId }, include: { teams: { orderBy: { position: "asc" } } } });
    expect(battle.status).toBe("RESOLVED");
    expect(battle.version).toBe(versionBefore + 1);
    expect(battle.teams.map((t) => t.result)).toEqual(["WON", "LOST"]);
    const entries = await db.storyPointEntry.findMany({ where: { battleId }, orderBy: { delta: "desc" } });
    expect(entries.map((e) => [e.teamId, e.currency, e.reason, e.delta, e.idempotencyKey])).toEqual([
      [dwarves.id, "defeated-halves", "FIGURES_DEFEATED", 17, `vsgmr:${battleId}:${dwarves.id}:defeated`],
      [elves.id, "defeated-halves", "FIGURES_DEFEATED", 8, `vsgmr:${battleId}:${elves.id}:defeated`],
    ]);
    expect(await resolveVsgmrBattle(access.bob, battleId, { endCondition: "rounds", sides: [] })).toMatchObject({ ok: false, code: "not-playing" });
  });

  test("a result that breaks a rule changes nothing", async () => {
    const { access, battleId, campaign, dwarves, elves } = await versusBattle();
    const before = await written(campaign.id);
    const over = await resolveVsgmrBattle(access.alice, battleId, {
      endCondition: "survivors",
      sides: [
        { key: dwarves.id, defeatedHalves: 59, outcome: "WON" },
        { key: elves.id, defeatedHalves: 0, outcome: "WON" },
      ],
    });
    expect(over).toMatchObject({ ok: false, code: "bad-result" });
    expect(over.ok ? [] : over.message).toContain("Only one force can win a battle, or several that fought on the same side of the scenario.");
    expect(over.ok ? [] : over.message).toContain("cannot have defeated 29½ points: its enemies fielded 29");
    expect(await resolveVsgmrBattle(access.carol, battleId, { endCondition: "rounds", sides: [] })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await written(campaign.id)).toEqual(before);
  });

  test("Recruit: an enemy figure joins the winner, and undoing the battle reverses it with the ledger", async () => {
    const { access, battleId, campaign, dwarves } = await soloOutflanked();
    const rosterBefore = await db.character.count({ where: { teamId: dwarves.id } });
    const sides = [
      { key: dwarves.id, defeatedHalves: 72, outcome: "WON" as const },
      { key: "enemy", defeatedHalves: 20, outcome: "LOST" as const },
    ];
    // The enemy's Commander cannot join: a force has exactly one. Nothing is written.
    const before = await written(campaign.id);
    const commander = await resolveVsgmrBattle(access.alice, battleId, { endCondition: "survivors", sides, recruit: { teamId: dwarves.id, enemyFigure: 0 } });
    expect(commander).toMatchObject({ ok: false, code: "bad-recruit", message: expect.stringContaining("a force has exactly one") });
    expect(await written(campaign.id)).toEqual(before);

    const resolved = await resolveVsgmrBattle(access.alice, battleId, {
      endCondition: "survivors",
      sides: [
        { key: dwarves.id, defeatedHalves: 72, outcome: "WON" },
        { key: "enemy", defeatedHalves: 20, outcome: "LOST" },
      ],
      recruit: { teamId: dwarves.id, enemyFigure: 1 },
    });
    expect(resolved).toEqual({ ok: true });
    const details = readVsgmrDetails((await db.battle.findUniqueOrThrow({ where: { id: battleId } })).details);
    const recruit = details.result!.recruit!;
    expect(recruit).toMatchObject({ teamId: dwarves.id, name: details.solo!.figures[1]!.name });
    expect(await db.character.findUniqueOrThrow({ where: { id: recruit.characterId } })).toMatchObject({ teamId: dwarves.id, kind: "vsgmr-figure", position: rosterBefore });
    // The solo enemy is no team: only the player's force has a ledger row.
    expect(await db.storyPointEntry.findMany({ where: { battleId }, select: { teamId: true, delta: true } })).toEqual([{ teamId: dwarves.id, delta: 72 }]);

    expect(await undoVsgmrBattle(access.alice, battleId)).toMatchObject({ ok: false, code: "forbidden" });
    expect(await undoVsgmrBattle(access.organiser, battleId)).toEqual({ ok: true });
    const after = await db.battle.findUniqueOrThrow({ where: { id: battleId }, include: { teams: true } });
    expect(after.status).toBe("UNDONE");
    expect(after.teams.map((t) => t.result)).toEqual([null]);
    expect(await db.character.count({ where: { teamId: dwarves.id } })).toBe(rosterBefore);
    const entries = await db.storyPointEntry.findMany({ where: { battleId }, orderBy: { createdAt: "asc" } });
    expect(entries.map((e) => e.delta)).toEqual([72, -72]);
    expect(entries[1]!.reversesEntryId).toBe(entries[0]!.id);
    expect(await undoVsgmrBattle(access.organiser, battleId)).toMatchObject({ ok: false, code: "not-resolved" });
  });
});

describe("standings and journal", () => {
  test("the journal has one entry per resolved battle with its points defeated; standings rank by wins then points", async () => {
    const { access, battleId, campaign, dwarves, elves } = await versusBattle();
    expect(await listVsgmrJournal(campaign.id)).toEqual([]);
    await resolveVsgmrBattle(access.alice, battleId, {
      endCondition: "edge",
      sides: [
        { key: dwarves.id, defeatedHalves: 3, outcome: "LOST" },
        { key: elves.id, defeatedHalves: 9, outcome: "WON" },
      ],
    });
    const journal = await listVsgmrJournal(campaign.id);
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({ issue: 1, details: { result: { endCondition: "edge" } } });
    expect(journal[0]!.teams.map((t) => [t.teamName, t.result, t.defeatedHalves])).toEqual([
      ["Dwarves", "LOST", 3],
      ["Elves", "WON", 9],
    ]);
    const { standings } = await listCampaignTeams(access.organiser, gameSystem(access.organiser.gameSystem), await gameServer(access.organiser.gameSystem));
    expect(standings.map((row) => [row.name, row.record.won, row.record.played, row.balance])).toEqual([
      ["Elves", 1, 1, 9],
      ["Dwarves", 0, 1, 3],
    ]);

    await undoVsgmrBattle(access.organiser, battleId);
    expect(await listVsgmrJournal(campaign.id)).toEqual([]);
    const after = await listCampaignTeams(access.organiser, gameSystem(access.organiser.gameSystem), await gameServer(access.organiser.gameSystem));
    expect(after.standings.map((row) => [row.record.won, row.balance])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});
