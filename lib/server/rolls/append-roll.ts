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
  const [sequence] = await appendRolls(tx, actor, [roll]);
  return sequence!;
}

/**
 * Appends several throws at once, in the order given, with the campaign's next sequence numbers:
 * one numbering write and one insert, whatever their count (a "roll the rest" of a dozen throws
 * would otherwise make two round trips each). Returns their numbers.
 */
export async function appendRolls(tx: Prisma.TransactionClient, actor: { userId: string; actorName: string }, rolls: readonly RollEntry[]): Promise<number[]> {
  if (rolls.length === 0) return [];
  const campaignIds = new Set(rolls.map((roll) => roll.campaignId));
  if (campaignIds.size !== 1) throw new Error("appendRolls numbers one campaign's rolls at a time.");
  const [last] = await tx.$queryRaw<{ rollSequence: number }[]>`
    UPDATE "Campaign" SET "rollSequence" = "rollSequence" + ${rolls.length} WHERE id = ${rolls[0]!.campaignId} RETURNING "rollSequence"`;
  const first = last!.rollSequence - rolls.length + 1;
  const sequences = rolls.map((_, i) => first + i);
  await tx.roll.createMany({
    data: rolls.map((roll, i) => ({
      campaignId: roll.campaignId,
      battleId: roll.battleId ?? null,
      sequence: sequences[i]!,
      slot: typeof roll.slot === "function" ? roll.slot(sequences[i]!) : roll.slot,
      requestKey: roll.requestKey,
      purpose: roll.purpose,
      label: roll.label,
      sides: roll.sides,
      faces: [...roll.faces],
      source: roll.source === "app" ? ("APP" as const) : ("PHYSICAL" as const),
      teamId: roll.teamId ?? null,
      teamName: roll.teamName ?? null,
      characterId: roll.characterId ?? null,
      characterName: roll.characterName ?? null,
      actorId: actor.userId,
      actorName: actor.actorName,
    })),
  });
  return sequences;
}
