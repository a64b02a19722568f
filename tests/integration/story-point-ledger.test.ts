import { describe, expect, test } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import type { StoryPointReason } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db";
import { storyPointTotals, totalsOf } from "@/lib/server/story-points/story-point-totals";
import { createTeam, startingEntryKey } from "@/lib/server/teams/create-team";
import { accessFor, addMember, createCampaignFor, createTeamFor } from "./factories";

async function newTeam() {
  const { campaign } = await createCampaignFor();
  const player = await addMember(campaign.id, "PLAYER", "Led Ger");
  const result = await createTeam(await accessFor(player.id, campaign.id), { name: "Ledger Lads", alignment: "HEROES", notes: "" });
  if (!result.ok) throw new Error(result.message);
  return { campaignId: campaign.id, teamId: result.team.id, player };
}

function entry(team: { campaignId: string; teamId: string }, delta: number, reason: StoryPointReason, key: string) {
  return { teamId: team.teamId, campaignId: team.campaignId, delta, reason, actorName: "Test", idempotencyKey: `${team.teamId}:${key}` };
}

describe("the story-point ledger (Ruling R8)", () => {
  test("a new team's totals come from its starting entry: balance 1, earned 1 (L2615)", async () => {
    const team = await newTeam();
    expect(totalsOf(await storyPointTotals([team.teamId]), team.teamId)).toEqual({ balance: 1, earned: 1 });
  });

  test("balance is the sum of every delta; earned the sum of the positive ones, so spending and corrections never lower it", async () => {
    const team = await newTeam();
    await db.storyPointEntry.createMany({
      data: [
        entry(team, 3, "REWARD", "win"),
        entry(team, 1, "OBJECTIVE", "objective"),
        entry(team, -2, "GUEST_STAR", "guest"),
        entry(team, -1, "CORRECTION", "fix"),
      ],
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
