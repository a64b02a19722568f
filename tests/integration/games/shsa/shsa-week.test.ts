import { describe, expect, test } from "vitest";
import { SHSA_DEFAULT_SETTINGS, shsa } from "@/lib/games/shsa";
import { readHeroState, type HeroState } from "@/lib/games/shsa/hero-sheet";
import { setHeroConditionIn } from "@/lib/games/shsa/server/heroes/set-condition";
import { applyPendingChange } from "@/lib/games/shsa/server/heroes/pending-changes";
import { closeWeek, previewWeekClose } from "@/lib/games/shsa/server/week/close-week";
import { planWeek } from "@/lib/games/shsa/server/week/plan-week";
import { rollWeekAction } from "@/lib/games/shsa/server/week/roll-week-action";
import { campaignFileGames, gameServer } from "@/lib/games/server-registry";
import { loadShsaSessionPage } from "@/lib/games/shsa/server/pages/load-session-page";
import { campaignExportResponse } from "@/lib/server/export/export-response";
import { importCampaignFile } from "@/lib/server/import/campaign-file-import";
import type { Prisma } from "@/lib/generated/prisma/client";
import { scriptedDice } from "@/lib/rules/dice";
import { db } from "@/lib/server/db";
import { recordSession } from "@/lib/server/sessions/record-session";
import { undoSession } from "@/lib/server/sessions/undo-session";
import { createTeam } from "@/lib/server/teams/create-team";
import { accessFor, addMember, createUser } from "../../factories";

/** An SHSA campaign with two heroes (Alice's Nightjar and Bob's Bulwark), its organiser and a week recorded. */
async function week() {
  const organiser = await createUser({ name: "Olive Organiser" });
  const campaign = await db.campaign.create({ data: { name: "Metro City", gameSystem: shsa.id, settings: { ...SHSA_DEFAULT_SETTINGS } } });
  await db.membership.create({ data: { campaignId: campaign.id, userId: organiser.id, role: "ORGANISER" } });
  const [alice, bob] = [await addMember(campaign.id, "PLAYER", "Alice"), await addMember(campaign.id, "PLAYER", "Bob")];
  const access = { organiser: await accessFor(organiser.id, campaign.id), alice: await accessFor(alice.id, campaign.id), bob: await accessFor(bob.id, campaign.id) };
  const nightjar = await createTeam(access.alice, shsa, { name: "Nightjar", notes: "" });
  const bulwark = await createTeam(access.bob, shsa, { name: "Bulwark", notes: "" });
  if (!nightjar.ok || !bulwark.ok) throw new Error("a hero was refused");
  const recorded = await recordSession(access.organiser, shsa.sessions.kinds, { kind: "WEEK", title: "A quiet week", playedOn: "2026-11-21", notes: "" });
  if (!recorded.ok) throw new Error(recorded.message);
  return { campaignId: campaign.id, access, nightjar: nightjar.team.id, bulwark: bulwark.team.id, weekId: recorded.session.id };
}

const heroState = async (teamId: string): Promise<HeroState> => {
  const row = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true, name: true } });
  return readHeroState(row.state, row.name);
};

/** Everything a week's service may write: sessions' details, heroes' states, rolls, ledger rows. */
async function written(campaignId: string) {
  const [sessions, teams, rolls, entries] = await Promise.all([
    db.playSession.findMany({ where: { campaignId }, orderBy: { id: "asc" }, select: { details: true, undoneAt: true } }),
    db.team.findMany({ where: { campaignId }, orderBy: { id: "asc" }, select: { state: true } }),
    db.roll.findMany({ where: { campaignId }, orderBy: { sequence: "asc" }, select: { purpose: true, sides: true, faces: true, source: true, teamName: true } }),
    db.storyPointEntry.findMany({ where: { campaignId }, orderBy: { id: "asc" }, select: { teamId: true, currency: true, delta: true, reason: true } }),
  ]);
  return { sessions, teams, rolls, entries };
}

const balances = async (campaignId: string) =>
  (await db.storyPointEntry.groupBy({ by: ["teamId", "currency"], where: { campaignId }, _sum: { delta: true }, orderBy: [{ teamId: "asc" }, { currency: "asc" }] }))
    .map((row) => [row.teamId, row.currency, row._sum.delta])
    .filter(([, , sum]) => sum !== 0);

// A patrol with typed dice: the task D12 2 (Athletics), the difficulty D6 4 (2D6, Reputation 1),
// then the hero's 2D8 [8,8] against 2D6 [1,1]: a success.
const PATROL_SUCCESS = [2, 4, 8, 8, 1, 1];

describe("SHSA's week: the planner", () => {
  test("a plan over the week's six Activity Periods is refused with the numbers and writes nothing; one within them is kept", async () => {
    const { campaignId, access, nightjar, weekId } = await week();
    const before = await written(campaignId);
    const refused = await planWeek(access.alice, weekId, nightjar, {
      items: [
        { action: "patrol", periods: 5 },
        { action: "make-a-living", periods: 2 },
      ],
    });
    expect(refused).toEqual({
      ok: false,
      code: "too-many-periods",
      message: "Nightjar's plan spends 7 Activity Periods (5 Patrol, 2 Make a Living), but a week gives 6: take 1 off.",
    });
    expect(await written(campaignId)).toEqual(before);

    expect(
      await planWeek(access.alice, weekId, nightjar, {
        items: [
          { action: "patrol", periods: 4 },
          { action: "make-a-living", periods: 2 },
        ],
      }),
    ).toEqual({ ok: true, used: 6, allowed: 6 });
    // The Medical task of a Hurt hero takes two periods of the six.
    const medical = await planWeek(access.alice, weekId, nightjar, { items: [{ action: "patrol", periods: 5 }], medicalSkill: "2D8" });
    expect(medical).toMatchObject({
      ok: false,
      code: "too-many-periods",
      message: expect.stringContaining("spends 7 Activity Periods (5 Patrol, 2 Medical care), but a week gives 6"),
    });
  });

  test("an action not planned, or planned and already rolled, is refused and nothing is thrown", async () => {
    const { campaignId, access, nightjar, weekId } = await week();
    const first = await rollWeekAction(access.alice, weekId, nightjar, {
      requestKey: "patrol-unplanned-1",
      action: "patrol",
      skill: "2D8",
      source: "physical",
      faces: PATROL_SUCCESS,
    });
    expect(first).toEqual({ ok: false, code: "not-planned", message: "Nightjar's plan has no period of Patrol this week: plan it first." });
    expect((await written(campaignId)).rolls).toEqual([]);
    expect(await planWeek(access.alice, weekId, nightjar, { items: [{ action: "patrol", periods: 1 }] })).toMatchObject({ ok: true });
    expect(
      await rollWeekAction(access.alice, weekId, nightjar, { requestKey: "patrol-planned-1", action: "patrol", skill: "2D8", source: "physical", faces: PATROL_SUCCESS }),
    ).toMatchObject({ ok: true });
    const again = await rollWeekAction(access.alice, weekId, nightjar, {
      requestKey: "patrol-planned-2",
      action: "patrol",
      skill: "2D8",
      source: "physical",
      faces: PATROL_SUCCESS,
    });
    expect(again).toEqual({ ok: false, code: "not-planned", message: "Nightjar planned 1 period(s) of Patrol and rolled them all." });
    // A plan may not drop a period already rolled.
    expect(await planWeek(access.alice, weekId, nightjar, { items: [{ action: "training", periods: 1 }] })).toMatchObject({
      ok: false,
      code: "rules-refused",
      message: expect.stringContaining("already rolled Patrol 1 time(s)"),
    });
  });
});

describe("SHSA's week: what the actions roll", () => {
  test("a successful patrol with typed dice earns 1 VP (in the ledger) and +1 Reputation, every die in the roll log; a retry throws nothing again", async () => {
    const { campaignId, access, nightjar, weekId } = await week();
    await planWeek(access.alice, weekId, nightjar, { items: [{ action: "patrol", periods: 2 }] });
    const request = { requestKey: "patrol-typed-1", action: "patrol", skill: "2D8", source: "physical", faces: PATROL_SUCCESS } as const;
    const rolled = await rollWeekAction(access.alice, weekId, nightjar, request);
    expect(rolled).toMatchObject({ ok: true, repeated: false, done: { action: "patrol", summary: "Patrol succeeded", source: "physical" } });
    const hero = await heroState(nightjar);
    expect([hero.sheet.vp, hero.sheet.reputation]).toEqual([1, 1]);
    // Tagged with the week, so undoing the week takes them back.
    expect(hero.history.filter((line) => line.reason === "patrol").map((line) => [line.field, line.sessionId])).toEqual([
      ["vp", weekId],
      ["reputation", weekId],
    ]);
    const after = await written(campaignId);
    expect(after.rolls).toEqual([
      { purpose: "shsa-week:patrol-task", sides: 12, faces: [2], source: "PHYSICAL", teamName: "Nightjar" },
      { purpose: "shsa-week:patrol-difficulty", sides: 6, faces: [4], source: "PHYSICAL", teamName: "Nightjar" },
      { purpose: "shsa-week:patrol-task-roll:actor", sides: 8, faces: [8, 8], source: "PHYSICAL", teamName: "Nightjar" },
      { purpose: "shsa-week:patrol-task-roll:resistance", sides: 6, faces: [1, 1], source: "PHYSICAL", teamName: "Nightjar" },
    ]);
    expect(after.entries).toEqual([{ teamId: nightjar, currency: "shsa-vp", delta: 1, reason: "PATROL" }]);
    expect(await rollWeekAction(access.alice, weekId, nightjar, request)).toMatchObject({ ok: true, repeated: true, done: { summary: "Patrol succeeded" } });
    expect(await written(campaignId)).toEqual(after);
  });

  test("the same request key in another campaign's week is its own roll, not a retry", async () => {
    const [one, two] = [await week(), await week()];
    for (const world of [one, two])
      expect(
        await rollWeekAction(world.access.alice, world.weekId, world.nightjar, { requestKey: "bystander-same-key", action: "bystander", source: "physical", faces: [8] }),
      ).toMatchObject({
        ok: true,
        repeated: false,
        done: { summary: "Bystander: take cover" },
      });
    expect(await db.roll.count({ where: { campaignId: { in: [one.campaignId, two.campaignId] } } })).toBe(2);
  });

  test("typed dice that do not fit are refused with a clear message and write nothing", async () => {
    const { campaignId, access, nightjar, weekId } = await week();
    await planWeek(access.alice, weekId, nightjar, { items: [{ action: "patrol", periods: 1 }] });
    const before = await written(campaignId);
    const patrol = (requestKey: string, faces: number[]) =>
      rollWeekAction(access.alice, weekId, nightjar, { requestKey, action: "patrol", skill: "2D8", source: "physical", faces });
    expect(await patrol("patrol-short-1", [2, 4, 8])).toMatchObject({ ok: false, code: "bad-dice", message: expect.stringMatching(/^Type every die the roll throws: .*ran out/) });
    expect(await patrol("patrol-long-1", [...PATROL_SUCCESS, 3])).toEqual({
      ok: false,
      code: "bad-dice",
      message: "1 typed face(s) left over: type only the dice the roll throws.",
    });
    expect(await patrol("patrol-range-1", [13, 4, 8, 8, 1, 1])).toMatchObject({ ok: false, code: "bad-dice", message: expect.stringContaining("D12") });
    expect(await written(campaignId)).toEqual(before);
  });

  test("training earns its roll's total in Training points, and a DP bought costs 20 × Level; a buy the points do not cover is refused, writing nothing", async () => {
    const { campaignId, access, nightjar, weekId } = await week();
    await planWeek(access.alice, weekId, nightjar, { items: [{ action: "training", periods: 3 }] });
    const refusedBefore = await written(campaignId);
    expect(await rollWeekAction(access.alice, weekId, nightjar, { requestKey: "training-buy-0", action: "training", mode: "buy", amount: 1, source: "app" })).toMatchObject({
      ok: false,
      code: "sheet-refused",
    });
    expect(await written(campaignId)).toEqual(refusedBefore);
    const earned = [];
    for (const [index, faces] of [
      [6, 5],
      [8, 7],
    ].entries())
      earned.push(
        await rollWeekAction(access.alice, weekId, nightjar, { requestKey: `training-earn-${index}`, action: "training", mode: "earn", skill: "2D8", source: "physical", faces }),
      );
    expect(earned.map((result) => result.ok && result.done.summary)).toEqual(["11 Training points earned", "15 Training points earned"]);
    expect(await rollWeekAction(access.alice, weekId, nightjar, { requestKey: "training-buy-1", action: "training", mode: "buy", amount: 1, source: "app" })).toMatchObject({
      ok: true,
      done: { summary: "1 DP bought for 20 Training points" },
    });
    const hero = await heroState(nightjar);
    expect([hero.sheet.trainingPoints, hero.sheet.dp]).toEqual([6, 1]);
    expect(await balances(campaignId)).toEqual(
      [
        [nightjar, "shsa-dp", 1],
        [nightjar, "shsa-training", 6],
      ].sort(),
    );
  });

  test("a sponsor found with the modifiers of the calculator; its D6 extra periods are thrown when the week closes and taken from the next week's", async () => {
    const { access, nightjar, bulwark, weekId } = await week();
    await planWeek(access.alice, weekId, nightjar, {
      items: [
        { action: "sponsor", periods: 1 },
        { action: "make-a-living", periods: 2 },
      ],
    });
    // No base advantages: +2, two Val steps (SHSA-R4): 2D6 becomes 2D10.
    const found = await rollWeekAction(access.alice, weekId, nightjar, {
      requestKey: "sponsor-1",
      action: "sponsor",
      skill: "2D8",
      sponsor: { government: "other", hasBaseAdvantages: false, otherSponsors: 0, inTheNewsLastFourWeeks: false, resourceIncrease: 0, isTapping: false },
      source: "physical",
      faces: [8, 8, 1, 1],
    });
    expect(found).toMatchObject({
      ok: true,
      done: {
        summary: "A sponsor is found",
        sponsorFound: true,
        lines: ["+2 no base advantages (L124) = +2", expect.stringContaining("2D10 [1,1] = 2"), "Its D6 extra periods to finalise are rolled when the week closes."],
      },
    });
    const preview = await previewWeekClose(access.organiser, weekId);
    expect(preview).toMatchObject({
      ok: true,
      closed: false,
      heroes: [{ name: "Nightjar", lines: expect.arrayContaining(["Sponsor: a D6 of extra periods to finalise each new sponsor (1)."]) }, { name: "Bulwark" }],
    });
    // Nightjar: upkeep worked (no die), the sponsor's D6 4; Bulwark: 2 short, D6 3, no drop.
    const closed = await closeWeek(access.organiser, weekId, { requestKey: "close-sponsor-1", source: "physical", faces: [4, 3] });
    expect(closed).toMatchObject({
      ok: true,
      heroes: [{ name: "Nightjar", owed: 4, lines: expect.arrayContaining(["Sponsor: D6 4 extra period(s) to finalise it (L120), taken from next week's."]) }, { name: "Bulwark" }],
    });

    // The next week, those four periods finalise the sponsor: two are left to plan.
    const next = await recordSession(access.organiser, shsa.sessions.kinds, { kind: "WEEK", title: "The week after", playedOn: "2026-11-28", notes: "" });
    if (!next.ok) throw new Error(next.message);
    expect(await planWeek(access.alice, next.session.id, nightjar, { items: [{ action: "make-a-living", periods: 3 }] })).toEqual({
      ok: false,
      code: "too-many-periods",
      message: "Nightjar's plan spends 3 Activity Periods (3 Make a Living), but this week leaves 2 (6, less 4 finalising last week's sponsor): take 1 off.",
    });
    expect(await planWeek(access.alice, next.session.id, nightjar, { items: [{ action: "make-a-living", periods: 2 }] })).toEqual({ ok: true, used: 2, allowed: 2 });
    expect(await planWeek(access.bob, next.session.id, bulwark, { items: [{ action: "patrol", periods: 6 }] })).toEqual({ ok: true, used: 6, allowed: 6 });
  });
});

describe("SHSA's week: closing it", () => {
  /** Nightjar is Hurt with a Medical skill and planned a patrol and its upkeep; Bulwark planned nothing. */
  async function hurtWeek() {
    const world = await week();
    const { access, nightjar, weekId } = world;
    const state = await heroState(nightjar);
    await db.team.update({ where: { id: nightjar }, data: { state: { ...state, sheet: { ...state.sheet, skills: { Medical: 8 } } } as unknown as Prisma.InputJsonValue } });
    await db.$transaction((tx) => setHeroConditionIn(tx, access.organiser, nightjar, { requestKey: "hurt-in-a-fight", condition: { status: "hurt" }, reason: "aftermath" }));
    await planWeek(access.alice, weekId, nightjar, {
      items: [
        { action: "patrol", periods: 1 },
        { action: "make-a-living", periods: 2 },
      ],
    });
    return world;
  }

  // Nightjar: weekly D10 8 (back), D6 5 − 4 = 1 change, D20 19 (+1 to a random skill: Medical, the only one);
  // upkeep worked (Resources up 1). Bulwark: 2 short, D6 1 (a drop threatens), Resources 2D6 [1,1]
  // against Lifestyle 2D6 [6,6]: Lifestyle drops to D4.
  const CLOSE_FACES = [8, 5, 19, 1, 1, 1, 6, 6];

  test("the summary before the close says what the close does, hero by hero; the close does it in one go, every die in the roll log; a retry changes nothing; a closed week refuses more", async () => {
    const { campaignId, access, nightjar, bulwark, weekId } = await hurtWeek();
    const preview = await previewWeekClose(access.organiser, weekId);
    expect(preview).toEqual({
      ok: true,
      closed: false,
      heroes: [
        {
          teamId: nightjar,
          name: "Nightjar",
          lines: [
            "Hurt: a D10, back in play on 7+ (40.0%); then a D6 − 4 changes, each a D20 on the change table.",
            "Lifestyle upkeep: 2 period(s) needed, 2 worked: Resources steps up 1.",
          ],
        },
        {
          teamId: bulwark,
          name: "Bulwark",
          lines: ["Lifestyle upkeep: 2 period(s) needed, 0 on Make a Living, 2 short: a D6, Lifestyle D6 drops on 1–2 unless Resources D6 beats it."],
        },
      ],
    });
    const rollsBefore = (await written(campaignId)).rolls.length;
    const request = { requestKey: "close-week-1", source: "physical", faces: CLOSE_FACES } as const;
    const closed = await closeWeek(access.organiser, weekId, request);
    expect(closed).toEqual({
      ok: true,
      repeated: false,
      heroes: [
        {
          teamId: nightjar,
          name: "Nightjar",
          lines: ["Weekly D10 8: back in play.", "D6 5 − 4: 1 change(s).", "Change D20 19: +1 to a random skill. (Medical).", "Upkeep worked: Resources steps up 1."],
        },
        {
          teamId: bulwark,
          name: "Bulwark",
          lines: ["Upkeep 2 period(s) short: D6 1, a drop threatens.", "Resources against Lifestyle: 2D6 [1,1] = 2 vs 2D6 [6,6] = 12: major failure by 10; Lifestyle drops to D4."],
        },
      ],
    });
    const [hero, other] = [await heroState(nightjar), await heroState(bulwark)];
    expect(hero.condition).toEqual({ status: "well" });
    expect([hero.sheet.skills, hero.sheet.resources]).toEqual([{ Medical: 10 }, 8]);
    expect(other.sheet.lifestyle).toBe(4);
    const after = await written(campaignId);
    expect(after.rolls.slice(rollsBefore)).toEqual([
      { purpose: "shsa-week:hurt-weekly", sides: 10, faces: [8], source: "PHYSICAL", teamName: "Nightjar" },
      { purpose: "shsa-week:change-count", sides: 6, faces: [5], source: "PHYSICAL", teamName: "Nightjar" },
      { purpose: "shsa-week:change-table", sides: 20, faces: [19], source: "PHYSICAL", teamName: "Nightjar" },
      { purpose: "shsa-week:lifestyle-drop", sides: 6, faces: [1], source: "PHYSICAL", teamName: "Bulwark" },
      { purpose: "shsa-week:lifestyle-avoid-drop:actor", sides: 6, faces: [1, 1], source: "PHYSICAL", teamName: "Bulwark" },
      { purpose: "shsa-week:lifestyle-avoid-drop:resistance", sides: 6, faces: [6, 6], source: "PHYSICAL", teamName: "Bulwark" },
    ]);
    // The page's summary is now what the close did.
    expect(await previewWeekClose(access.organiser, weekId)).toEqual({ ok: true, closed: true, heroes: closed.ok ? closed.heroes : [] });

    expect(await closeWeek(access.organiser, weekId, request)).toMatchObject({ ok: true, repeated: true });
    expect(await closeWeek(access.organiser, weekId, { requestKey: "close-week-2", source: "app" })).toEqual({
      ok: false,
      code: "week-closed",
      message: "This week is already closed.",
    });
    expect(await planWeek(access.alice, weekId, nightjar, { items: [] })).toMatchObject({ ok: false, code: "week-closed" });
    expect(await rollWeekAction(access.alice, weekId, nightjar, { requestKey: "late-patrol", action: "patrol", skill: "2D8", source: "app" })).toMatchObject({
      ok: false,
      code: "week-closed",
    });
    expect(await written(campaignId)).toEqual(after);
  });

  test("typed dice that do not fit the close are refused and nothing is written", async () => {
    const { campaignId, access, weekId } = await hurtWeek();
    const before = await written(campaignId);
    expect(await closeWeek(access.organiser, weekId, { requestKey: "close-short", source: "physical", faces: [8, 5] })).toMatchObject({
      ok: false,
      code: "bad-dice",
      message: expect.stringMatching(/^Type every die the close throws, in the summary's order: /),
    });
    expect(await closeWeek(access.organiser, weekId, { requestKey: "close-long", source: "physical", faces: [...CLOSE_FACES, 2] })).toEqual({
      ok: false,
      code: "bad-dice",
      message: "1 typed face(s) left over: type only the dice the close throws.",
    });
    expect(await written(campaignId)).toEqual(before);
  });

  test("a dead Name's weekly check: a 1 slows it to monthly; the close with the app's dice logs every die", async () => {
    const { access, bulwark, weekId, campaignId } = await week();
    await db.$transaction((tx) =>
      setHeroConditionIn(tx, access.organiser, bulwark, { requestKey: "dead-1", condition: { status: "dead", cadence: "weekly" }, reason: "aftermath" }),
    );
    // Nightjar: 2 short, D6 4, no drop. Bulwark: D10 1 (monthly), then 2 short, D6 5.
    expect(await closeWeek(access.organiser, weekId, { requestKey: "close-dead-1", source: "physical", faces: [4, 1, 5] })).toMatchObject({
      ok: true,
      heroes: [{ name: "Nightjar" }, { name: "Bulwark", lines: ["Return D10 1: checks slow to monthly.", "Upkeep 2 period(s) short: D6 5, no drop."] }],
    });
    expect((await heroState(bulwark)).condition).toEqual({ status: "dead", cadence: "monthly" });

    const second = await recordSession(access.organiser, shsa.sessions.kinds, { kind: "WEEK", title: "Another week", playedOn: "2026-11-28", notes: "" });
    if (!second.ok) throw new Error(second.message);
    const rolls = await db.roll.count({ where: { campaignId } });
    const closed = await closeWeek(access.organiser, second.session.id, { requestKey: "close-app-1", source: "app" }, scriptedDice([3, 2, 6, 6, 1, 1], 30));
    // Monthly: the week does not roll it; the upkeep dice are the app's, and Resources beat Lifestyle.
    expect(closed).toMatchObject({
      ok: true,
      heroes: [
        { name: "Nightjar", lines: ["Upkeep 2 period(s) short: D6 3, no drop."] },
        {
          name: "Bulwark",
          lines: [
            "No return check this week (monthly): 1 of 4 weeks.",
            "Upkeep 2 period(s) short: D6 2, a drop threatens.",
            "Resources against Lifestyle: 2D6 [6,6] = 12 vs 2D6 [1,1] = 2: major success by 10; the drop is avoided.",
          ],
        },
      ],
    });
    expect((await heroState(bulwark)).sheet.lifestyle).toBe(6);
    // SHSA-R16: the week counts towards the monthly check, on the hero's condition.
    expect((await heroState(bulwark)).condition).toEqual({ status: "dead", cadence: "monthly", weeksSinceCheck: 1 });
    expect(await db.roll.count({ where: { campaignId, source: "APP" } })).toBeGreaterThan(0);
    expect(await db.roll.count({ where: { campaignId } })).toBeGreaterThan(rolls);
  });

  test("SHSA-R16: a monthly check falls due on the campaign's weeks; the close shows its odds, rolls it, logs it, and undoing the week puts the count back", async () => {
    const { access, bulwark, weekId, campaignId } = await week();
    await db.campaign.update({ where: { id: campaignId }, data: { settings: { ...SHSA_DEFAULT_SETTINGS, monthlyCheckWeeks: 3 } } });
    await db.$transaction((tx) =>
      setHeroConditionIn(tx, access.organiser, bulwark, {
        requestKey: "dead-monthly",
        condition: { status: "dead", cadence: "monthly", weeksSinceCheck: 2 },
        reason: "correction",
      }),
    );
    const preview = await previewWeekClose(access.organiser, weekId);
    expect(preview).toMatchObject({
      ok: true,
      closed: false,
      heroes: [
        { name: "Nightjar" },
        { name: "Bulwark", lines: [expect.stringMatching(/^Dead \(checks monthly, every 3 weeks\): a D10 this week, back on a 10 \(10\.0%\)/), expect.any(String)] },
      ],
    });
    const before = await heroState(bulwark);
    const rollsBefore = (await written(campaignId)).rolls.length;
    // Nightjar: 2 short, D6 4. Bulwark: the monthly D10 1 (slows to yearly), then 2 short, D6 5.
    expect(await closeWeek(access.organiser, weekId, { requestKey: "close-monthly", source: "physical", faces: [4, 1, 5] })).toMatchObject({
      ok: true,
      heroes: [{ name: "Nightjar" }, { name: "Bulwark", lines: ["Return D10 1: checks slow to yearly.", "Upkeep 2 period(s) short: D6 5, no drop."] }],
    });
    expect((await heroState(bulwark)).condition).toEqual({ status: "dead", cadence: "yearly" });
    expect((await written(campaignId)).rolls.slice(rollsBefore)).toContainEqual({
      purpose: "shsa-week:dead-name-return",
      sides: 10,
      faces: [1],
      source: "PHYSICAL",
      teamName: "Bulwark",
    });
    const line = (await heroState(bulwark)).history.at(-1)!;
    expect([line.field, line.before, line.after, line.sessionId]).toEqual(["condition", "dead (checks monthly, 2 weeks since the last)", "dead (checks yearly)", weekId]);

    expect(await undoSession(access.organiser, weekId, await gameServer(shsa.id))).toEqual({ ok: true });
    expect((await heroState(bulwark)).condition).toEqual(before.condition);
  });

  test("rows of the change table the sheet cannot hold become pending changes on the hero; its player marks one applied, saying what changed; undoing the week takes back both", async () => {
    const { access, nightjar, weekId } = await hurtWeek();
    // Nightjar: weekly D10 8 (back), D6 6 − 4 = 2 changes: D20 9 (remove a random advantage), D20 15 (add a random trait). Bulwark as in CLOSE_FACES.
    expect(await closeWeek(access.organiser, weekId, { requestKey: "close-pending", source: "physical", faces: [8, 6, 9, 15, 1, 1, 1, 6, 6] })).toMatchObject({ ok: true });
    const closed = await heroState(nightjar);
    expect(closed.pending).toMatchObject([
      { face: 9, row: "remove-advantage", line: "L591", sessionId: weekId },
      { face: 15, row: "add-trait", line: "L597", sessionId: weekId },
    ]);
    expect(closed.history.filter((line) => line.field === "pending change").map((line) => line.after)).toEqual([
      "D20 9: Remove a random advantage. (L591)",
      "D20 15: Add a random trait. (L597)",
    ]);
    const [advantage] = closed.pending;

    const applied = await applyPendingChange(access.alice, nightjar, { requestKey: "apply-pending-1", pendingId: advantage!.id, what: "Lost the Wealth advantage" });
    expect(applied).toMatchObject({ ok: true, repeated: false });
    expect(await applyPendingChange(access.alice, nightjar, { requestKey: "apply-pending-1", pendingId: advantage!.id, what: "Lost the Wealth advantage" })).toMatchObject({
      ok: true,
      repeated: true,
    });
    expect(await applyPendingChange(access.alice, nightjar, { requestKey: "apply-pending-2", pendingId: advantage!.id, what: "Again" })).toEqual({
      ok: false,
      code: "unknown-change",
      message: "Nightjar has no such pending change: it may have been applied already.",
    });
    const after = await heroState(nightjar);
    expect(after.pending.map((pending) => pending.row)).toEqual(["add-trait"]);
    expect(after.history.at(-1)).toMatchObject({
      field: "pending change",
      before: "D20 9: Remove a random advantage. (L591)",
      after: "applied: Lost the Wealth advantage",
      sessionId: weekId,
      by: "Alice",
    });

    expect(await undoSession(access.organiser, weekId, await gameServer(shsa.id))).toEqual({ ok: true });
    const undone = await heroState(nightjar);
    expect([undone.pending, undone.condition]).toEqual([[], { status: "hurt" }]);
  });

  test("a pending change marked after a later session touched the hero goes with that session: undoing it puts the change back to pending", async () => {
    const { access, nightjar, weekId } = await hurtWeek();
    expect(await closeWeek(access.organiser, weekId, { requestKey: "close-pending-a", source: "physical", faces: [8, 6, 9, 15, 1, 1, 1, 6, 6] })).toMatchObject({ ok: true });
    const later = await recordSession(access.organiser, shsa.sessions.kinds, { kind: "WEEK", title: "The week after", playedOn: "2026-11-28", notes: "" });
    if (!later.ok) throw new Error(later.message);
    // The next week's close touches Nightjar: two periods short, D6 1, Resources [1,1] lose to Lifestyle [6,6], Lifestyle drops. Bulwark: D6 6.
    expect(await closeWeek(access.organiser, later.session.id, { requestKey: "close-pending-b", source: "physical", faces: [1, 1, 1, 6, 6, 6] })).toMatchObject({ ok: true });
    const [first] = (await heroState(nightjar)).pending;
    expect(await applyPendingChange(access.alice, nightjar, { requestKey: "apply-after-b", pendingId: first!.id, what: "Lost a Contact" })).toMatchObject({ ok: true });
    expect((await heroState(nightjar)).history.at(-1)).toMatchObject({ after: "applied: Lost a Contact", sessionId: later.session.id });

    expect(await undoSession(access.organiser, later.session.id, await gameServer(shsa.id))).toEqual({ ok: true });
    expect((await heroState(nightjar)).pending.map((pending) => pending.row)).toEqual(["remove-advantage", "add-trait"]);
  });

  test("undoing a closed week puts back every hero's sheet, condition and points; its rolls stay in the roll log", async () => {
    const { campaignId, access, nightjar, bulwark, weekId } = await hurtWeek();
    const before = { nightjar: await heroState(nightjar), bulwark: await heroState(bulwark), balances: await balances(campaignId) };
    expect(
      await rollWeekAction(access.alice, weekId, nightjar, { requestKey: "patrol-before-undo", action: "patrol", skill: "2D8", source: "physical", faces: PATROL_SUCCESS }),
    ).toMatchObject({ ok: true });
    expect(await closeWeek(access.organiser, weekId, { requestKey: "close-then-undo", source: "physical", faces: CLOSE_FACES })).toMatchObject({ ok: true });
    const rolls = (await written(campaignId)).rolls;
    expect((await heroState(nightjar)).sheet.vp).toBe(1);

    expect(await undoSession(access.organiser, weekId, await gameServer(shsa.id))).toEqual({ ok: true });
    const [hero, other] = [await heroState(nightjar), await heroState(bulwark)];
    expect(hero.sheet).toEqual(before.nightjar.sheet);
    expect(hero.condition).toEqual({ status: "hurt" });
    expect(other.sheet).toEqual(before.bulwark.sheet);
    expect(await balances(campaignId)).toEqual(before.balances);
    expect((await written(campaignId)).rolls).toEqual(rolls);
    // An undone week takes no more plans.
    expect(await planWeek(access.alice, weekId, nightjar, { items: [] })).toMatchObject({ ok: false, code: "session-undone" });
  });

  test("a closed week travels in the shared campaign file: the copy's week names the copy's heroes, and its page reads it", async () => {
    const { campaignId, access, nightjar, weekId } = await hurtWeek();
    expect(
      await rollWeekAction(access.alice, weekId, nightjar, { requestKey: "patrol-file-1", action: "patrol", skill: "2D8", source: "physical", faces: PATROL_SUCCESS }),
    ).toMatchObject({ ok: true });
    expect(await closeWeek(access.organiser, weekId, { requestKey: "close-file-1", source: "physical", faces: CLOSE_FACES })).toMatchObject({ ok: true });
    const original = await loadShsaSessionPage(access.organiser.userId, campaignId, weekId);

    const server = await gameServer(shsa.id);
    const response = await campaignExportResponse(access.organiser.userId, campaignId, () => server);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(nightjar);
    const importer = await createUser({ name: "Ivy Importer" });
    const imported = await importCampaignFile(importer.id, text, campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    const copyWeek = await db.playSession.findFirstOrThrow({ where: { campaignId: imported.campaign.id, kind: "WEEK" }, select: { id: true } });
    const copyHero = await db.team.findFirstOrThrow({ where: { campaignId: imported.campaign.id, name: "Nightjar" }, select: { id: true } });
    const copy = await loadShsaSessionPage(importer.id, imported.campaign.id, copyWeek.id);
    const withoutIds = (page: typeof original) => page.week!.heroes.map(({ teamId: _teamId, done, ...hero }) => ({ ...hero, done: done.map(({ key: _key, ...line }) => line) }));
    // Both read by their campaign's organiser.
    expect(withoutIds(copy)).toEqual(withoutIds(original));
    expect(copy.week!.heroes[0]!.teamId).toBe(copyHero.id);
    expect(copy.week!.closed!.map(({ name, lines }) => ({ name, lines }))).toEqual(original.week!.closed!.map(({ name, lines }) => ({ name, lines })));
    expect(copy.week!.closed![0]!.teamId).toBe(copyHero.id);
  });
});
