import { describe, expect, test } from "vitest";
import { seededDice } from "@/lib/rules/dice";
import { readCounters } from "@/lib/games/smf/battles/team-counters";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { getBattleView } from "@/lib/games/smf/server/battles/get-battle-view";
import { undoBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { addCharacter } from "@/lib/games/smf/server/characters/add-character";
import { renameCharacter } from "@/lib/games/smf/server/characters/rename-character";
import { cancelGuestStar } from "@/lib/games/smf/server/story-points/cancel-guest-star";
import { correctStoryPoints } from "@/lib/games/smf/server/story-points/correct-story-points";
import { spendStoryPoints } from "@/lib/games/smf/server/story-points/spend-story-points";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import { db } from "@/lib/server/db";
import { BUILDS, characterInput } from "../character-builds";
import { battleToReport, key, playOn, reportBattle, simpleReport, twoTeamCampaign } from "./battle-factory";

type World = Awaited<ReturnType<typeof twoTeamCampaign>>;

async function resolvedBattle(world: World) {
  const { battleId } = await battleToReport(world, seededDice(21));
  await reportBattle(world.access.alice, battleId, simpleReport(world, { track: "both", furtherHarm: 2 }));
  expect(await playOn(world.access.alice, battleId, seededDice(8))).toEqual({ kind: "finished", status: "RESOLVED" });
  return battleId;
}

async function teamState(world: World, teamId: string) {
  const [team, characters, totals] = await Promise.all([
    db.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true } }),
    db.character.findMany({
      where: { teamId },
      orderBy: { id: "asc" },
      select: { id: true, name: true, kind: true, position: true, build: true, state: true, hasFought: true, retiredAt: true },
    }),
    storyPointTotals([teamId]),
  ]);
  return { counters: readCounters(team.state), characters, totals: totalsOf(totals, teamId) };
}

/** Every row of the tables an undo or a refund writes, to prove a refusal wrote nothing. */
async function fingerprint(world: World) {
  const teamIds = [world.a.team.id, world.b.team.id];
  const [teams, characters, entries, battles, activity] = await Promise.all([
    db.team.findMany({ where: { id: { in: teamIds } }, orderBy: { id: "asc" } }),
    db.character.findMany({ where: { teamId: { in: teamIds } }, orderBy: { id: "asc" } }),
    db.storyPointEntry.findMany({ where: { teamId: { in: teamIds } }, orderBy: { id: "asc" } }),
    db.battle.findMany({ where: { campaignId: world.campaign.id }, orderBy: { id: "asc" } }),
    db.activityEvent.count({ where: { campaignId: world.campaign.id } }),
  ]);
  return JSON.stringify({ teams, characters, entries, battles, activity });
}

async function bookGuestStar(world: World) {
  const booked = await spendStoryPoints(world.access.alice, world.a.team.id, key() + key(), { kind: "guest-star" });
  if (!booked.ok) throw new Error(booked.message);
  return booked.entryId;
}

describe("undoing a battle after later changes", () => {
  test("over independent later changes (a character added, a rename, a guest star booked with the team's own points): exactly the battle's effects are undone", async () => {
    const world = await twoTeamCampaign();
    const beforeA = await teamState(world, world.a.team.id);
    const beforeB = await teamState(world, world.b.team.id);
    const battleId = await resolvedBattle(world);
    const gained = (await teamState(world, world.a.team.id)).totals.balance - beforeA.totals.balance;
    expect(gained).toBeGreaterThan(0);

    // A month goes on: an organiser's correction, a guest star booked, a character added, a rename.
    const corrected = await correctStoryPoints(world.access.organiser, world.a.team.id, { requestKey: key() + key(), delta: 5, note: "Painted the team" });
    expect(corrected.ok).toBe(true);
    const bookingId = await bookGuestStar(world);
    const added = await addCharacter(world.access.alice, world.a.team.id, characterInput("Night Owl", BUILDS.brick));
    if (!added.ok) throw new Error(added.message);
    expect(await renameCharacter(world.access.bob, world.b.team.id, world.b.ids["Craniak"]!, "Craniak the Second")).toMatchObject({ ok: true });

    expect(await getBattleView(world.access.organiser, battleId)).toMatchObject({ may: { undo: true } });
    expect(await undoBattle(world.access.organiser, battleId)).toEqual({ ok: true });

    const afterA = await teamState(world, world.a.team.id);
    // The battle's characters are as before it; the newcomer stays; the booking stays booked and paid.
    expect(afterA.characters.filter((c) => c.name !== "Night Owl")).toEqual(beforeA.characters);
    expect(afterA.characters.map((c) => c.name)).toContain("Night Owl");
    expect(afterA.counters).toEqual({ ...beforeA.counters, guestStarsPending: beforeA.counters.guestStarsPending + 1 });
    expect(afterA.totals).toEqual({ balance: beforeA.totals.balance + 5 - 2, earned: beforeA.totals.earned + 5 });
    expect(await db.storyPointEntry.count({ where: { reversesEntryId: bookingId } })).toBe(0);
    // The villains: as before the battle, but with the new name.
    const afterB = await teamState(world, world.b.team.id);
    expect(afterB.characters).toEqual(beforeB.characters.map((c) => (c.id === world.b.ids["Craniak"] ? { ...c, name: "Craniak the Second" } : c)));
    expect(afterB.counters).toEqual(beforeB.counters);
    expect(afterB.totals).toEqual(beforeB.totals);
  });

  test("a booking paid with the battle's story points blocks, listed with its cancel; cancelling it lets the undo through", async () => {
    const world = await twoTeamCampaign();
    const battleId = await resolvedBattle(world);
    const bookingId = await bookGuestStar(world);

    const before = await fingerprint(world);
    const refused = await undoBattle(world.access.organiser, battleId);
    expect(refused).toMatchObject({
      ok: false,
      code: "changed-since",
      blockers: [{ kind: "spend", teamId: world.a.team.id, teamName: "Night Shift", entryId: bookingId, cost: 2, actorName: "Alice", isCancellable: true }],
    });
    expect(refused.ok ? "" : refused.message).toBe(
      "Issue #1 cannot be undone yet: Alice spent 2 SP for Night Shift after this battle (a special guest star for the next game), using story points this battle gave. Take those changes back first.",
    );
    expect(await fingerprint(world)).toBe(before);
    // The page lists the same blocker in place of the button.
    expect(await getBattleView(world.access.organiser, battleId)).toMatchObject({ may: { undo: false }, undoBlockers: [{ kind: "spend", entryId: bookingId }] });

    expect(await cancelGuestStar(world.access.alice, world.a.team.id, bookingId)).toMatchObject({ ok: true, isRepeat: false });
    expect(await undoBattle(world.access.organiser, battleId)).toEqual({ ok: true });
  });

  test("a later change to what the battle changed blocks, naming the character; putting it back lets the undo through", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, seededDice(21));
    const craniakId = world.b.ids["Craniak"]!;
    const beforeBattle = await db.character.findUniqueOrThrow({ where: { id: craniakId }, select: { state: true } });
    await reportBattle(world.access.alice, battleId, simpleReport(world, { track: "both", furtherHarm: 2 }));
    await playOn(world.access.alice, battleId, seededDice(8));
    const leftBy = (await db.character.findUniqueOrThrow({ where: { id: craniakId }, select: { state: true } })).state as Record<string, unknown>;
    const changedKey = Object.keys(leftBy).find((k) => JSON.stringify(leftBy[k]) !== JSON.stringify((beforeBattle.state as Record<string, unknown>)[k]))!;
    expect(changedKey).toBeDefined();
    await db.character.update({ where: { id: craniakId }, data: { state: { ...leftBy, [changedKey]: "changed since" } as object } });

    const before = await fingerprint(world);
    const refused = await undoBattle(world.access.organiser, battleId);
    expect(refused).toMatchObject({
      ok: false,
      code: "changed-since",
      blockers: [{ kind: "character", teamId: world.b.team.id, teamName: "Iron Syndicate", characterId: craniakId, characterName: "Craniak" }],
    });
    expect(await fingerprint(world)).toBe(before);

    await db.character.update({ where: { id: craniakId }, data: { state: leftBy as object } });
    expect(await undoBattle(world.access.organiser, battleId)).toEqual({ ok: true });
    expect((await db.character.findUniqueOrThrow({ where: { id: craniakId }, select: { state: true } })).state).toEqual(beforeBattle.state);
  });

  test("a later battle of the same teams is listed as a blocker with its issue", async () => {
    const world = await twoTeamCampaign();
    const battleId = await resolvedBattle(world);
    const later = await createBattle(world.access.alice, {
      teams: [
        { teamId: world.a.team.id, fieldedIds: [world.a.ids["Deadeye"]!] },
        { teamId: world.b.team.id, fieldedIds: [world.b.ids["The Commander"]!] },
      ],
    });
    if (!later.ok) throw new Error(later.message);
    const before = await fingerprint(world);
    expect(await undoBattle(world.access.organiser, battleId)).toMatchObject({
      ok: false,
      code: "later-battle",
      blockers: [{ kind: "battle", battleId: later.battleId, issue: 2, teamNames: ["Night Shift", "Iron Syndicate"] }],
    });
    expect(await fingerprint(world)).toBe(before);
  });
});

describe("cancelling a guest-star booking", () => {
  test("refunds once with a compensating entry; a retry is answered as a repeat and refunds nothing", async () => {
    const world = await twoTeamCampaign();
    await correctStoryPoints(world.access.organiser, world.a.team.id, { requestKey: key() + key(), delta: 3, note: "Head start" });
    const bookingId = await bookGuestStar(world);
    const booked = await teamState(world, world.a.team.id);
    expect(booked.counters.guestStarsPending).toBe(1);

    const [first, second] = await Promise.all([cancelGuestStar(world.access.alice, world.a.team.id, bookingId), cancelGuestStar(world.access.alice, world.a.team.id, bookingId)]);
    expect([first, second].map((r) => r.ok && r.isRepeat).sort()).toEqual([false, true]);
    const refunds = await db.storyPointEntry.findMany({ where: { reversesEntryId: bookingId }, select: { delta: true, reason: true, actorName: true, idempotencyKey: true } });
    expect(refunds).toEqual([{ delta: 2, reason: "GUEST_STAR", actorName: "Alice", idempotencyKey: `${bookingId}:refund` }]);
    const after = await teamState(world, world.a.team.id);
    expect(after.counters.guestStarsPending).toBe(0);
    // The balance comes back; SP earned is not raised by a refund (Ruling R8).
    expect(after.totals).toEqual({ balance: booked.totals.balance + 2, earned: booked.totals.earned });
    // The booking itself is still in the ledger: append-only.
    expect(await db.storyPointEntry.count({ where: { id: bookingId } })).toBe(1);
  });

  test("refused once its guest star joined a battle, writing nothing", async () => {
    const world = await twoTeamCampaign();
    await correctStoryPoints(world.access.organiser, world.a.team.id, { requestKey: key() + key(), delta: 3, note: "Head start" });
    const bookingId = await bookGuestStar(world);
    await resolvedBattle(world);
    expect((await teamState(world, world.a.team.id)).counters.guestStarsPending).toBe(0);

    const before = await fingerprint(world);
    expect(await cancelGuestStar(world.access.alice, world.a.team.id, bookingId)).toEqual({
      ok: false,
      code: "already-used",
      message: "That guest star already joined a battle, so the booking can no longer be cancelled.",
    });
    expect(await fingerprint(world)).toBe(before);
  });

  test("of two bookings with one used, only the newer can be cancelled", async () => {
    const world = await twoTeamCampaign();
    await correctStoryPoints(world.access.organiser, world.a.team.id, { requestKey: key() + key(), delta: 5, note: "Head start" });
    const first = await bookGuestStar(world);
    await resolvedBattle(world);
    const second = await bookGuestStar(world);
    expect(await cancelGuestStar(world.access.alice, world.a.team.id, first)).toMatchObject({ ok: false, code: "already-used" });
    expect(await cancelGuestStar(world.access.alice, world.a.team.id, second)).toMatchObject({ ok: true, isRepeat: false });
  });

  test("another team's booking, or an entry that is not a booking, is refused through this team, writing nothing", async () => {
    const world = await twoTeamCampaign();
    await correctStoryPoints(world.access.organiser, world.a.team.id, { requestKey: key() + key(), delta: 3, note: "Head start" });
    const bookingId = await bookGuestStar(world);
    const starting = await db.storyPointEntry.findFirstOrThrow({ where: { teamId: world.b.team.id }, select: { id: true } });
    const before = await fingerprint(world);
    for (const [teamId, entryId] of [
      [world.b.team.id, bookingId],
      [world.b.team.id, starting.id],
    ] as const) {
      expect(await cancelGuestStar(world.access.bob, teamId, entryId)).toMatchObject({ ok: false, code: "not-a-booking" });
    }
    expect(await fingerprint(world)).toBe(before);
  });
});
