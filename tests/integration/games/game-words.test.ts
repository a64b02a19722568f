/**
 * The words the shared tables hold are text checked by code (issue 24): the write path refuses a
 * battle status the battle's game does not declare and an activity kind no code declares, and the
 * refused write leaves nothing behind.
 */
import { describe, expect, test } from "vitest";
import type { ActivityKind } from "@/lib/activity/activity-payload";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { db } from "@/lib/server/db";
import { playedSuLeague } from "../su/su-factory";
import { supersUnlimited } from "@/lib/games/supers-unlimited";

describe("the write path checks the stored game words", () => {
  test("a change that leaves a Supers Unlimited battle in SMF's POST_BATTLE is refused and rolled back; a declared status passes", async () => {
    const league = await playedSuLeague();
    const actor = { userId: league.access.userId, actorName: league.access.actorName };
    const before = await db.battle.findUniqueOrThrow({ where: { id: league.battleId }, select: { status: true, version: true } });
    expect(before.status).toBe("RESOLVED");

    await expect(
      db.$transaction(async (tx) => {
        await tx.battle.update({ where: { id: league.battleId }, data: { status: "POST_BATTLE" } });
        await battleChanged(tx, supersUnlimited, league.battleId, actor, "moved it on");
      }),
    ).rejects.toThrow("which its game does not declare");
    expect(await db.battle.findUniqueOrThrow({ where: { id: league.battleId }, select: { status: true, version: true } })).toEqual(before);

    const change = await db.$transaction(async (tx) => {
      await tx.battle.update({ where: { id: league.battleId }, data: { status: "UNDONE" } });
      return battleChanged(tx, supersUnlimited, league.battleId, actor, "undid it");
    });
    expect(change).toMatchObject({ status: "UNDONE", version: before.version + 1 });
  });

  test("an activity line of a kind no code declares is refused, and the change it went with rolls back", async () => {
    const league = await playedSuLeague();
    const lines = () => db.activityEvent.count({ where: { campaignId: league.campaignId } });
    const count = await lines();
    await expect(
      db.$transaction(async (tx) => {
        await tx.campaign.update({ where: { id: league.campaignId }, data: { name: "Renamed" } });
        await recordActivity(tx, {
          campaignId: league.campaignId,
          actor: { userId: league.access.userId, actorName: league.access.actorName },
          kind: "TOWER_TOPPLED" as ActivityKind,
          summary: "A tower fell.",
          payload: { v: 1 } as never,
        });
      }),
    ).rejects.toThrow("No game declares the activity kind “TOWER_TOPPLED”");
    expect(await lines()).toBe(count);
    expect((await db.campaign.findUniqueOrThrow({ where: { id: league.campaignId }, select: { name: true } })).name).not.toBe("Renamed");
  });

  test("the database refuses a status of the wrong shape even from code that skips the check", async () => {
    const league = await playedSuLeague();
    await expect(db.battle.update({ where: { id: league.battleId }, data: { status: "resolved" } })).rejects.toThrow();
    expect((await db.battle.findUniqueOrThrow({ where: { id: league.battleId }, select: { status: true } })).status).toBe("RESOLVED");
  });
});
