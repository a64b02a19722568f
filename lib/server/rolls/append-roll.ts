import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/** One throw as the roll log keeps it (Roll): what it was for, every face, and where the faces came from. */
export interface RollEntry {
  campaignId: string;
  battleId?: string | null;
  /**
   * The throw's place among its battle's dice: two requests can never both take the same place
   * (Roll's [battleId, slot] key). A roll outside a battle may name its place by its sequence number.
   */
  slot: string | ((sequence: number) => string);
  /** The request that threw it: a retried request finds its roll by this key and never throws again. */
  requestKey: string;
  purpose: string;
  /** The line the roll log shows, whole ("Issue #3 · Scenario: 1D"). */
  label: string;
  sides: number;
  faces: readonly number[];
  /** The app's dice, or real dice a player typed in (Ruling R20). */
  source: "app" | "physical";
  teamId?: string | null;
  teamName?: string | null;
  characterId?: string | null;
  characterName?: string | null;
}

/**
 * Appends one throw to the campaign's roll log, in the caller's transaction, with the campaign's
 * next sequence number: the one writer of the roll log for every game, so each roll is numbered in
 * the order it was made and none is ever rewritten. Returns that number.
 */
export async function appendRoll(tx: Prisma.TransactionClient, actor: { userId: string; actorName: string }, roll: RollEntry): Promise<number> {
  const [next] = await tx.$queryRaw<{ rollSequence: number }[]>`
    UPDATE "Campaign" SET "rollSequence" = "rollSequence" + 1 WHERE id = ${roll.campaignId} RETURNING "rollSequence"`;
  const sequence = next!.rollSequence;
  await tx.roll.create({
    data: {
      campaignId: roll.campaignId,
      battleId: roll.battleId ?? null,
      sequence,
      slot: typeof roll.slot === "function" ? roll.slot(sequence) : roll.slot,
      requestKey: roll.requestKey,
      purpose: roll.purpose,
      label: roll.label,
      sides: roll.sides,
      faces: [...roll.faces],
      source: roll.source === "app" ? "APP" : "PHYSICAL",
      teamId: roll.teamId ?? null,
      teamName: roll.teamName ?? null,
      characterId: roll.characterId ?? null,
      characterName: roll.characterName ?? null,
      actorId: actor.userId,
      actorName: actor.actorName,
    },
  });
  return sequence;
}
