import "server-only";
import { withBattleResult } from "@/lib/battles/battle-status";
import { db } from "@/lib/server/db";
import { readVsgmrDetails, type VsgmrBattleDetails } from "../../battles/battle-details";

export interface VsgmrJournalEntry {
  battleId: string;
  issue: number;
  resolvedAt: Date | null;
  details: VsgmrBattleDetails;
  teams: Array<{ teamId: string; teamName: string; result: "WON" | "LOST" | "DRAW" | null; defeatedHalves: number }>;
}

/**
 * The series' journal: one entry per resolved battle, newest first, with each force's outcome and
 * the points of enemy figures it defeated (its FIGURES_DEFEATED rows; an undone battle is not
 * resolved, so it has no entry). Two queries whatever the number of battles.
 */
export async function listVsgmrJournal(campaignId: string): Promise<VsgmrJournalEntry[]> {
  const battles = await db.battle.findMany({
    where: { campaignId, status: "RESOLVED" },
    orderBy: { issue: "desc" },
    select: { id: true, issue: true, resolvedAt: true, details: true, teams: { orderBy: { position: "asc" }, select: { teamId: true, teamName: true, result: true } } },
  });
  const sums = await db.storyPointEntry.groupBy({
    by: ["battleId", "teamId"],
    where: { battleId: { in: battles.map((b) => b.id) }, reason: "FIGURES_DEFEATED" },
    _sum: { delta: true },
  });
  const defeated = (battleId: string, teamId: string) => sums.find((s) => s.battleId === battleId && s.teamId === teamId)?._sum.delta ?? 0;
  return battles.map((b) => ({
    battleId: b.id,
    issue: b.issue,
    resolvedAt: b.resolvedAt,
    details: readVsgmrDetails(b.details),
    teams: b.teams.map((t) => ({ ...withBattleResult(t), defeatedHalves: defeated(b.id, t.teamId) })),
  }));
}
