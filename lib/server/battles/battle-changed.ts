import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { asBattleStatus, isBattleStatus, isBattleStatusOf, type BattleStatus } from "@/lib/battles/battle-status";
import type { AnyGameSystem } from "@/lib/game-contract/game-system";
import type { CampaignAccess } from "@/lib/server/authz/authorize";

/** The Postgres channel every app instance listens on (battle-events.ts). */
export const BATTLE_CHANGED_CHANNEL = "battle_changed";

/**
 * What an open battle page is told when the battle changes: the notification's payload, from
 * which each stream writes its server-sent event (battle-event-stream.ts). A page compares
 * `version` with the one it was rendered with. `actorId` stays on the server: each stream turns it
 * into `isOwn` for its viewer, so the page that made the change leaves the refresh to its own
 * form's answer.
 */
export interface BattleChange {
  battleId: string;
  version: number;
  status: BattleStatus;
  summary: string | null;
  actorId: string | null;
  /**
   * A tap on the battle tracker: it adds a row, not a version (taps of several phones run side
   * by side and never lock the battle), so pages refresh on it whatever their version.
   */
  isTap?: true;
}

/** Postgres refuses a notification payload of 8000 bytes or more; names make a summary long at most. */
const MAX_SUMMARY = 300;

/**
 * Records that a battle changed and tells every open page of it, in the caller's transaction
 * (which holds the battle's lock): the version goes up by one, the change is kept in one line for
 * pages that fell behind, and pg_notify queues the news, which Postgres delivers to listeners
 * only when the transaction commits (never if it rolls back), in commit order. Called once by each
 * write that changes what the battle page shows, after its last change to the battle.
 * `what` completes the sentence "<actor> …": "locked the pre-battle choices". `game` is the
 * battle's game, handed by its own code (its manifest): the status is checked against what it declares.
 */
export async function battleChanged(
  tx: Prisma.TransactionClient,
  game: AnyGameSystem,
  battleId: string,
  actor: Pick<CampaignAccess, "userId" | "actorName">,
  what: string,
): Promise<BattleChange> {
  const summary = `${actor.actorName} ${what}`.slice(0, MAX_SUMMARY);
  const [row] = await tx.$queryRaw<{ version: number; status: string; gameSystem: string }[]>`
    UPDATE "Battle" b SET "version" = b."version" + 1, "lastChange" = ${summary} FROM "Campaign" c
     WHERE b.id = ${battleId} AND c.id = b."campaignId" RETURNING b."version", b."status", c."gameSystem"`;
  if (!row) throw new Error(`Battle ${battleId} no longer exists`);
  // Battle.status is text: a status the battle's game does not declare (GameSystem.battleStatuses) is
  // refused here, in the same statement's answer, and so rolls the write back.
  if (row.gameSystem !== game.id) throw new Error(`Battle ${battleId} is a battle of “${row.gameSystem}”, not of “${game.id}”.`);
  if (!isBattleStatus(row.status) || !isBattleStatusOf(game, row.status)) {
    throw new Error(`Battle ${battleId} was given the status “${row.status}”, which its game does not declare.`);
  }
  const change: BattleChange = { battleId, version: row.version, status: row.status, summary, actorId: actor.userId };
  await notify(tx, change);
  return change;
}

/**
 * Tells every open page of a battle that the tracker took a tap, after the tap's transaction
 * committed (taps hold only a shared lock, so they cannot bump the version: two taps would wait
 * on each other). Best effort: a page that misses it still shows the tap on its next refresh.
 */
export async function battleTapped(db: Prisma.TransactionClient, battleId: string, actor: Pick<CampaignAccess, "userId" | "actorName">, what: string): Promise<void> {
  const [row] = await db.$queryRaw<{ version: number; status: string }[]>`SELECT "version", "status" FROM "Battle" WHERE id = ${battleId}`;
  if (!row) return;
  const change: BattleChange = {
    battleId,
    version: row.version,
    status: asBattleStatus(row.status),
    summary: `${actor.actorName} ${what}`.slice(0, MAX_SUMMARY),
    actorId: actor.userId,
    isTap: true,
  };
  await notify(db, change);
}

/** Queues the news for every listening app instance (delivered when the caller's transaction commits). */
async function notify(db: Prisma.TransactionClient, change: BattleChange): Promise<void> {
  await db.$executeRaw`SELECT pg_notify(${BATTLE_CHANGED_CHANNEL}, ${JSON.stringify(change)})`;
}
