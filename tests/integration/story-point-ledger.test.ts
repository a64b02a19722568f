import { describe, expect, test } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { SMF_LEDGER_CURRENCY, smfBattleDetails, type SmfLedgerReason } from "@/lib/rules/smf";
import { db } from "@/lib/server/db";
import { LEDGER_PAGE_SIZE, listLedger } from "@/lib/server/story-points/list-ledger";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import { createTeam, startingEntryKey } from "@/lib/server/teams/create-team";
import { accessFor, addMember, createCampaignFor, createTeamFor } from "./factories";
import { superMissionForce } from "@/lib/games/smf";

async function newTeam() {
  const { campaign } = await createCampaignFor();
  const player = await addMember(campaign.id, "PLAYER", "Led Ger");
  const result = await createTeam(await accessFor(player.id, campaign.id), superMissionForce, {
    name: "Ledger Lads",
    alignment: "HEROES",
    notes: "",
  });
  if (!result.ok) throw new Error(result.message);
  return { campaignId: campaign.id, teamId: result.team.id, player };
}

function entry(team: { campaignId: string; teamId: string }, delta: number, reason: SmfLedgerReason, key: string) {
  return { teamId: team.teamId, campaignId: team.campaignId, currency: SMF_LEDGER_CURRENCY, delta, reason, actorName: "Test", idempotencyKey: `${team.teamId}:${key}` };
}

describe("the story-point ledger (Ruling R8)", () => {
  test("a new team's totals come from its starting entry: balance 1, earned 1 (L2615)", async () => {
    const team = await newTeam();
    expect(totalsOf(await storyPointTotals([team.teamId]), team.teamId)).toEqual({ balance: 1, earned: 1 });
  });

  test("balance is the sum of every delta; earned the sum of the positive ones, so spending and corrections never lower it", async () => {
    const team = await newTeam();
    await db.storyPointEntry.createMany({
      data: [entry(team, 3, "REWARD", "win"), entry(team, 1, "OBJECTIVE", "objective"), entry(team, -2, "GUEST_STAR", "guest"), entry(team, -1, "CORRECTION", "fix")],
    });
    expect(totalsOf(await storyPointTotals([team.teamId]), team.teamId)).toEqual({ balance: 2, earned: 5 });
  });

  test("several teams' totals in one call; a team with no entries reads as zero", async () => {
    const first = await newTeam();
    const second = await newTeam();
    await db.storyPointEntry.create({ data: entry(second, 4, "REWARD", "win") });
    const { campaign, organiser } = await createCampaignFor();
    const bare = await createTeamFor(campaign.id, organiser); // written directly: no starting entry

    const totals = await storyPointTotals([first.teamId, second.teamId, bare.id]);
    expect([...totals.keys()].sort()).toEqual([first.teamId, second.teamId].sort());
    expect(totalsOf(totals, second.teamId)).toEqual({ balance: 5, earned: 5 });
    expect(totalsOf(totals, bare.id)).toEqual({ balance: 0, earned: 0 });
    expect(await storyPointTotals([])).toEqual(new Map());
  });

  test("an idempotency key is used once: the same change cannot be written twice", async () => {
    const team = await newTeam();
    const duplicate = db.storyPointEntry.create({ data: { ...entry(team, 1, "STARTING", "x"), idempotencyKey: startingEntryKey(team.teamId) } });
    await expect(duplicate).rejects.toSatisfy((error) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002");
    expect(totalsOf(await storyPointTotals([team.teamId]), team.teamId)).toEqual({ balance: 1, earned: 1 });
  });

  test("entries are append-only: the database refuses to change one", async () => {
    const team = await newTeam();
    const [starting] = await db.storyPointEntry.findMany({ where: { teamId: team.teamId } });
    await expect(db.storyPointEntry.update({ where: { id: starting!.id }, data: { delta: 10 } })).rejects.toThrow(/append-only/);
    await expect(db.storyPointEntry.updateMany({ where: { teamId: team.teamId }, data: { note: "rewritten" } })).rejects.toThrow(/append-only/);
    expect(await db.storyPointEntry.findUniqueOrThrow({ where: { id: starting!.id } })).toEqual(starting);
  });

  test("deleting the actor's account keeps the entry and its copied name (the one change allowed)", async () => {
    const team = await newTeam();
    await db.user.delete({ where: { id: team.player.id } });
    const [starting] = await db.storyPointEntry.findMany({ where: { teamId: team.teamId } });
    expect(starting).toMatchObject({ actorId: null, actorName: "Led Ger", delta: 1, reason: "STARTING" });
  });
});

/** Entries written a second apart from `start`, so their order is their creation order. */
function at(start: Date, seconds: number): Date {
  return new Date(start.getTime() + seconds * 1000);
}

describe("reversals: an organiser undoing a battle (Ruling R8)", () => {
  test("undoing a gain takes it back out of earned and balance", async () => {
    const team = await newTeam();
    const reward = await db.storyPointEntry.create({ data: entry(team, 3, "REWARD", "win") });
    await db.storyPointEntry.create({ data: { ...entry(team, -3, "REWARD", "win:undo"), reversesEntryId: reward.id } });
    expect(totalsOf(await storyPointTotals([team.teamId]), team.teamId)).toEqual({ balance: 1, earned: 1 });
  });

  test("undoing a spend gives the balance back without counting as SP earned", async () => {
    const team = await newTeam();
    await db.storyPointEntry.create({ data: entry(team, 4, "REWARD", "win") });
    const spend = await db.storyPointEntry.create({ data: entry(team, -2, "GUEST_STAR", "guest") });
    await db.storyPointEntry.create({ data: { ...entry(team, 2, "GUEST_STAR", "guest:undo"), reversesEntryId: spend.id } });
    expect(totalsOf(await storyPointTotals([team.teamId]), team.teamId)).toEqual({ balance: 5, earned: 5 });
  });

  test("a battle undone with a gain and a spend, then replayed: earned counts only the live gains", async () => {
    const team = await newTeam();
    const gain = await db.storyPointEntry.create({ data: entry(team, 2, "REWARD", "a1:win") });
    const loss = await db.storyPointEntry.create({ data: entry(team, -1, "BASE_LOST", "a1:base") });
    await db.storyPointEntry.createMany({
      data: [
        { ...entry(team, -2, "REWARD", "a1:win:undo"), reversesEntryId: gain.id },
        { ...entry(team, 1, "BASE_LOST", "a1:base:undo"), reversesEntryId: loss.id },
        entry(team, 3, "REWARD", "a2:win"),
      ],
    });
    expect(totalsOf(await storyPointTotals([team.teamId]), team.teamId)).toEqual({ balance: 4, earned: 4 });
  });

  test("an entry is reversed at most once", async () => {
    const team = await newTeam();
    const reward = await db.storyPointEntry.create({ data: entry(team, 3, "REWARD", "win") });
    await db.storyPointEntry.create({ data: { ...entry(team, -3, "REWARD", "undo-1"), reversesEntryId: reward.id } });
    const twice = db.storyPointEntry.create({ data: { ...entry(team, -3, "REWARD", "undo-2"), reversesEntryId: reward.id } });
    await expect(twice).rejects.toSatisfy((error) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002");
  });
});

describe("listLedger: a team's history", () => {
  test("newest first, each line with its label fields, the issue joined in, the balance after it, and undone / undo marks", async () => {
    const team = await newTeam();
    const start = new Date(Date.now() + 60_000);
    const battle = await db.battle.create({ data: { campaignId: team.campaignId, issue: 7, status: "UNDONE", details: { ...smfBattleDetails() }, createdByName: "Test" } });
    const reward = await db.storyPointEntry.create({ data: { ...entry(team, 3, "REWARD", "win"), battleId: battle.id, createdAt: at(start, 1), actorName: "Ref Eree" } });
    await db.storyPointEntry.create({ data: { ...entry(team, -1, "VEHICLE", "vehicle"), note: "A vehicle", createdAt: at(start, 2) } });
    await db.storyPointEntry.create({ data: { ...entry(team, -3, "REWARD", "win:undo"), battleId: battle.id, reversesEntryId: reward.id, createdAt: at(start, 3) } });

    const { lines, nextCursor } = await listLedger(team.teamId);
    expect(nextCursor).toBeNull();
    expect(lines.map(({ reason, delta, balanceAfter, issue, isUndone, isReversal }) => ({ reason, delta, balanceAfter, issue, isUndone, isReversal }))).toEqual([
      { reason: "REWARD", delta: -3, balanceAfter: 0, issue: 7, isUndone: false, isReversal: true },
      { reason: "VEHICLE", delta: -1, balanceAfter: 3, issue: null, isUndone: false, isReversal: false },
      { reason: "REWARD", delta: 3, balanceAfter: 4, issue: 7, isUndone: true, isReversal: false },
      { reason: "STARTING", delta: 1, balanceAfter: 1, issue: null, isUndone: false, isReversal: false },
    ]);
    expect(lines[1]).toMatchObject({ note: "A vehicle", actorName: "Test" });
    expect(lines[2]).toMatchObject({ actorName: "Ref Eree", createdAt: at(start, 1) });
    expect(lines[3]).toMatchObject({ actorName: "Led Ger" });
  });

  test("pages by cursor: every line once, in order, with balances that run across pages", async () => {
    const team = await newTeam();
    const start = new Date(Date.now() + 60_000);
    const count = LEDGER_PAGE_SIZE + 5;
    await db.storyPointEntry.createMany({ data: Array.from({ length: count }, (_, i) => ({ ...entry(team, i + 1, "REWARD", `r${i}`), createdAt: at(start, i) })) });

    const first = await listLedger(team.teamId);
    expect(first.lines).toHaveLength(LEDGER_PAGE_SIZE);
    expect(first.nextCursor).toBe(first.lines.at(-1)!.id);
    const second = await listLedger(team.teamId, { before: first.nextCursor! });
    expect(second.nextCursor).toBeNull();

    const all = [...first.lines, ...second.lines];
    expect(all.map((line) => line.delta)).toEqual([...Array.from({ length: count }, (_, i) => count - i), 1]);
    // Balance after the k-th reward = 1 (starting) + 1 + 2 + … + k.
    expect(all.map((line) => line.balanceAfter)).toEqual([...Array.from({ length: count }, (_, i) => 1 + ((count - i) * (count - i + 1)) / 2), 1]);
  });

  test("another team's entry id as the cursor gives an empty page, not that team's history", async () => {
    const team = await newTeam();
    const other = await newTeam();
    const [otherEntry] = await db.storyPointEntry.findMany({ where: { teamId: other.teamId } });
    expect(await listLedger(team.teamId, { before: otherEntry!.id })).toEqual({ lines: [], nextCursor: null });
  });
});
