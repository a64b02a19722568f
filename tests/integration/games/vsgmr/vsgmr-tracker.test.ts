import { describe, expect, test } from "vitest";
import { scriptedDice } from "@/lib/rules/dice";
import { battleEnd, sideCounts, soloEnemyInput } from "@/lib/rules/vsgmr";
import { readVsgmrDetails, SOLO_ENEMY } from "@/lib/games/vsgmr/battles/battle-details";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { playSoloTurn } from "@/lib/games/vsgmr/server/battles/play-solo-turn";
import { resolveVsgmrBattle } from "@/lib/games/vsgmr/server/battles/resolve-battle";
import { loadVsgmrTracker, strikeVsgmrTap, trackVsgmrBattle } from "@/lib/games/vsgmr/server/battles/track-battle";
import { db } from "@/lib/server/db";
import { listVsgmrJournal } from "@/lib/games/vsgmr/server/journal/list-journal";
import { forceOf, vsgmrSeries } from "./vsgmr-factory";
import { campaignFileGames, gameServer } from "@/lib/games/server-registry";
import { campaignExportResponse } from "@/lib/server/export/export-response";
import { importCampaignFile } from "@/lib/server/import/campaign-file-import";
import type { CampaignFileEnvelope } from "@/lib/schemas/campaign-file-envelope";
import type { SeriesRecords } from "@/lib/games/vsgmr/export/series-records";
import { createUser } from "../../factories";

const key = (name: string) => `${name}-${crypto.randomUUID()}`;

async function versus() {
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
    solo: { sampleArmyId: "robot-army", role: "attacker" },
  });
  if (!created.ok) throw new Error(created.message);
  return { ...world, dwarves, battleId: created.battleId };
}

const tracker = async (battleId: string) => (await loadVsgmrTracker(db, battleId))!;
const entryRows = (battleId: string) =>
  db.battleTrackEntry.findMany({ where: { battleId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { kind: true, actorName: true } });

describe("the VSGMR battle tracker", () => {
  test("a tap is one row; a retried tap (same request key) counts once; an undo strikes it for every phone", async () => {
    const { access, battleId, elves } = await versus();
    const elf = (await tracker(battleId)).state.figures.find((f) => f.side === elves.id)!;
    const tapKey = key("tap");
    const first = await trackVsgmrBattle(access.alice, battleId, tapKey, { kind: "defeated", figureId: elf.id });
    const retry = await trackVsgmrBattle(access.alice, battleId, tapKey, { kind: "defeated", figureId: elf.id });
    expect(first).toMatchObject({ ok: true, isRepeat: false });
    expect(retry).toEqual({ ok: true, entryId: first.ok ? first.entryId : "", isRepeat: true });
    expect(await entryRows(battleId)).toEqual([{ kind: "defeated", actorName: "Alice" }]);
    const folded = (await tracker(battleId)).state;
    expect(folded.figures.find((f) => f.id === elf.id)!.status).toBe("defeated");
    expect(sideCounts(folded).find((c) => c.key === elves.id)).toMatchObject({ defeated: 1 });

    const undoKey = key("undo");
    expect(await strikeVsgmrTap(access.bob, battleId, undoKey, first.ok ? first.entryId : "")).toMatchObject({ ok: true, isRepeat: false });
    expect(await strikeVsgmrTap(access.bob, battleId, undoKey, first.ok ? first.entryId : "")).toMatchObject({ ok: true, isRepeat: true });
    expect((await tracker(battleId)).state.figures.find((f) => f.id === elf.id)!.status).toBe("in-play");
    expect(await strikeVsgmrTap(access.bob, battleId, key("again"), first.ok ? first.entryId : "")).toMatchObject({ ok: false, code: "illegal-tap" });
    expect(await entryRows(battleId)).toEqual([
      { kind: "defeated", actorName: "Alice" },
      { kind: "strike", actorName: "Bob" },
    ]);
  });

  test("refusals write nothing: a tap that does not fit, a viewer, a player of another battle, a key of another battle, a resolved battle", async () => {
    const { access, battleId, elves, dwarves } = await versus();
    const elf = (await tracker(battleId)).state.figures.find((f) => f.side === elves.id)!;
    expect(await trackVsgmrBattle(access.alice, battleId, key("a"), { kind: "returned", figureId: elf.id })).toMatchObject({
      ok: false,
      code: "illegal-tap",
      message: `${elf.name} is not defeated.`,
    });
    expect(await trackVsgmrBattle(access.alice, battleId, key("b"), { kind: "building-hit" })).toMatchObject({ ok: false, code: "illegal-tap" });
    expect(await trackVsgmrBattle(access.viewer, battleId, key("c"), { kind: "round-over" })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await trackVsgmrBattle(access.carol, battleId, key("d"), { kind: "round-over" })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await entryRows(battleId)).toEqual([]);

    const other = await versus();
    const spent = key("spent");
    expect(await trackVsgmrBattle(other.access.alice, other.battleId, spent, { kind: "round-over" })).toMatchObject({ ok: true });
    expect(await trackVsgmrBattle(access.alice, battleId, spent, { kind: "round-over" })).toMatchObject({ ok: false, code: "key-reused" });
    expect(await entryRows(battleId)).toEqual([]);

    // Every elf defeated: the tracker says the battle is over, fills the result's points, and takes no more taps.
    for (const figure of (await tracker(battleId)).state.figures.filter((f) => f.side === elves.id)) {
      expect(await trackVsgmrBattle(access.alice, battleId, key("ko"), { kind: "defeated", figureId: figure.id })).toMatchObject({ ok: true });
    }
    const done = (await tracker(battleId)).state;
    expect(battleEnd(done)).toMatchObject({ condition: "survivors", winners: [dwarves.id] });
    expect(await trackVsgmrBattle(access.alice, battleId, key("late"), { kind: "round-over" })).toMatchObject({ ok: false, code: "illegal-tap" });
    const elvesHalves = readVsgmrDetails((await db.battle.findUniqueOrThrow({ where: { id: battleId } })).details).forceHalves[elves.id]!;
    expect(sideCounts(done).find((c) => c.key === dwarves.id)!.defeatedHalves).toBe(elvesHalves);
    // The form's own numbers are set aside: the ledger gets the tracker's.
    const resolved = await resolveVsgmrBattle(access.alice, battleId, {
      endCondition: "survivors",
      sides: [
        { key: dwarves.id, defeatedHalves: 0, outcome: "WON" },
        { key: elves.id, defeatedHalves: 0, outcome: "LOST" },
      ],
    });
    expect(resolved).toEqual({ ok: true });
    expect(await db.storyPointEntry.findMany({ where: { battleId }, select: { teamId: true, delta: true } })).toEqual([{ teamId: dwarves.id, delta: elvesHalves }]);
    // The journal tells the battle from the tracker: each defeat by its round, then the end.
    const [entry] = await listVsgmrJournal(done.sides[0] ? (await db.battle.findUniqueOrThrow({ where: { id: battleId } })).campaignId : "");
    const elfNames = done.figures.filter((f) => f.side === elves.id).map((f) => `Round 1: ${f.name} defeated.`);
    expect(entry!.story).toEqual([...elfNames, "Only one side has figures left: Dwarves won."]);
    const before = await entryRows(battleId);
    expect(await trackVsgmrBattle(access.alice, battleId, key("after"), { kind: "round-over" })).toMatchObject({ ok: false, code: "not-playing" });
    expect(await entryRows(battleId)).toEqual(before);
  });

  test("solo: the enemy's roll counts the figures the tracker has on the table, offers its defeated on a 6, and its arrival brings the rest on", async () => {
    const { access, battleId } = await soloOutflanked();
    const start = (await tracker(battleId)).state;
    expect(start.figures.filter((f) => f.side === SOLO_ENEMY && f.status === "in-play").length).toBeGreaterThan(1);
    const opening = soloEnemyInput(start, SOLO_ENEMY);
    expect(opening.waiting).toBeGreaterThan(0);
    const enemyOnTable = start.figures.filter((f) => f.side === SOLO_ENEMY && f.status === "in-play");
    // Round 1: a 3 lets up to half the figures on the table act, the arrival roll (5) fails; the app picks that many with one die each.
    const picks = Math.ceil(enemyOnTable.length / 2);
    // A die per pick only while there is a choice (fewer to pick than on the table).
    const pickDice = picks < enemyOnTable.length ? picks : 0;
    const first = await playSoloTurn(access.alice, battleId, { round: 1, requestKey: key("t1") }, scriptedDice([3, 5]), scriptedDice(Array.from({ length: pickDice }, () => 1)));
    expect(first).toMatchObject({ ok: true, turn: { figuresInPlay: enemyOnTable.length, enemyAction: { maxActing: picks }, outflanked: { hasArrived: false } } });
    if (!first.ok) return;
    expect(first.turn.suggestion!.picks).toHaveLength(picks);
    expect(first.turn.suggestion!.picks.every((p) => enemyOnTable.some((f) => f.id === p.figureId))).toBe(true);
    expect(await db.roll.count({ where: { battleId, purpose: "vsgmr-solo-pick" } })).toBe(pickDice);

    // One enemy figure defeated: the next roll counts one fewer, and a 6 offers it back; a 2 in round 2 brings the rest on.
    expect(await trackVsgmrBattle(access.alice, battleId, key("ko"), { kind: "defeated", figureId: enemyOnTable[0]!.id })).toMatchObject({ ok: true });
    const second = await playSoloTurn(access.alice, battleId, { round: 2, requestKey: key("t2") }, scriptedDice([6, 2]), scriptedDice([]));
    expect(second).toMatchObject({ ok: true, turn: { figuresInPlay: enemyOnTable.length - 1, enemyAction: { maxActing: enemyOnTable.length - 1, returnsDefeated: true } } });
    const after = (await tracker(battleId)).state;
    expect(soloEnemyInput(after, SOLO_ENEMY)).toEqual({ figures: start.figures.filter((f) => f.side === SOLO_ENEMY).length - 1, hasDefeated: true, waiting: 0 });
    expect(await entryRows(battleId)).toEqual([
      { kind: "defeated", actorName: "Alice" },
      { kind: "arrived", actorName: "Alice" },
    ]);
    expect(await trackVsgmrBattle(access.alice, battleId, key("back"), { kind: "returned", figureId: enemyOnTable[0]!.id })).toMatchObject({ ok: true });
    expect(soloEnemyInput((await tracker(battleId)).state, SOLO_ENEMY)).toMatchObject({ figures: start.figures.filter((f) => f.side === SOLO_ENEMY).length, hasDefeated: false });
  });
});

describe("tracker taps in the series' campaign file", () => {
  test("export → import → export again keeps every tap, strike and solo defeat; the imported tracker folds to the same battle", async () => {
    const world = await versus();
    const { access, battleId, elves } = world;
    const elvesFigures = (await tracker(battleId)).state.figures.filter((f) => f.side === elves.id);
    await trackVsgmrBattle(access.alice, battleId, key("k1"), { kind: "defeated", figureId: elvesFigures[0]!.id });
    await trackVsgmrBattle(access.bob, battleId, key("r1"), { kind: "round-over" });
    const wrong = await trackVsgmrBattle(access.bob, battleId, key("k2"), { kind: "defeated", figureId: elvesFigures[1]!.id });
    await strikeVsgmrTap(access.alice, battleId, key("s1"), wrong.ok ? wrong.entryId : "");
    const resolved = await resolveVsgmrBattle(access.alice, battleId, {
      endCondition: "rounds",
      sides: [
        { key: world.dwarves.id, defeatedHalves: 0, outcome: "WON" },
        { key: elves.id, defeatedHalves: 0, outcome: "LOST" },
      ],
    });
    expect(resolved).toEqual({ ok: true });

    const download = async (userId: string, campaignId: string) => (await (await campaignExportResponse(userId, campaignId, gameServer)).json()) as CampaignFileEnvelope;
    const file = await download(world.users.organiser.id, world.campaign.id);
    const track = (file.game as SeriesRecords).battles[0]!.track!;
    expect(track.map((entry) => [entry.ref, entry.payload.kind, entry.actor])).toEqual([
      ["tap-1", "defeated", "Alice"],
      ["tap-2", "round-over", "Bob"],
      ["tap-3", "defeated", "Bob"],
      ["tap-4", "strike", "Alice"],
    ]);
    expect(track[0]!.payload).toEqual({ v: 1, kind: "defeated", figureId: expect.stringMatching(/^character-\d+$/) });
    expect(track[3]!.payload).toEqual({ v: 1, kind: "strike", entryId: "tap-3" });
    expect(JSON.stringify(file)).not.toContain(elvesFigures[0]!.id);

    const importer = await createUser({ name: "Ivy Importer" });
    const imported = await importCampaignFile(importer.id, JSON.stringify(file), campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    const again = await download(importer.id, imported.campaign.id);
    expect((again.game as SeriesRecords).battles).toEqual((file.game as SeriesRecords).battles);

    const copy = await db.battle.findFirstOrThrow({ where: { campaignId: imported.campaign.id }, select: { id: true } });
    const byName = async (id: string) => {
      const state = (await tracker(id)).state;
      return { round: state.round, figures: state.figures.map((f) => [f.name, f.status]), counts: sideCounts(state).map((c) => [c.inPlay, c.defeated, c.defeatedHalves]) };
    };
    expect(await byName(copy.id)).toEqual(await byName(battleId));
    expect((await listVsgmrJournal(imported.campaign.id))[0]!.story).toEqual((await listVsgmrJournal(world.campaign.id))[0]!.story);
  });
});
