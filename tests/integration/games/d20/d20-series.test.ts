import { describe, expect, test } from "vitest";
import { D20_DEFAULT_SETTINGS, d20 } from "@/lib/games/d20";
import { readAdventureDetails } from "@/lib/games/d20/conflict-record";
import { DEFAULT_RANKS, readD20Hero } from "@/lib/games/d20/hero-sheet";
import { startConflict, stateOf, tapConflict, undoConflict } from "@/lib/games/d20/server/conflicts/conflicts";
import { startAdventureHeroPointsFor } from "@/lib/games/d20/server/heroes/adventure-start";
import { awardD20HeroPoint, restD20Hero, setD20Ranks, spendD20HeroPoint } from "@/lib/games/d20/server/heroes/heroes";
import { campaignFileGames, gameServer } from "@/lib/games/server-registry";
import { HERO_POINT_CURRENCY } from "@/lib/rules/d20";
import { scriptedDice } from "@/lib/rules/dice";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { db } from "@/lib/server/db";
import { campaignExportResponse } from "@/lib/server/export/export-response";
import { importCampaignFile } from "@/lib/server/import/campaign-file-import";
import { recordSession } from "@/lib/server/sessions/record-session";
import { undoSession } from "@/lib/server/sessions/undo-session";
import { createTeam } from "@/lib/server/teams/create-team";
import { accessFor, addMember, createUser, DEFAULT_SETTINGS } from "../../factories";

/** A d20 series made through the generic campaign form, with three heroes and an adventure. */
async function series(name = "Harbour City") {
  const organiser = await createUser({ name: "Gemma GM" });
  const created = await createCampaign(organiser, d20, { ...DEFAULT_SETTINGS, name, gameSystem: d20.id, startingHeroPoints: "2" });
  if (!created.ok) throw new Error(created.message);
  const campaignId = created.campaign.id;
  const access = await accessFor(organiser.id, campaignId);
  const heroes: Record<string, string> = {};
  // Each player leads one hero.
  for (const hero of ["Kestrel", "Bulwark", "Spark"]) {
    const player = await addMember(campaignId, "PLAYER", `${hero}'s player`);
    const made = await createTeam(await accessFor(player.id, campaignId), d20, { name: hero, notes: "" });
    if (!made.ok) throw new Error(made.message);
    heroes[hero] = made.team.id;
  }
  // Kestrel dodges better than Bulwark: their initiative ties are settled by it.
  expect(await setD20Ranks(access, heroes.Kestrel!, { requestKey: "ranks-kestrel", ranks: { ...DEFAULT_RANKS, dodge: 8 } })).toMatchObject({ ok: true });
  const adventure = await recordSession(access, d20.sessions.kinds, { kind: "ADVENTURE", title: "The docks", playedOn: "2026-11-20", notes: "" });
  if (!adventure.ok) throw new Error(adventure.message);
  return { organiser, campaignId, access, heroes, sessionId: adventure.session.id };
}

const rollCount = (campaignId: string) => db.roll.count({ where: { campaignId } });
const balance = async (teamId: string) => (await db.storyPointEntry.aggregate({ where: { teamId, currency: HERO_POINT_CURRENCY }, _sum: { delta: true } }))._sum.delta ?? 0;
const detailsOf = async (sessionId: string) => readAdventureDetails((await db.playSession.findUniqueOrThrow({ where: { id: sessionId }, select: { details: true } })).details);

async function fight(s: Awaited<ReturnType<typeof series>>) {
  // Faces in order: Kestrel, Bulwark, Spark, then the thugs' one die: Kestrel and Bulwark tie at 15.
  const started = await startConflict(s.access, s.sessionId, {
    requestKey: "start-docks",
    name: "Warehouse brawl",
    heroes: [s.heroes.Kestrel!, s.heroes.Bulwark!, s.heroes.Spark!],
    foes: [{ name: "Thug", kind: "minion", count: 3, ranks: { ...DEFAULT_RANKS, dodge: 4, toughness: 4 } }],
    source: "physical",
    faces: [13, 13, 5, 8],
  });
  if (!started.ok) throw new Error(started.message);
  return started;
}

describe("a d20 series: settings, heroes and the conflict tracker", () => {
  test("the campaign form's options are stored, with the rulings' defaults for the rest", async () => {
    const s = await series();
    expect((await db.campaign.findUniqueOrThrow({ where: { id: s.campaignId } })).settings).toEqual({ ...D20_DEFAULT_SETTINGS, startingHeroPoints: 2 });
  });

  test("initiative: one die per hero and per minion group, a tie settled by Dodge, every die in the roll log", async () => {
    const s = await series();
    const started = await fight(s);
    expect(started.state.order.map((id) => started.state.combatants[id]!.name)).toEqual(["Kestrel", "Bulwark", "Thug 1", "Thug 2", "Thug 3", "Spark"]);
    expect(started.state.current).toBe(started.state.order[0]);
    const rolls = await db.roll.findMany({ where: { campaignId: s.campaignId }, orderBy: { sequence: "asc" }, select: { purpose: true, faces: true, source: true, label: true } });
    expect(rolls.map((roll) => roll.faces)).toEqual([[13], [13], [5], [8]]);
    expect(rolls.every((roll) => roll.purpose === "d20-initiative" && roll.source === "PHYSICAL")).toBe(true);
    expect(rolls.at(-1)!.label).toContain("initiative of Thug");
  });

  test("the damage ladder from one tap: −1, −1, then three degrees (staggered), then three more (staggered again: incapacitated)", async () => {
    const s = await series();
    const { conflictId } = await fight(s);
    const kestrel = "c1";
    const resist = (key: string, face: number) =>
      tapConflict(s.access, s.sessionId, conflictId, key, { kind: "resistance", combatantId: kestrel, rank: 5, heroPoint: false, source: "physical", faces: [face] });
    // DC 20; Toughness 6 less the penalty.
    expect((await resist("hit-1", 10)).ok).toBe(true); // 16: one degree
    expect((await resist("hit-2", 11)).ok).toBe(true); // 16: one degree
    const third = await resist("hit-3", 5); // 9: three degrees
    if (!third.ok) throw new Error(third.message);
    expect(third.state.combatants[kestrel]!.damage).toEqual({ penalty: 3, dazed: false, staggered: true, state: "active" });
    const fourth = await resist("hit-4", 5); // 8: three degrees, staggered again
    if (!fourth.ok) throw new Error(fourth.message);
    expect(fourth.state.combatants[kestrel]!.damage.state).toBe("incapacitated");
    // Kestrel was acting: the turn passed on.
    expect(fourth.state.current).not.toBe(kestrel);
    expect(await db.roll.count({ where: { campaignId: s.campaignId, purpose: "d20-resistance" } })).toBe(4);
  });

  test("a minion that fails takes the worst degree; its group shares one place in the order", async () => {
    const s = await series();
    const { conflictId } = await fight(s);
    const hit = await tapConflict(s.access, s.sessionId, conflictId, "thug-hit", {
      kind: "resistance",
      combatantId: "c4",
      rank: 2,
      heroPoint: false,
      source: "physical",
      faces: [8],
    });
    if (!hit.ok) throw new Error(hit.message);
    // DC 17, 8 + 4 = 12: one degree, but a minion takes the worst.
    expect(hit.state.combatants.c4!.damage.state).toBe("incapacitated");
    expect(hit.state.combatants.c5!.damage.state).toBe("active");
  });

  test("a retried tap (same request key) neither rolls nor applies twice", async () => {
    const s = await series();
    const { conflictId } = await fight(s);
    const tap = () =>
      tapConflict(s.access, s.sessionId, conflictId, "hit-once", { kind: "resistance", combatantId: "c1", rank: 5, heroPoint: false, source: "app" }, scriptedDice([10], 20));
    const first = await tap();
    const rolls = await rollCount(s.campaignId);
    const again = await tap();
    expect(first).toMatchObject({ ok: true, repeated: false });
    expect(again).toMatchObject({ ok: true, repeated: true });
    expect(await rollCount(s.campaignId)).toBe(rolls);
    if (!again.ok) throw new Error(again.message);
    expect(again.state.combatants.c1!.damage.penalty).toBe(1);
    // A retried start is found too.
    expect(await fight(s)).toMatchObject({ repeated: true });
    expect((await detailsOf(s.sessionId)).conflicts).toHaveLength(1);
  });

  test("refusals write nothing: typed faces that do not fit, a spend without points, an adventure or hero of another campaign", async () => {
    const s = await series();
    const other = await series("Elsewhere");
    const { conflictId } = await fight(s);
    const before = { rolls: await rollCount(s.campaignId), details: JSON.stringify(await detailsOf(s.sessionId)) };
    const refusals = [
      await tapConflict(s.access, s.sessionId, conflictId, "bad-face", { kind: "resistance", combatantId: "c1", rank: 5, heroPoint: false, source: "physical", faces: [21] }),
      await tapConflict(s.access, s.sessionId, conflictId, "two-faces", { kind: "resistance", combatantId: "c1", rank: 5, heroPoint: false, source: "physical", faces: [4, 5] }),
      await tapConflict(s.access, s.sessionId, conflictId, "no-points", { kind: "resistance", combatantId: "c1", rank: 5, heroPoint: true, source: "physical", faces: [4] }),
      await tapConflict(s.access, s.sessionId, conflictId, "not-a-hero", { kind: "resistance", combatantId: "c4", rank: 5, heroPoint: true, source: "physical", faces: [4] }),
      await tapConflict(s.access, other.sessionId, conflictId, "other-adventure", { kind: "end-turn" }),
      await tapConflict(s.access, s.sessionId, "k9", "no-conflict", { kind: "end-turn" }),
      await startConflict(s.access, s.sessionId, { requestKey: "foreign-hero", name: "Raid", heroes: [other.heroes.Kestrel!], foes: [], source: "physical", faces: [3] }),
      await spendD20HeroPoint(s.access, s.heroes.Spark!, { requestKey: "spend-nothing", reason: "stunt", note: "" }),
    ];
    expect(refusals.map((r) => (r.ok ? "ok" : r.code))).toEqual([
      "bad-dice",
      "bad-dice",
      "no-hero-point",
      "not-a-hero",
      "unknown-session",
      "unknown-conflict",
      "unknown-hero",
      "no-hero-point",
    ]);
    expect(refusals.every((r) => r.ok || r.message.length > 10)).toBe(true);
    expect(await rollCount(s.campaignId)).toBe(before.rolls);
    expect(JSON.stringify(await detailsOf(s.sessionId))).toBe(before.details);
    expect(await db.storyPointEntry.count({ where: { campaignId: s.campaignId } })).toBe(0);
  });

  test("a hero point spent on a check makes the die at least 11 and is in the ledger; undoing the tap gives it back", async () => {
    const s = await series();
    const { conflictId } = await fight(s);
    expect(await awardD20HeroPoint(s.access, s.heroes.Kestrel!, { requestKey: "award-complication", reason: "complication", note: "Her mother called" })).toMatchObject({
      ok: true,
      balance: 1,
    });
    const lucky = await tapConflict(s.access, s.sessionId, conflictId, "spend-on-check", {
      kind: "resistance",
      combatantId: "c1",
      rank: 5,
      heroPoint: true,
      source: "physical",
      faces: [4],
    });
    if (!lucky.ok) throw new Error(lucky.message);
    // 4 counts as 14: 14 + 6 = 20 against DC 20, a success.
    expect(lucky.state.combatants.c1!.damage.penalty).toBe(0);
    expect(lucky.summary).toContain("hero point");
    expect(await balance(s.heroes.Kestrel!)).toBe(0);
    const undone = await tapConflict(s.access, s.sessionId, conflictId, "undo-spend", { kind: "undo" });
    expect(undone).toMatchObject({ ok: true });
    expect(await balance(s.heroes.Kestrel!)).toBe(1);
    // The roll stays in the log: nothing is rewritten.
    expect(await db.roll.count({ where: { campaignId: s.campaignId, purpose: "d20-resistance" } })).toBe(1);
  });

  test("a late joiner rolls initiative and takes its place; delay and act now; ready and act on the trigger; each tap undone", async () => {
    const s = await series();
    const other = await createTeam(s.access, d20, { name: "Nova", notes: "" });
    if (!other.ok) throw new Error(other.message);
    const started = await startConflict(s.access, s.sessionId, {
      requestKey: "start-late",
      name: "Pier fight",
      heroes: [s.heroes.Kestrel!, s.heroes.Bulwark!],
      foes: [{ name: "Boss", kind: "villain", count: 1, ranks: { ...DEFAULT_RANKS, initiative: 0 } }],
      source: "physical",
      faces: [18, 9, 3],
    });
    if (!started.ok) throw new Error(started.message);
    const tap = (key: string, t: Parameters<typeof tapConflict>[4]) => tapConflict(s.access, s.sessionId, started.conflictId, key, t);
    const names = (state: { order: string[]; combatants: Record<string, { name: string }> }) => state.order.map((id) => state.combatants[id]!.name);
    // Order: Kestrel 20, Bulwark 11, Boss 3. Nova joins with a 10 + 2 = 12: between Kestrel and Bulwark, its die in the roll log.
    const joined = await tap("join-nova", { kind: "join", heroTeamId: other.team.id, source: "physical", faces: [10] });
    if (!joined.ok) throw new Error(joined.message);
    expect(names(joined.state)).toEqual(["Kestrel", "Nova", "Bulwark", "Boss"]);
    expect(joined.summary).toBe("Nova joins the conflict: initiative 12, place 2 of 4");
    expect(await db.roll.findFirst({ where: { campaignId: s.campaignId }, orderBy: { sequence: "desc" }, select: { faces: true, label: true, teamName: true } })).toEqual({
      faces: [10],
      label: "Pier fight: initiative of Nova joining",
      teamName: "Nova",
    });
    // A hero already in the conflict is refused, with nothing written.
    expect(await tap("join-again", { kind: "join", heroTeamId: other.team.id, source: "physical", faces: [10] })).toMatchObject({ ok: false, code: "rules-refused" });
    // A villain joins by name and ranks, with the app's die.
    const villain = await tapConflict(
      s.access,
      s.sessionId,
      started.conflictId,
      "join-villain",
      { kind: "join", foe: { name: "Henchwoman", kind: "villain", ranks: { ...DEFAULT_RANKS, initiative: 1 } }, source: "app" },
      scriptedDice([1], 20),
    );
    if (!villain.ok) throw new Error(villain.message);
    expect(names(villain.state)).toEqual(["Kestrel", "Nova", "Bulwark", "Boss", "Henchwoman"]);
    // Undo takes the joiner out again.
    const undoneJoin = await tap("undo-villain", { kind: "undo" });
    if (!undoneJoin.ok) throw new Error(undoneJoin.message);
    expect(names(undoneJoin.state)).toEqual(["Kestrel", "Nova", "Bulwark", "Boss"]);

    // Kestrel delays: Nova acts; Kestrel acts now, before Bulwark's turn.
    const delayed = await tap("delay-k", { kind: "delay" });
    if (!delayed.ok) throw new Error(delayed.message);
    expect(delayed.state.combatants.c1!.delayed).toBe(true);
    expect(delayed.state.combatants[delayed.state.current!]!.name).toBe("Nova");
    expect(await tap("nova-done", { kind: "end-turn" })).toMatchObject({ ok: true });
    const actNow = await tap("act-now-k", { kind: "act-now", combatantId: "c1" });
    if (!actNow.ok) throw new Error(actNow.message);
    expect(actNow.state.current).toBe("c1");
    expect(names(actNow.state)).toEqual(["Nova", "Kestrel", "Bulwark", "Boss"]);
    // Undone, Kestrel is delaying again and it is Bulwark's turn.
    const undoneAct = await tap("undo-act", { kind: "undo" });
    if (!undoneAct.ok) throw new Error(undoneAct.message);
    expect(undoneAct.state.combatants.c1!.delayed).toBe(true);
    expect(undoneAct.state.combatants[undoneAct.state.current!]!.name).toBe("Bulwark");
    // Bulwark readies an action; the trigger comes during the Boss's turn.
    const readied = await tap("ready-b", { kind: "ready", trigger: "the Boss draws a gun" });
    if (!readied.ok) throw new Error(readied.message);
    expect(readied.state.combatants.c2!.readied).toBe("the Boss draws a gun");
    expect(await tap("bulwark-done", { kind: "end-turn" })).toMatchObject({ ok: true });
    const acted = await tap("trigger-b", { kind: "readied-action", combatantId: "c2" });
    if (!acted.ok) throw new Error(acted.message);
    expect(acted.state.combatants.c2!.readied).toBeNull();
    expect(names(acted.state).indexOf("Bulwark")).toBe(names(acted.state).indexOf("Boss") - 1);
    const undoneTrigger = await tap("undo-trigger", { kind: "undo" });
    if (!undoneTrigger.ok) throw new Error(undoneTrigger.message);
    expect(undoneTrigger.state.combatants.c2!.readied).toBe("the Boss draws a gun");
    // A delay or ready tapped on a page that still showed an earlier turn is refused, naming whose turn it is, and changes nothing.
    const before = (await detailsOf(s.sessionId)).version;
    expect(await tap("stale-delay", { kind: "delay", combatantId: "c2" })).toMatchObject({
      ok: false,
      code: "rules-refused",
      message: expect.stringContaining("no longer Bulwark's turn"),
    });
    expect(await tap("stale-ready", { kind: "ready", trigger: "late", combatantId: "c2" })).toMatchObject({ ok: false, code: "rules-refused" });
    expect((await detailsOf(s.sessionId)).version).toBe(before);
    // A combatant that is not delaying cannot act now.
    expect(await tap("act-now-b", { kind: "act-now", combatantId: "c3" })).toMatchObject({ ok: false, code: "rules-refused" });
  });

  test("end of turn prompts the ongoing checks; Recover works once per conflict", async () => {
    const s = await series();
    const { conflictId } = await fight(s);
    const tap = (key: string, t: Parameters<typeof tapConflict>[4]) => tapConflict(s.access, s.sessionId, conflictId, key, t);
    expect(await tap("ongoing", { kind: "add-condition", combatantId: "c1", condition: "impaired", lasts: "ongoing", dc: 15, resistance: "fortitude" })).toMatchObject({
      ok: true,
    });
    const ended = await tap("end-1", { kind: "end-turn" });
    if (!ended.ok) throw new Error(ended.message);
    expect(ended.state.prompts).toMatchObject([{ combatantId: "c1", condition: "impaired", dc: 15 }]);
    const check = await tap("ongoing-check", { kind: "ongoing-check", combatantId: "c1", key: ended.state.prompts[0]!.key, source: "physical", faces: [12] });
    if (!check.ok) throw new Error(check.message);
    expect(check.state.prompts).toEqual([]);
    expect(check.state.combatants.c1!.conditions.some((c) => c.condition === "impaired")).toBe(false);
    // Bulwark's turn: hurt, then recover, then recovering again is refused.
    await tap("bulwark-hit", { kind: "resistance", combatantId: "c2", rank: 5, heroPoint: false, source: "physical", faces: [10] });
    const recovered = await tap("recover-1", { kind: "recover", combatantId: "c2" });
    if (!recovered.ok) throw new Error(recovered.message);
    expect(recovered.state.combatants.c2!.damage.penalty).toBe(0);
    expect(await tap("recover-2", { kind: "recover", combatantId: "c2" })).toMatchObject({ ok: false, code: "rules-refused" });
  });

  test("the end carries each hero's damage onto its sheet; rest clears it; the defeat award is in the ledger; undoing the conflict puts the sheet back", async () => {
    const s = await series();
    const { conflictId } = await fight(s);
    const resist = (key: string, face: number) =>
      tapConflict(s.access, s.sessionId, conflictId, key, { kind: "resistance", combatantId: "c1", rank: 5, heroPoint: false, source: "physical", faces: [face] });
    await resist("h1", 10);
    await resist("h2", 5); // 5 + 5 = 10 vs 20: two degrees, −1 and dazed
    expect(await tapConflict(s.access, s.sessionId, conflictId, "the-end", { kind: "end" })).toMatchObject({ ok: true });
    const carried = readD20Hero((await db.team.findUniqueOrThrow({ where: { id: s.heroes.Kestrel! } })).state).damage;
    expect(carried).toEqual({ penalty: 2, dazed: false, staggered: false, state: "active" });
    expect(await awardD20HeroPoint(s.access, s.heroes.Kestrel!, { requestKey: "award-defeat", reason: "defeat", note: "Beaten at the docks" })).toMatchObject({
      ok: true,
      balance: 1,
    });
    expect(await db.storyPointEntry.findFirst({ where: { teamId: s.heroes.Kestrel! }, select: { reason: true, delta: true, note: true } })).toEqual({
      reason: "DEFEAT",
      delta: 1,
      note: "Beaten at the docks",
    });
    const rested = await restD20Hero(s.access, s.heroes.Kestrel!, { requestKey: "rest-1", minutes: 1 });
    expect(rested).toMatchObject({ ok: true, state: { damage: { penalty: 1 } } });
    const undone = await undoConflict(s.access, s.sessionId, conflictId, "undo-whole");
    expect(undone).toMatchObject({ ok: true });
    expect(readD20Hero((await db.team.findUniqueOrThrow({ where: { id: s.heroes.Kestrel! } })).state).damage).toEqual({
      penalty: 0,
      dazed: false,
      staggered: false,
      state: "active",
    });
    expect((await detailsOf(s.sessionId)).conflicts[0]!.undone).toMatchObject({ by: "Gemma GM" });
    // Undone twice is refused; a tap on an undone conflict too.
    expect(await undoConflict(s.access, s.sessionId, conflictId, "undo-again")).toMatchObject({ ok: false, code: "conflict-undone" });
  });

  test("undoing the adventure gives back the hero points spent in its conflicts", async () => {
    const s = await series();
    const { conflictId } = await fight(s);
    await awardD20HeroPoint(s.access, s.heroes.Bulwark!, { requestKey: "award-b", reason: "capture", note: "" });
    await tapConflict(s.access, s.sessionId, conflictId, "spend-b", { kind: "resistance", combatantId: "c2", rank: 3, heroPoint: true, source: "physical", faces: [2] });
    expect(await balance(s.heroes.Bulwark!)).toBe(0);
    expect(await undoSession(s.access, s.sessionId, await gameServer(d20.id))).toEqual({ ok: true });
    expect(await balance(s.heroes.Bulwark!)).toBe(1);
    expect((await detailsOf(s.sessionId)).conflicts[0]!.undone).not.toBeNull();
    expect(await tapConflict(s.access, s.sessionId, conflictId, "after-undo", { kind: "end-turn" })).toMatchObject({ ok: false, code: "session-undone" });
  });

  test("the start of an adventure gives each hero its starting points once (D20-R3); undoing the adventure takes them back", async () => {
    const s = await series();
    expect(await startAdventureHeroPointsFor(s.access, s.sessionId)).toEqual({ ok: true, given: 3 });
    expect(await startAdventureHeroPointsFor(s.access, s.sessionId)).toEqual({ ok: true, given: 0 });
    // The series starts heroes with 2; unspent points lapse, so the balance is set, not added to.
    expect(await balance(s.heroes.Spark!)).toBe(2);
    const other = await series("Elsewhere");
    expect(await startAdventureHeroPointsFor(s.access, other.sessionId)).toMatchObject({ ok: false, code: "unknown-session" });
    expect(await undoSession(s.access, s.sessionId, await gameServer(d20.id))).toEqual({ ok: true });
    expect(await balance(s.heroes.Spark!)).toBe(0);
  });

  test("an adventure read back from a campaign file is undone from its own record: its starting points and the points spent in its conflicts are given back", async () => {
    const s = await series();
    expect(await startAdventureHeroPointsFor(s.access, s.sessionId)).toEqual({ ok: true, given: 3 });
    const { conflictId } = await fight(s);
    await tapConflict(s.access, s.sessionId, conflictId, "spend-before-file", { kind: "resistance", combatantId: "c2", rank: 3, heroPoint: true, source: "physical", faces: [2] });
    // Each hero-point row the adventure wrote is named in its record by id.
    const details = await detailsOf(s.sessionId);
    expect(details.starts).toHaveLength(3);
    expect(details.conflicts[0]!.events.filter((event) => event.entryId)).toHaveLength(1);
    const server = await gameServer(d20.id);
    const response = await campaignExportResponse(s.organiser.id, s.campaignId, () => server);
    const text = await response.text();
    // The file names the rows by reference, never by id.
    expect(text).not.toContain(details.starts[0]!.entryId);
    const importer = await createUser({ name: "Ivy Importer" });
    const imported = await importCampaignFile(importer.id, text, campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    const copyId = imported.campaign.id;
    const heroesOfCopy = await db.team.findMany({ where: { campaignId: copyId }, orderBy: { name: "asc" }, select: { id: true, name: true } });
    const copyBalance = async (name: string) => balance(heroesOfCopy.find((team) => team.name === name)!.id);
    // The copy's ledger rows carry the import's keys, not the adventure's.
    expect(await db.storyPointEntry.count({ where: { campaignId: copyId, idempotencyKey: { startsWith: "d20:" } } })).toBe(0);
    expect(await copyBalance("Bulwark")).toBe(1);
    expect(await copyBalance("Spark")).toBe(2);
    const copySession = await db.playSession.findFirstOrThrow({ where: { campaignId: copyId }, select: { id: true } });
    const copyAccess = await accessFor(importer.id, copyId);
    // A second start in the copy gives nothing: the copy's record says each hero started.
    expect(await startAdventureHeroPointsFor(copyAccess, copySession.id)).toEqual({ ok: true, given: 0 });
    expect(await undoSession(copyAccess, copySession.id, server)).toEqual({ ok: true });
    expect(await copyBalance("Bulwark")).toBe(0);
    expect(await copyBalance("Spark")).toBe(0);
    expect(await copyBalance("Kestrel")).toBe(0);
    // Every reversal names the copy's row it cancels; the original campaign is untouched.
    const reversals = await db.storyPointEntry.findMany({
      where: { campaignId: copyId, reversesEntryId: { not: null } },
      orderBy: { id: "asc" },
      select: { reversesEntryId: true },
    });
    expect(reversals).toHaveLength(4);
    const copyRows = new Set((await db.storyPointEntry.findMany({ where: { campaignId: copyId }, select: { id: true } })).map((row) => row.id));
    expect(reversals.every((row) => copyRows.has(row.reversesEntryId!))).toBe(true);
    expect(await balance(s.heroes.Bulwark!)).toBe(1);
    expect(await balance(s.heroes.Spark!)).toBe(2);
  });

  test("downloaded and imported as the shared campaign file: heroes, conflicts, hero points and rolls come back", async () => {
    const s = await series();
    const { conflictId } = await fight(s);
    await tapConflict(s.access, s.sessionId, conflictId, "file-hit", { kind: "resistance", combatantId: "c1", rank: 5, heroPoint: false, source: "physical", faces: [10] });
    await awardD20HeroPoint(s.access, s.heroes.Spark!, { requestKey: "file-award", reason: "villain-escape", note: "" });
    const server = await gameServer(d20.id);
    const response = await campaignExportResponse(s.organiser.id, s.campaignId, () => server);
    expect(response.status).toBe(200);
    const importer = await createUser({ name: "Ivy Importer" });
    const imported = await importCampaignFile(importer.id, await response.text(), campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    const copy = await db.campaign.findUniqueOrThrow({
      where: { id: imported.campaign.id },
      select: { gameSystem: true, teams: { orderBy: { name: "asc" }, select: { id: true, name: true, state: true } } },
    });
    expect(copy.gameSystem).toBe(d20.id);
    expect(readD20Hero(copy.teams.find((team) => team.name === "Kestrel")!.state).ranks.dodge).toBe(8);
    const session = await db.playSession.findFirstOrThrow({ where: { campaignId: imported.campaign.id }, select: { details: true } });
    const [conflict] = readAdventureDetails(session.details).conflicts;
    expect(stateOf(conflict!).combatants.c1!.damage.penalty).toBe(1);
    expect(await db.storyPointEntry.count({ where: { campaignId: imported.campaign.id, currency: HERO_POINT_CURRENCY } })).toBe(1);
    expect(await db.roll.count({ where: { campaignId: imported.campaign.id } })).toBe(5);
    // The copied conflict names the copy's own heroes (the file names them by reference): a hero point spent in it is the copy's, never the original's.
    const importerAccess = await accessFor(importer.id, imported.campaign.id);
    const originalBefore = await db.storyPointEntry.count({ where: { campaignId: s.campaignId } });
    const copyHeroIds = new Set(copy.teams.map((team) => team.id));
    const named = conflict!.combatants.flatMap((combatant) => (combatant.teamId ? [combatant.teamId] : []));
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((id) => copyHeroIds.has(id))).toBe(true);
    const spend = await tapConflict(importerAccess, (await db.playSession.findFirstOrThrow({ where: { campaignId: imported.campaign.id } })).id, conflict!.id, "copy-spend", {
      kind: "resistance",
      combatantId: "c3",
      rank: 2,
      heroPoint: true,
      source: "physical",
      faces: [3],
    });
    expect(spend).toMatchObject({ ok: true, repeated: false });
    expect(await db.storyPointEntry.count({ where: { campaignId: imported.campaign.id, currency: HERO_POINT_CURRENCY } })).toBe(2);
    expect(await db.storyPointEntry.count({ where: { campaignId: s.campaignId } })).toBe(originalBefore);
  });
});
