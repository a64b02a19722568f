import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { battleTapped } from "./battle-changed";
import { BATTLE_TRANSACTION } from "./battle-transaction";
import { tapLimit } from "./tap-rate-limit";

/** A tap written (or found again by its request key: `isRepeat`). */
export type TapWritten = { ok: true; entryId: string; isRepeat: boolean };

/** What a game's check hands back for a tap that fits: the row's payload (its own shape, `kind` its column) and the other phones' note. */
export interface TapAccepted {
  ok: true;
  payload: { kind: string };
  /** Completes "<actor> …" for the other phones' note (battleTapped): "tracked Ace KO'ed". */
  said: string;
}

/** A game's check of one tap, inside the tap's transaction, under the battle row's shared lock: whose battle, its stage, who may tap, whether the tap fits. */
export type TapCheck<Code extends string> = (tx: Prisma.TransactionClient) => Promise<TapAccepted | ServiceFailure<Code>>;

/**
 * The battle tracker's append-only log (BattleTrackEntry), which every game with a tracker writes
 * through: SMF, Supers Unlimited and VSGMR keep their own tap shapes and rules in `check`, and
 * this keeps the rest the same for all three.
 * - **Request key:** a key already used answers with its row, so a retried tap counts once; a key
 *   used on another battle is refused (`key-reused`). Two sends of one key at once: the unique
 *   index refuses the second, which answers with the first's row.
 * - **Side by side:** each tap takes the battle row's shared lock, so taps from several phones never
 *   wait for each other, while a result (which locks the row) waits for taps under way and
 *   refuses later ones by the battle's stage (the game's check).
 * - **Strike, not change:** an undo is one more row naming the row it strikes (the game's payload);
 *   rows are never changed or deleted.
 * - **Rate limit:** a player tapping faster than tapLimit allows is refused before anything is
 *   written or sent (`too-many-taps`).
 * - **Live notice:** once the row is committed, every open page of the battle is told (battleTapped).
 */
export async function appendBattleTap<Code extends string>(
  access: CampaignAccess,
  battleId: string,
  requestKey: string,
  check: TapCheck<Code>,
): Promise<TapWritten | ServiceFailure<Code | "key-reused" | "too-many-taps">> {
  const repeat = await repeatedTap(battleId, requestKey);
  if (repeat) return repeat;
  let said = "tracked a tap";
  try {
    const result = await db.$transaction(async (tx): Promise<TapWritten | ServiceFailure<Code | "too-many-taps">> => {
      await tx.$queryRaw`SELECT id FROM "Battle" WHERE id = ${battleId} FOR SHARE`;
      const checked = await check(tx);
      if (!checked.ok) return checked;
      const limited = await tapLimit(tx, battleId, access.userId);
      if (limited) return { ok: false, code: limited.code, message: limited.message };
      said = checked.said;
      const entry = await tx.battleTrackEntry.create({
        data: {
          battleId,
          kind: checked.payload.kind,
          payload: checked.payload as unknown as Prisma.InputJsonValue,
          actorId: access.userId,
          actorName: access.actorName,
          requestKey,
        },
        select: { id: true },
      });
      return { ok: true, entryId: entry.id, isRepeat: false };
    }, BATTLE_TRANSACTION);
    if (result.ok) await battleTapped(db, battleId, access, said).catch(() => undefined);
    return result;
  } catch (error) {
    // The same tap sent twice at once: the other one recorded it.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const again = await repeatedTap(battleId, requestKey);
      if (again) return again;
    }
    throw error;
  }
}

async function repeatedTap(battleId: string, requestKey: string): Promise<TapWritten | ServiceFailure<"key-reused"> | null> {
  const row = await db.battleTrackEntry.findUnique({ where: { requestKey }, select: { id: true, battleId: true } });
  if (!row) return null;
  if (row.battleId !== battleId) return { ok: false, code: "key-reused", message: "That request was already used for another battle; reload the page and tap again." };
  return { ok: true, entryId: row.id, isRepeat: true };
}

/** A battle's tap rows in the order they were recorded, each read by the game's own payload reader (a row that does not read is left out). */
export async function loadBattleTaps<P>(
  tx: Prisma.TransactionClient,
  battleId: string,
  read: (payload: unknown) => P | null,
): Promise<Array<{ id: string; payload: P; actorName: string }>> {
  const rows = await tx.battleTrackEntry.findMany({ where: { battleId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, payload: true, actorName: true } });
  return rows.flatMap((row) => {
    const payload = read(row.payload);
    return payload ? [{ id: row.id, payload, actorName: row.actorName }] : [];
  });
}
