import "server-only";
import { asBattleStatus } from "@/lib/battles/battle-status";
import { vsgmr } from "../../index";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BattleStatus } from "@/lib/battles/battle-status";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can, type Verb } from "@/lib/authz/permissions";
import { readVsgmrDetails, type VsgmrBattleDetails } from "../../battles/battle-details";
import { appendRoll } from "@/lib/server/rolls/append-roll";

export interface LockedVsgmrBattle {
  id: string;
  campaignId: string;
  issue: number;
  status: BattleStatus;
  details: VsgmrBattleDetails;
  appDiceOnly: boolean;
  /** The owners of the battle's forces (who may play it besides the organisers). */
  ownerIds: Array<string | null>;
}

/** The battle under its row lock (every write to it queues here), or null if it is not this campaign's. */
export async function lockVsgmrBattle(tx: Prisma.TransactionClient, access: CampaignAccess, battleId: string): Promise<LockedVsgmrBattle | null> {
  await tx.$queryRaw`SELECT id FROM "Battle" WHERE id = ${battleId} FOR UPDATE`;
  const row = await tx.battle.findUnique({
    where: { id: battleId },
    select: {
      id: true,
      campaignId: true,
      issue: true,
      status: true,
      details: true,
      campaign: { select: { appDiceOnly: true } },
      teams: { select: { team: { select: { ownerId: true } } } },
    },
  });
  // Another series' battle, or another game's (whose details this code cannot read): not found here.
  if (!row || row.campaignId !== access.campaignId || access.gameSystem !== vsgmr.id) return null;
  return {
    id: row.id,
    campaignId: row.campaignId,
    issue: row.issue,
    status: asBattleStatus(row.status),
    details: readVsgmrDetails(row.details),
    appDiceOnly: row.campaign.appDiceOnly,
    ownerIds: row.teams.map((t) => t.team.ownerId),
  };
}

export interface VsgmrRollInput {
  purpose: string;
  label: string;
  sides: number;
  faces: number[];
  source: "app" | "physical";
  requestKey: string;
  teamId?: string | null;
  teamName?: string | null;
}

/**
 * Appends one throw to the campaign's roll log with the next sequence number, in the caller's
 * transaction (which holds the battle's lock). The slot is the throw's place among the battle's
 * dice, so two requests can never both take the same place.
 */
export async function recordVsgmrRoll(tx: Prisma.TransactionClient, access: CampaignAccess, battle: LockedVsgmrBattle, roll: VsgmrRollInput): Promise<void> {
  const taken = await tx.roll.count({ where: { battleId: battle.id } });
  await appendRoll(tx, access, {
    campaignId: battle.campaignId,
    battleId: battle.id,
    slot: `vsgmr:${taken}`,
    requestKey: roll.requestKey,
    purpose: roll.purpose,
    label: `Issue #${battle.issue} · ${roll.label}`,
    sides: roll.sides,
    faces: roll.faces,
    source: roll.source,
    teamId: roll.teamId ?? null,
    teamName: roll.teamName ?? null,
  });
}

/** A battle still being played takes dice and turns; a resolved or undone one does not. */
export function isPlaying(battle: LockedVsgmrBattle): boolean {
  return battle.status === "REPORTING";
}

/** Whether this member may do `action` (a generic verb or one of VSGMR's) to the battle: organisers, or the owner of one of its forces. */
export function mayActOnBattle(access: CampaignAccess, battle: LockedVsgmrBattle, action: Verb<typeof vsgmr>): boolean {
  return can(access.role, action, { isOwner: battle.ownerIds.includes(access.userId), game: vsgmr });
}
