import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SCENARIO_ROLL_PURPOSE, VSGMR_SCENARIO_IDS, type VsgmrScenarioId } from "@/lib/rules/vsgmr";
import { db } from "@/lib/server/db";

/**
 * The slot of a scenario roll that binds its roller's next set-up (VS-R18): the scenario it picked
 * and its place in the roll log, so the rolls a set-up takes over stay distinct in one battle.
 * Rolls made before rolls bound a set-up ("vsgmr-scenario:<id>") keep their slot and bind nothing.
 */
export const BINDING_SLOT_PREFIX = "vsgmr-setup:";
export const LEGACY_SLOT_PREFIX = "vsgmr-scenario:";

export function bindingSlot(scenarioId: VsgmrScenarioId, sequence: number): string {
  return `${BINDING_SLOT_PREFIX}${scenarioId}:${sequence}`;
}

/** The scenario a roll's slot names, from either form of slot; null for any other slot. */
export function scenarioOfSlot(slot: string): VsgmrScenarioId | null {
  const prefix = [BINDING_SLOT_PREFIX, LEGACY_SLOT_PREFIX].find((p) => slot.startsWith(p));
  if (!prefix) return null;
  const id = slot.slice(prefix.length).split(":")[0] as VsgmrScenarioId;
  return VSGMR_SCENARIO_IDS.includes(id) ? id : null;
}

export interface PendingScenarioRoll {
  id: string;
  scenarioId: VsgmrScenarioId;
  sides: number;
  faces: number[];
}

/**
 * The scenario rolls a player made in a series that no battle has taken yet, newest first: the
 * first binds the next battle that player sets up; the others are the rolls it re-rolled.
 */
export async function pendingScenarioRolls(client: Prisma.TransactionClient | typeof db, campaignId: string, userId: string): Promise<PendingScenarioRoll[]> {
  const rows = await client.roll.findMany({
    where: { campaignId, actorId: userId, battleId: null, purpose: SCENARIO_ROLL_PURPOSE, slot: { startsWith: BINDING_SLOT_PREFIX } },
    orderBy: { sequence: "desc" },
    select: { id: true, slot: true, sides: true, faces: true },
  });
  return rows.flatMap((row) => {
    const scenarioId = scenarioOfSlot(row.slot);
    return scenarioId ? [{ id: row.id, scenarioId, sides: row.sides, faces: row.faces }] : [];
  });
}
