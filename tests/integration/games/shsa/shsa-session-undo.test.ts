import { describe, expect, test } from "vitest";
import { SHSA_DEFAULT_SETTINGS, shsa } from "@/lib/games/shsa";
import { readHeroState } from "@/lib/games/shsa/hero-sheet";
import { changeHeroSheet, changeHeroSheetIn } from "@/lib/games/shsa/server/heroes/change-sheet";
import { setHeroConditionIn } from "@/lib/games/shsa/server/heroes/set-condition";
import { gameServer } from "@/lib/games/server-registry";
import { db } from "@/lib/server/db";
import { recordSession } from "@/lib/server/sessions/record-session";
import { undoSession } from "@/lib/server/sessions/undo-session";
import { createTeam } from "@/lib/server/teams/create-team";
import { accessFor, addMember, createUser } from "../../factories";

/** An SHSA campaign with two heroes (Alice's and Bob's) and its organiser. */
async function twoHeroes() {
  const organiser = await createUser({ name: "Olive Organiser" });
  const campaign = await db.campaign.create({ data: { name: "Metro City", gameSystem: shsa.id, settings: { ...SHSA_DEFAULT_SETTINGS } } });
  await db.membership.create({ data: { campaignId: campaign.id, userId: organiser.id, role: "ORGANISER" } });
  const [alice, bob] = [await addMember(campaign.id, "PLAYER", "Alice"), await addMember(campaign.id, "PLAYER", "Bob")];
  const access = { organiser: await accessFor(organiser.id, campaign.id), alice: await accessFor(alice.id, campaign.id), bob: await accessFor(bob.id, campaign.id) };
  const nightjar = await createTeam(access.alice, shsa, { name: "Nightjar", notes: "" });
  const bulwark = await createTeam(access.bob, shsa, { name: "Bulwark", notes: "" });
  if (!nightjar.ok || !bulwark.ok) throw new Error("a hero was refused");
  return { campaignId: campaign.id, access, nightjar: nightjar.team.id, bulwark: bulwark.team.id };
}

const session = async (access: Awaited<ReturnType<typeof twoHeroes>>["access"]["organiser"], kind: "EPISODE" | "WEEK", title: string) => {
  const recorded = await recordSession(access, shsa.sessions.kinds, { kind, title, playedOn: "2026-11-20", notes: "" });
  if (!recorded.ok) throw new Error(recorded.message);
  return recorded.session.id;
};

const heroState = async (teamId: string) => {
  const row = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true, name: true } });
  return readHeroState(row.state, row.name);
};

const balances = async (campaignId: string) =>
  (await db.storyPointEntry.groupBy({ by: ["teamId", "currency"], where: { campaignId }, _sum: { delta: true }, orderBy: [{ teamId: "asc" }, { currency: "asc" }] }))
    .map((row) => [row.teamId, row.currency, row._sum.delta])
    .filter(([, , sum]) => sum !== 0);

describe("undoing an SHSA session takes back what it changed on the heroes' sheets", () => {
  test("an episode's sheet changes and conditions come back as they were, with a history line each and a reversal per ledger row; a change made outside it stays", async () => {
    const { campaignId, access, nightjar, bulwark } = await twoHeroes();
    // Before the episode: a change made outside any session.
    expect(await changeHeroSheet(access.alice, nightjar, { requestKey: "before-1", changes: [{ kind: "points", points: "vp", delta: 2, reason: "correction" }] })).toMatchObject({
      ok: true,
    });
    const before = { nightjar: await heroState(nightjar), bulwark: await heroState(bulwark), balances: await balances(campaignId) };

    const episode = await session(access.organiser, "EPISODE", "The bank job");
    await db.$transaction(async (tx) => {
      expect(
        await changeHeroSheetIn(tx, access.organiser, nightjar, {
          requestKey: "ep-1",
          sessionId: episode,
          changes: [
            { kind: "points", points: "vp", delta: 3, reason: "aftermath" },
            { kind: "score", score: "reputation", delta: 1, reason: "aftermath" },
          ],
        }),
      ).toMatchObject({ ok: true });
      expect(
        await setHeroConditionIn(tx, access.organiser, nightjar, { requestKey: "ep-2", sessionId: episode, condition: { status: "hurt" }, reason: "aftermath" }),
      ).toMatchObject({ ok: true });
      expect(
        await setHeroConditionIn(tx, access.organiser, bulwark, {
          requestKey: "ep-3",
          sessionId: episode,
          condition: { status: "dead", cadence: "weekly" },
          reason: "aftermath",
          note: "Fell from the bridge",
        }),
      ).toMatchObject({ ok: true });
      // A second change in the same session keeps the first start.
      expect(
        await changeHeroSheetIn(tx, access.organiser, nightjar, {
          requestKey: "ep-4",
          sessionId: episode,
          changes: [{ kind: "points", points: "dp", delta: 1, reason: "aftermath" }],
        }),
      ).toMatchObject({ ok: true });
    });
    const played = await heroState(nightjar);
    expect(played).toMatchObject({ sheet: { vp: 5, reputation: 1, dp: 1 }, condition: { status: "hurt" } });
    expect(played.sessionStarts.map((start) => [start.sessionId, start.sheet.vp, start.condition.status, start.historyLength])).toEqual([[episode, 2, "well", 1]]);
    expect(played.history.filter((line) => line.sessionId === episode).map((line) => line.field)).toEqual(["vp", "reputation", "condition", "dp"]);

    expect(await undoSession(access.organiser, episode, await gameServer(shsa.id))).toEqual({ ok: true });
    const undone = { nightjar: await heroState(nightjar), bulwark: await heroState(bulwark) };
    expect(undone.nightjar.sheet).toEqual(before.nightjar.sheet);
    expect(undone.nightjar.condition).toEqual({ status: "well" });
    expect(undone.bulwark.condition).toEqual({ status: "well" });
    expect(undone.nightjar.sessionStarts).toEqual([]);
    // History keeps the episode's lines and adds one line per value taken back, newest first.
    expect(undone.nightjar.history.slice(played.history.length).map((line) => [line.field, line.before, line.after, line.reason])).toEqual([
      ["dp", 1, 0, "session-undone"],
      ["condition", "hurt", "well", "session-undone"],
      ["reputation", 1, 0, "session-undone"],
      ["vp", 5, 2, "session-undone"],
    ]);
    expect(undone.bulwark.history.map((line) => [line.field, line.before, line.after])).toEqual([
      ["condition", "well", "dead (checks weekly)"],
      ["condition", "dead (checks weekly)", "well"],
    ]);
    // The points are back: the episode's rows stand, each with its reversal; the outside change stays.
    expect(await balances(campaignId)).toEqual(before.balances);
    const reversals = await db.storyPointEntry.findMany({
      where: { campaignId, reason: "SESSION_UNDONE" },
      orderBy: { delta: "asc" },
      select: { delta: true, currency: true, reversesEntryId: true, idempotencyKey: true },
    });
    expect(reversals.map((row) => [row.currency, row.delta])).toEqual([
      ["shsa-vp", -3],
      ["shsa-dp", -1],
    ]);
    expect(reversals.every((row) => row.idempotencyKey === `${row.reversesEntryId}:undo`)).toBe(true);
  });

  test("only the latest session standing can be undone; a sheet changed outside it since refuses the undo, naming the hero, and writes nothing", async () => {
    const { campaignId, access, nightjar } = await twoHeroes();
    const week = await session(access.organiser, "WEEK", "Downtime");
    await db.$transaction((tx) =>
      changeHeroSheetIn(tx, access.organiser, nightjar, { requestKey: "week-1", sessionId: week, changes: [{ kind: "points", points: "vp", delta: 1, reason: "patrol" }] }),
    );
    const episode = await session(access.organiser, "EPISODE", "The chase");
    const server = await gameServer(shsa.id);
    expect(await undoSession(access.organiser, week, server)).toEqual({
      ok: false,
      code: "not-latest",
      message: "Only the latest session can be undone: undo episode 1 (“The chase”) first.",
    });
    expect(await undoSession(access.organiser, episode, server)).toEqual({ ok: true });
    // The week is now the latest standing; a change made outside it since refuses its undo.
    expect(await changeHeroSheet(access.alice, nightjar, { requestKey: "outside", changes: [{ kind: "points", points: "vp", delta: 4, reason: "correction" }] })).toMatchObject({
      ok: true,
    });
    const before = { state: await heroState(nightjar), entries: await db.storyPointEntry.count({ where: { campaignId } }) };
    expect(await undoSession(access.organiser, week, server)).toEqual({
      ok: false,
      code: "changed-since",
      message: "Nightjar's sheet changed after week 1 (vp, by Alice): take that change back first, then undo week 1.",
    });
    expect(await heroState(nightjar)).toEqual(before.state);
    expect(await db.storyPointEntry.count({ where: { campaignId } })).toBe(before.entries);
    expect(await db.playSession.findUniqueOrThrow({ where: { id: week }, select: { undoneAt: true } })).toEqual({ undoneAt: null });
  });

  test("sessions come off one after another: once the latest is undone, the one before it can be undone too, back to the sheet before both", async () => {
    const { campaignId, access, nightjar } = await twoHeroes();
    const before = { state: await heroState(nightjar), balances: await balances(campaignId) };
    const week = await session(access.organiser, "WEEK", "Downtime");
    await db.$transaction((tx) =>
      changeHeroSheetIn(tx, access.organiser, nightjar, { requestKey: "week-1", sessionId: week, changes: [{ kind: "points", points: "vp", delta: 2, reason: "patrol" }] }),
    );
    const episode = await session(access.organiser, "EPISODE", "The chase");
    await db.$transaction(async (tx) => {
      await changeHeroSheetIn(tx, access.organiser, nightjar, {
        requestKey: "ep-1",
        sessionId: episode,
        changes: [{ kind: "points", points: "vp", delta: 1, reason: "aftermath" }],
      });
      await setHeroConditionIn(tx, access.organiser, nightjar, { requestKey: "ep-2", sessionId: episode, condition: { status: "hurt" }, reason: "aftermath" });
    });
    const server = await gameServer(shsa.id);
    expect(await undoSession(access.organiser, episode, server)).toEqual({ ok: true });
    expect((await heroState(nightjar)).sheet.vp).toBe(before.state.sheet.vp + 2);
    expect(await undoSession(access.organiser, week, server)).toEqual({ ok: true });
    const after = await heroState(nightjar);
    expect(after.sheet).toEqual(before.state.sheet);
    expect(after.condition).toEqual({ status: "well" });
    expect(after.sessionStarts).toEqual([]);
    expect(await balances(campaignId)).toEqual(before.balances);
  });

  test("a sheet change sent under a request key that looks like an undo's still refuses the undo of the session before it", async () => {
    const { access, nightjar } = await twoHeroes();
    const week = await session(access.organiser, "WEEK", "Downtime");
    await db.$transaction((tx) =>
      changeHeroSheetIn(tx, access.organiser, nightjar, { requestKey: "week-1", sessionId: week, changes: [{ kind: "points", points: "vp", delta: 1, reason: "patrol" }] }),
    );
    expect(
      await changeHeroSheet(access.alice, nightjar, { requestKey: `undo:${week}`, changes: [{ kind: "points", points: "vp", delta: 4, reason: "correction" }] }),
    ).toMatchObject({ ok: true });
    expect(await undoSession(access.organiser, week, await gameServer(shsa.id))).toMatchObject({ ok: false, code: "changed-since" });
  });

  test("a condition set twice under one request key is applied once; the same condition again is refused", async () => {
    const { access, nightjar } = await twoHeroes();
    const episode = await session(access.organiser, "EPISODE", "The bank job");
    const set = () =>
      db.$transaction((tx) => setHeroConditionIn(tx, access.organiser, nightjar, { requestKey: "c-1", sessionId: episode, condition: { status: "dying" }, reason: "aftermath" }));
    expect(await set()).toMatchObject({ ok: true, repeated: false });
    expect(await set()).toMatchObject({ ok: true, repeated: true });
    expect(await db.$transaction((tx) => setHeroConditionIn(tx, access.organiser, nightjar, { requestKey: "c-2", condition: { status: "dying" }, reason: "correction" }))).toEqual({
      ok: false,
      code: "no-change",
      message: "Nightjar is already dying.",
    });
    expect((await heroState(nightjar)).history.filter((line) => line.field === "condition")).toHaveLength(1);
  });
});
