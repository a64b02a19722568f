import "server-only";
import type { RollSource } from "@/lib/generated/prisma/enums";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";

export const ROLL_LOG_PAGE_SIZE = 50;

/** One line of the campaign's roll log; names are the copies stored with the roll. */
export interface RollLogRow {
  id: string;
  sequence: number;
  label: string;
  purpose: string;
  sides: number;
  faces: number[];
  source: RollSource;
  teamName: string | null;
  characterName: string | null;
  actorName: string;
  createdAt: Date;
  battleId: string | null;
  issue: number | null;
  /** The roll belongs to a battle an organiser undid: it stays on record, marked. */
  isUndone: boolean;
}

export interface RollLogPage {
  rolls: RollLogRow[];
  /** Pass as `beforeSequence` for the next (older) page; null on the last page. */
  nextBeforeSequence: number | null;
}

/**
 * One page of the campaign's roll log, newest first, for a member who passed
 * authorizeCampaign(…, "roll:view"). The cursor is the per-campaign sequence number, so rolls
 * made while someone reads never shift a page; Roll's unique [campaignId, sequence] index serves
 * the order and the cursor. `issue` keeps only that issue's rolls (through Battle's unique
 * [campaignId, issue] index).
 */
export async function listRolls(access: CampaignAccess, { beforeSequence, issue }: { beforeSequence?: number; issue?: number } = {}): Promise<{ ok: true } & RollLogPage> {
  const rows = await db.roll.findMany({
    where: {
      campaignId: access.campaignId,
      ...(beforeSequence !== undefined ? { sequence: { lt: beforeSequence } } : {}),
      ...(issue !== undefined ? { battle: { is: { campaignId: access.campaignId, issue } } } : {}),
    },
    orderBy: { sequence: "desc" },
    take: ROLL_LOG_PAGE_SIZE + 1,
    select: {
      id: true,
      sequence: true,
      label: true,
      purpose: true,
      sides: true,
      faces: true,
      source: true,
      teamName: true,
      characterName: true,
      actorName: true,
      createdAt: true,
      battleId: true,
      battle: { select: { issue: true, status: true } },
    },
  });
  const page = rows.slice(0, ROLL_LOG_PAGE_SIZE);
  return {
    ok: true,
    rolls: page.map(({ battle, ...roll }) => ({ ...roll, issue: battle?.issue ?? null, isUndone: battle?.status === "UNDONE" })),
    nextBeforeSequence: rows.length > ROLL_LOG_PAGE_SIZE ? page.at(-1)!.sequence : null,
  };
}

/** The issues that have rolls, newest first, for the log's filter (Battle's [campaignId, issue] index). */
export async function listRollIssues(access: CampaignAccess): Promise<number[]> {
  const battles = await db.battle.findMany({
    where: { campaignId: access.campaignId, rolls: { some: {} } },
    orderBy: { issue: "desc" },
    select: { issue: true },
  });
  return battles.map((b) => b.issue);
}
