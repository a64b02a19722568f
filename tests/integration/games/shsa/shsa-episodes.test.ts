import { describe, expect, test } from "vitest";
import { SHSA_DEFAULT_SETTINGS, shsa } from "@/lib/games/shsa";
import { readEpisode } from "@/lib/games/shsa/episode";
import { readHeroState } from "@/lib/games/shsa/hero-sheet";
import { removeEpisodeStep, saveEpisodeStep, type StepInput } from "@/lib/games/shsa/server/episodes/episode-steps";
import { STATUS_ROLL_PURPOSE, rollAftermath, rollMookReturnsOf } from "@/lib/games/shsa/server/episodes/roll-aftermath";
import { COMEBACK_PURPOSE, rollComebackOf } from "@/lib/games/shsa/server/episodes/roll-comeback";
import { loadShsaJournalPage } from "@/lib/games/shsa/server/pages/load-journal-page";
import { loadShsaSessionPage } from "@/lib/games/shsa/server/pages/load-session-page";
import { campaignFileGames, gameServer } from "@/lib/games/server-registry";
import { scriptedDice } from "@/lib/rules/dice";
import { db } from "@/lib/server/db";
import { campaignExportResponse } from "@/lib/server/export/export-response";
import { importCampaignFile } from "@/lib/server/import/campaign-file-import";
import { recordSession } from "@/lib/server/sessions/record-session";
import { undoSession } from "@/lib/server/sessions/undo-session";
import { createTeam } from "@/lib/server/teams/create-team";
import { accessFor, addMember, createUser } from "../../factories";

/** A campaign with two heroes (Nightjar, Lark) played by Alice and Bob, run by Olive, and an episode recorded. */
async function episodeWorld() {
  const organiser = await createUser({ name: "Olive Organiser" });
  const campaign = await db.campaign.create({ data: { name: "Metro City", gameSystem: shsa.id, settings: { ...SHSA_DEFAULT_SETTINGS } } });
  await db.membership.create({ data: { campaignId: campaign.id, userId: organiser.id, role: "ORGANISER" } });
  const olive = await accessFor(organiser.id, campaign.id);
  const aliceUser = await addMember(campaign.id, "PLAYER", "Alice");
  const alice = await accessFor(aliceUser.id, campaign.id);
  const bob = await accessFor((await addMember(campaign.id, "PLAYER", "Bob")).id, campaign.id);
  const nightjar = await createTeam(alice, shsa, { name: "Nightjar", notes: "" });
  const lark = await createTeam(bob, shsa, { name: "Lark", notes: "" });
  if (!nightjar.ok || !lark.ok) throw new Error("heroes not created");
  const session = await recordSession(olive, shsa.sessions.kinds, { kind: "EPISODE", title: "The bank job", playedOn: "2026-11-20", notes: "" });
  if (!session.ok) throw new Error(session.message);
  return {
    campaignId: campaign.id,
    olive,
    alice,
    aliceUserId: aliceUser.id,
    organiserId: organiser.id,
    nightjarId: nightjar.team.id,
    larkId: lark.team.id,
    sessionId: session.session.id,
  };
}

type World = Awaited<ReturnType<typeof episodeWorld>>;

const combat = (w: World, overrides: Partial<StepInput> = {}): StepInput => ({
  kind: "combat",
  title: "The vault",
  heroIds: [w.nightjarId, w.larkId],
  outcome: "failure",
  capturedIds: [],
  inTheNews: true,
  endedBy: ["knockout"],
  takenOutIds: [w.nightjarId, w.larkId],
  ...overrides,
});

async function written(w: World) {
  const [session, teams, rolls, entries] = await Promise.all([
    db.playSession.findUniqueOrThrow({ where: { id: w.sessionId }, select: { details: true } }),
    db.team.findMany({ where: { campaignId: w.campaignId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, name: true, state: true } }),
    db.roll.findMany({ where: { campaignId: w.campaignId }, orderBy: { sequence: "asc" }, select: { purpose: true, sides: true, faces: true, source: true, teamId: true } }),
    db.storyPointEntry.count({ where: { campaignId: w.campaignId } }),
  ]);
  return { session, teams, rolls, entries };
}

async function conditionOf(teamId: string) {
  const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true, name: true } });
  return readHeroState(team.state, team.name).condition;
}

async function addCombat(w: World, key = "combat-step-request-1", overrides: Partial<StepInput> = {}) {
  const saved = await saveEpisodeStep(w.olive, w.sessionId, { requestKey: key, ...combat(w, overrides) });
  if (!saved.ok) throw new Error(saved.message);
  return saved.episode.steps.at(-1)!;
}

describe("SHSA episodes: steps", () => {
  test("a task and a combat are recorded in the session's details; a retried add is answered as it stands", async () => {
    const w = await episodeWorld();
    const task = await saveEpisodeStep(w.olive, w.sessionId, {
      requestKey: "task-step-request-1",
      kind: "task",
      title: "Find the gang",
      heroIds: [w.nightjarId],
      outcome: "success",
      capturedIds: [],
      inTheNews: false,
      endedBy: [],
      takenOutIds: [],
    });
    expect(task).toMatchObject({ ok: true, repeated: false });
    await addCombat(w);
    const again = await saveEpisodeStep(w.olive, w.sessionId, { requestKey: "combat-step-request-1", ...combat(w) });
    expect(again).toMatchObject({ ok: true, repeated: true });
    const episode = readEpisode((await written(w)).session.details);
    expect(episode.steps.map((step) => [step.kind, step.title, step.takenOut.length])).toEqual([
      ["task", "Find the gang", 0],
      ["combat", "The vault", 2],
    ]);
    expect(episode.version).toBe(2);
  });

  test("a step that does not fit is refused with a clear message and writes nothing", async () => {
    const w = await episodeWorld();
    const before = await written(w);
    expect(await saveEpisodeStep(w.olive, w.sessionId, { requestKey: "bad-step-request-1", ...combat(w, { heroIds: [] }) })).toMatchObject({
      ok: false,
      code: "bad-step",
      message: "Choose at least one hero who took part in the step.",
    });
    expect(await saveEpisodeStep(w.olive, w.sessionId, { requestKey: "bad-step-request-2", ...combat(w, { kind: "task" }) })).toMatchObject({ ok: false, code: "bad-step" });
    expect(await saveEpisodeStep(w.olive, w.sessionId, { requestKey: "bad-step-request-3", ...combat(w, { heroIds: [w.larkId], takenOutIds: [w.nightjarId] }) })).toMatchObject({
      ok: false,
      message: "Only a hero who took part in the combat can be left at TO 0.",
    });
    expect(await written(w)).toEqual(before);
  });

  test("a step is changed and removed while the episode is open; one whose aftermath was rolled keeps its heroes at TO 0", async () => {
    const w = await episodeWorld();
    const step = await addCombat(w);
    const changed = await saveEpisodeStep(w.olive, w.sessionId, {
      requestKey: "change-step-request-1",
      stepId: step.id,
      ...combat(w, { title: "The vault, again", takenOutIds: [w.larkId] }),
    });
    expect(changed).toMatchObject({ ok: true });
    if (!changed.ok) throw new Error(changed.message);
    expect(changed.episode.steps[0]).toMatchObject({ title: "The vault, again", takenOut: [{ teamId: w.larkId }] });

    expect(
      await rollAftermath(w.olive, w.sessionId, { requestKey: "status-roll-lark-1", stepId: step.id, teamId: w.larkId, roll: "status", source: "physical", faces: [3] }),
    ).toMatchObject({
      ok: true,
    });
    expect(await saveEpisodeStep(w.olive, w.sessionId, { requestKey: "change-step-request-2", stepId: step.id, ...combat(w, { takenOutIds: [] }) })).toMatchObject({
      ok: false,
      code: "aftermath-rolled",
    });
    expect(await removeEpisodeStep(w.olive, w.sessionId, step.id)).toMatchObject({ ok: false, code: "aftermath-rolled" });
    // Its other fields still change.
    expect(
      await saveEpisodeStep(w.olive, w.sessionId, { requestKey: "change-step-request-3", stepId: step.id, ...combat(w, { title: "Renamed", takenOutIds: [w.larkId] }) }),
    ).toMatchObject({
      ok: true,
    });

    const task = await addCombat(w, "task-step-request-2", { kind: "task", endedBy: [], takenOutIds: [] });
    expect(await removeEpisodeStep(w.olive, w.sessionId, task.id)).toMatchObject({ ok: true, repeated: false });
    expect(readEpisode((await written(w)).session.details).steps.map((s) => s.title)).toEqual(["Renamed"]);
  });
});

describe("SHSA episodes: the aftermath of a combat", () => {
  test("typed dice: one hero Hurt, one Dying; the Medical task saves the Dying hero (Hurt, SHSA-R15); every die in the roll log", async () => {
    const w = await episodeWorld();
    const step = await addCombat(w);
    // D10 3, no modifier: Hurt.
    const hurt = await rollAftermath(w.olive, w.sessionId, {
      requestKey: "status-roll-nightjar",
      stepId: step.id,
      teamId: w.nightjarId,
      roll: "status",
      source: "physical",
      faces: [3],
    });
    expect(hurt).toMatchObject({ ok: true, repeated: false, condition: { status: "hurt" } });
    // D10 4 with a Killing Attack (−3; the Bullet's −2 does not add): 1, Dying.
    const dying = await rollAftermath(w.olive, w.sessionId, {
      requestKey: "status-roll-lark",
      stepId: step.id,
      teamId: w.larkId,
      roll: "status",
      causes: ["killing-attack", "bullet-or-short-range-held-item"],
      source: "physical",
      faces: [4],
    });
    expect(dying).toMatchObject({ ok: true, condition: { status: "dying" }, aftermath: { status: { modifier: -3, total: 1, status: "dying" } } });
    expect(await conditionOf(w.nightjarId)).toEqual({ status: "hurt" });
    expect(await conditionOf(w.larkId)).toEqual({ status: "dying" });

    // Medical 2D8 [6, 5] against 2D6 [2, 1]: saved.
    const saved = await rollAftermath(w.olive, w.sessionId, {
      requestKey: "save-roll-lark",
      stepId: step.id,
      teamId: w.larkId,
      roll: "save",
      medical: "2d8",
      source: "physical",
      faces: [6, 5, 2, 1],
    });
    expect(saved).toMatchObject({ ok: true, condition: { status: "hurt" }, aftermath: { save: { isSaved: true, medical: "2D8" } } });
    expect(await conditionOf(w.larkId)).toEqual({ status: "hurt" });

    const after = await written(w);
    expect(after.rolls).toEqual([
      { purpose: STATUS_ROLL_PURPOSE, sides: 10, faces: [3], source: "PHYSICAL", teamId: w.nightjarId },
      { purpose: STATUS_ROLL_PURPOSE, sides: 10, faces: [4], source: "PHYSICAL", teamId: w.larkId },
      { purpose: "shsa-save-dying:actor", sides: 8, faces: [6, 5], source: "PHYSICAL", teamId: w.larkId },
      { purpose: "shsa-save-dying:resistance", sides: 6, faces: [2, 1], source: "PHYSICAL", teamId: w.larkId },
    ]);
    // The condition lines are on each hero's history, tagged with the session.
    const larkHistory = readHeroState(after.teams.find((t) => t.id === w.larkId)!.state, "Lark").history.filter((line) => line.field === "condition");
    expect(larkHistory.map((line) => [line.before, line.after])).toEqual([
      ["well", "dying"],
      ["dying", "hurt"],
    ]);

    // A retry of each is answered as it stands, throws nothing and writes nothing.
    expect(
      await rollAftermath(w.olive, w.sessionId, {
        requestKey: "save-roll-lark",
        stepId: step.id,
        teamId: w.larkId,
        roll: "save",
        medical: "2D8",
        source: "physical",
        faces: [6, 5, 2, 1],
      }),
    ).toMatchObject({
      ok: true,
      repeated: true,
    });
    expect(await rollAftermath(w.olive, w.sessionId, { requestKey: "status-roll-nightjar", stepId: step.id, teamId: w.nightjarId, roll: "status", source: "app" })).toMatchObject({
      ok: true,
      repeated: true,
    });
    // A second roll under a new key is refused, never redone.
    expect(await rollAftermath(w.olive, w.sessionId, { requestKey: "status-roll-nightjar-2", stepId: step.id, teamId: w.nightjarId, roll: "status", source: "app" })).toMatchObject(
      {
        ok: false,
        code: "already-rolled",
      },
    );
    expect(
      await rollAftermath(w.olive, w.sessionId, { requestKey: "save-roll-nightjar", stepId: step.id, teamId: w.nightjarId, roll: "save", medical: "2D8", source: "app" }),
    ).toMatchObject({
      ok: false,
      code: "no-save-needed",
    });
    expect(await written(w)).toEqual(after);
  });

  test("another campaign's request with the same key rolls its own aftermath instead of being answered as a retry", async () => {
    const [a, b] = [await episodeWorld(), await episodeWorld()];
    const [stepA, stepB] = [await addCombat(a), await addCombat(b)];
    const same = { requestKey: "a-key-two-clients-chose", roll: "status", source: "physical", faces: [3] } as const;
    expect(await rollAftermath(a.olive, a.sessionId, { ...same, stepId: stepA.id, teamId: a.larkId })).toMatchObject({ ok: true, repeated: false });
    expect(await rollAftermath(b.olive, b.sessionId, { ...same, stepId: stepB.id, teamId: b.larkId })).toMatchObject({ ok: true, repeated: false, condition: { status: "hurt" } });
    expect((await written(b)).rolls).toHaveLength(1);
  });

  test("the app's dice, a failed save: the hero is dead, its return checks weekly", async () => {
    const w = await episodeWorld();
    const step = await addCombat(w);
    // Faces the app's dice give: D10 1 (Dying), then Medical 1D4 [1] against 2D6 [6, 6].
    const dice = scriptedDice([1, 1, 6, 6], 10);
    expect(await rollAftermath(w.olive, w.sessionId, { requestKey: "app-status-lark", stepId: step.id, teamId: w.larkId, roll: "status", source: "app" }, dice)).toMatchObject({
      ok: true,
      condition: { status: "dying" },
    });
    expect(
      await rollAftermath(w.olive, w.sessionId, { requestKey: "app-save-lark", stepId: step.id, teamId: w.larkId, roll: "save", medical: "1D4", source: "app" }, dice),
    ).toMatchObject({
      ok: true,
      condition: { status: "dead", cadence: "weekly" },
    });
    expect(await conditionOf(w.larkId)).toEqual({ status: "dead", cadence: "weekly" });
    expect((await written(w)).rolls.map((roll) => roll.source)).toEqual(["APP", "APP", "APP"]);
  });

  test("wrong typed dice are refused with a clear message and nothing is written", async () => {
    const w = await episodeWorld();
    const step = await addCombat(w);
    const before = await written(w);
    const status = { stepId: step.id, teamId: w.larkId, roll: "status", source: "physical" } as const;
    expect(await rollAftermath(w.olive, w.sessionId, { ...status, requestKey: "wrong-dice-1", faces: [11] })).toMatchObject({ ok: false, code: "bad-dice" });
    expect(await rollAftermath(w.olive, w.sessionId, { ...status, requestKey: "wrong-dice-2", faces: [3, 4] })).toMatchObject({
      ok: false,
      code: "bad-dice",
      message: "1 typed face(s) left over: type only the dice the roll throws.",
    });
    expect(await rollAftermath(w.olive, w.sessionId, { ...status, requestKey: "wrong-dice-3", roll: "save", medical: "2D8", faces: [1] })).toMatchObject({
      ok: false,
      code: "status-first",
    });
    expect(await rollAftermath(w.olive, w.sessionId, { ...status, requestKey: "wrong-dice-4", teamId: w.nightjarId, faces: [3] }, undefined)).toMatchObject({ ok: true });
    const afterOne = await written(w);
    expect(await rollAftermath(w.olive, w.sessionId, { ...status, requestKey: "wrong-dice-5", roll: "save", medical: "2D8", faces: [1, 1] })).toMatchObject({ ok: false });
    expect(await rollAftermath(w.olive, w.sessionId, { ...status, requestKey: "wrong-dice-6", roll: "save", medical: "two dice", faces: [1, 1, 1, 1] })).toMatchObject({
      ok: false,
      code: "bad-dice",
    });
    expect(await written(w)).toEqual(afterOne);
    expect(afterOne.rolls.length).toBe(before.rolls.length + 1);
    // The campaign's app-dice-only rule refuses typed faces.
    await db.campaign.update({ where: { id: w.campaignId }, data: { appDiceOnly: true } });
    expect(await rollAftermath(w.olive, w.sessionId, { ...status, requestKey: "wrong-dice-7", faces: [3] })).toMatchObject({ ok: false, code: "app-dice-only" });
    expect(await written(w)).toEqual(afterOne);
  });
});

describe("SHSA episodes: mook returns after a combat (L556–L558)", () => {
  test("one D6 per full team of four: 4–6 back; the rest, and mooks outside a full team, defeated (SHSA-R13); once per combat", async () => {
    const w = await episodeWorld();
    const step = await addCombat(w);
    const before = await written(w);
    const request = { stepId: step.id, outOfPlay: 10, source: "physical" } as const;
    // Ten mooks: two full teams, so two D6; a third face is refused and nothing is written.
    expect(await rollMookReturnsOf(w.olive, w.sessionId, { ...request, requestKey: "mooks-wrong", faces: [5, 2, 6] })).toMatchObject({ ok: false, code: "bad-dice" });
    expect(await written(w)).toEqual(before);
    const rolled = await rollMookReturnsOf(w.olive, w.sessionId, { ...request, requestKey: "mooks-step-1", faces: [5, 2] });
    expect(rolled).toMatchObject({ ok: true, repeated: false });
    if (!rolled.ok) throw new Error(rolled.message);
    expect(rolled.episode.steps[0]!.mooks).toMatchObject({ outOfPlay: 10, faces: [5, 2], returning: 4, defeated: 6 });
    const after = await written(w);
    expect(after.rolls).toEqual([{ purpose: "shsa-mook-return", sides: 6, faces: [5, 2], source: "PHYSICAL", teamId: null }]);
    expect(await rollMookReturnsOf(w.olive, w.sessionId, { ...request, requestKey: "mooks-step-1", faces: [5, 2] })).toMatchObject({ ok: true, repeated: true });
    expect(await rollMookReturnsOf(w.olive, w.sessionId, { ...request, requestKey: "mooks-step-2", source: "app" })).toMatchObject({ ok: false, code: "already-rolled" });
    expect(await written(w)).toEqual(after);
    // The combat keeps its heroes at TO 0 now that something of its aftermath was rolled.
    expect(await removeEpisodeStep(w.olive, w.sessionId, step.id)).toMatchObject({ ok: false, code: "aftermath-rolled" });
  });
});

describe("SHSA episodes: the Comeback challenge during a combat (L544–L554)", () => {
  test("WP against the turn's dice, app or typed, in the roll log and the step's record; the page shows it; a retry throws nothing; turn 13 and typed faces that do not fit write nothing", async () => {
    const w = await episodeWorld();
    const step = await addCombat(w);
    const before = await written(w);
    const base = { stepId: step.id, teamId: w.nightjarId, wp: "2D8", source: "physical" } as const;
    // Turn 13: the fight has ended (L552). Turn 5, twice Out of Action: 2D6 against; a missing face is refused.
    expect(await rollComebackOf(w.olive, w.sessionId, { ...base, requestKey: "comeback-13", turn: 13, timesOutOfAction: 1, faces: [8, 8] })).toMatchObject({
      ok: false,
      code: "no-comeback",
    });
    expect(await rollComebackOf(w.olive, w.sessionId, { ...base, requestKey: "comeback-short", turn: 5, timesOutOfAction: 2, faces: [8, 8, 1] })).toMatchObject({
      ok: false,
      code: "bad-dice",
    });
    expect(
      await rollComebackOf(w.olive, w.sessionId, { ...base, requestKey: "comeback-stranger", teamId: "not-a-hero", turn: 5, timesOutOfAction: 2, faces: [8, 8, 1, 1] }),
    ).toMatchObject({
      ok: false,
      code: "not-in-step",
    });
    expect(await written(w)).toEqual(before);

    // 2D8 [3,4] = 7 against 2D6 [5,6] = 11: still out.
    const rolled = await rollComebackOf(w.olive, w.sessionId, { ...base, requestKey: "comeback-1", turn: 5, timesOutOfAction: 2, faces: [3, 4, 5, 6] });
    expect(rolled).toMatchObject({ ok: true, repeated: false, isBack: false, summary: "2D8 [3,4] = 7 vs 2D6 [5,6] = 11: minor failure by 4" });
    const after = await written(w);
    expect(after.rolls).toEqual([
      { purpose: `${COMEBACK_PURPOSE}:actor`, sides: 8, faces: [3, 4], source: "PHYSICAL", teamId: w.nightjarId },
      { purpose: `${COMEBACK_PURPOSE}:resistance`, sides: 6, faces: [5, 6], source: "PHYSICAL", teamId: w.nightjarId },
    ]);
    expect(await rollComebackOf(w.olive, w.sessionId, { ...base, requestKey: "comeback-1", turn: 5, timesOutOfAction: 2, faces: [3, 4, 5, 6] })).toMatchObject({
      ok: true,
      repeated: true,
    });
    expect(await written(w)).toEqual(after);
    // The app's dice, turn 7: 2D8 against D8.
    expect(
      await rollComebackOf(w.olive, w.sessionId, { ...base, requestKey: "comeback-2", source: "app", turn: 7, timesOutOfAction: 1 }, scriptedDice([8, 8, 1], 8)),
    ).toMatchObject({
      ok: true,
      isBack: true,
    });
    const page = await loadShsaSessionPage(w.organiserId, w.campaignId, w.sessionId);
    expect(page.episode?.steps[0]?.comebacks).toEqual([
      { key: "comeback-1", name: "Nightjar", turn: 5, summary: "2D8 [3,4] = 7 vs 2D6 [5,6] = 11: minor failure by 4", isBack: false },
      { key: "comeback-2", name: "Nightjar", turn: 7, summary: "2D8 [8,8] = 16 vs D8 [1] = 1: major success by 15", isBack: true },
    ]);
  });
});

describe("SHSA episodes: undo, the page and the journal", () => {
  test("undoing the episode takes the whole aftermath back; its rolls stay in the roll log; it changes no more", async () => {
    const w = await episodeWorld();
    const step = await addCombat(w);
    await rollAftermath(w.olive, w.sessionId, { requestKey: "undo-status-nightjar", stepId: step.id, teamId: w.nightjarId, roll: "status", source: "physical", faces: [2] });
    await rollAftermath(w.olive, w.sessionId, { requestKey: "undo-status-lark", stepId: step.id, teamId: w.larkId, roll: "status", source: "physical", faces: [1] });
    await rollAftermath(w.olive, w.sessionId, {
      requestKey: "undo-save-lark",
      stepId: step.id,
      teamId: w.larkId,
      roll: "save",
      medical: "2D8",
      source: "physical",
      faces: [1, 1, 6, 6],
    });
    expect([await conditionOf(w.nightjarId), await conditionOf(w.larkId)]).toEqual([{ status: "hurt" }, { status: "dead", cadence: "weekly" }]);

    expect(await undoSession(w.olive, w.sessionId, await gameServer(shsa.id))).toEqual({ ok: true });
    expect([await conditionOf(w.nightjarId), await conditionOf(w.larkId)]).toEqual([{ status: "well" }, { status: "well" }]);
    expect((await written(w)).rolls).toHaveLength(4);
    expect(await saveEpisodeStep(w.olive, w.sessionId, { requestKey: "after-undo-step", ...combat(w) })).toMatchObject({ ok: false, code: "session-undone" });
  });

  test("the session page shows the episode to a player without the game master's forms; the journal tells it, struck through once undone", async () => {
    const w = await episodeWorld();
    const step = await addCombat(w);
    await rollAftermath(w.olive, w.sessionId, { requestKey: "page-status-lark", stepId: step.id, teamId: w.larkId, roll: "status", source: "physical", faces: [1] });
    const page = await loadShsaSessionPage(w.aliceUserId, w.campaignId, w.sessionId);
    expect(page.episode).toMatchObject({
      canRun: false,
      isOpen: true,
      steps: [
        {
          number: 1,
          kind: "combat",
          hasAftermathRolls: true,
          takenOut: [
            { name: "Nightjar", stage: "status", condition: "well" },
            { name: "Lark", stage: "save", condition: "dying", status: { status: "dying", face: 1 } },
          ],
        },
      ],
    });
    expect((await loadShsaSessionPage(w.organiserId, w.campaignId, w.sessionId)).episode?.canRun).toBe(true);

    const week = await recordSession(w.olive, shsa.sessions.kinds, { kind: "WEEK", title: "Downtime", playedOn: "2026-11-21", notes: "" });
    if (!week.ok) throw new Error(week.message);
    await db.playSession.update({ where: { id: week.session.id }, data: { details: { week: { closed: { summary: ["Nightjar recovered."] } } } } });
    const journal = await loadShsaJournalPage(w.aliceUserId, w.campaignId);
    expect(journal.entries.map((entry) => [entry.heading, entry.undone, entry.lines])).toEqual([
      ["Week 1: Downtime", false, ["The week was closed.", "Nightjar recovered."]],
      [
        "Episode 1: The bank job",
        false,
        [
          "Step 1, combat (The vault): Nightjar, Lark lost; ended by Knockout; in the news.",
          "Nightjar at TO 0: aftermath not rolled.",
          "Lark at TO 0: Dying (D10 1), Medical task not rolled.",
        ],
      ],
    ]);
    expect(await undoSession(w.olive, week.session.id, await gameServer(shsa.id))).toEqual({ ok: true });
    expect((await loadShsaJournalPage(w.aliceUserId, w.campaignId)).entries.map((entry) => entry.undone)).toEqual([true, false]);
  });

  test("an episode read back from the shared campaign file names the copy's own heroes, and its journal tells it the same", async () => {
    const w = await episodeWorld();
    const step = await addCombat(w);
    await rollAftermath(w.olive, w.sessionId, { requestKey: "file-status-lark", stepId: step.id, teamId: w.larkId, roll: "status", source: "physical", faces: [2] });
    const server = await gameServer(shsa.id);
    const text = await (await campaignExportResponse(w.organiserId, w.campaignId, () => server)).text();
    expect(text).not.toContain(w.larkId);
    const importer = await createUser({ name: "Ivy Importer" });
    const imported = await importCampaignFile(importer.id, text, campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    const [copySession, copyTeams] = await Promise.all([
      db.playSession.findFirstOrThrow({ where: { campaignId: imported.campaign.id }, select: { details: true } }),
      db.team.findMany({ where: { campaignId: imported.campaign.id }, select: { id: true, name: true } }),
    ]);
    const idOf = (name: string) => copyTeams.find((team) => team.name === name)!.id;
    const copy = readEpisode(copySession.details);
    expect(copy.steps[0]).toMatchObject({
      heroIds: [idOf("Nightjar"), idOf("Lark")],
      takenOut: [{ teamId: idOf("Nightjar") }, { teamId: idOf("Lark"), aftermath: { status: { status: "hurt" } } }],
    });
    const original = await loadShsaJournalPage(w.organiserId, w.campaignId);
    const copied = await loadShsaJournalPage(importer.id, imported.campaign.id);
    expect(copied.entries.map((entry) => entry.lines)).toEqual(original.entries.map((entry) => entry.lines));
  });
});
