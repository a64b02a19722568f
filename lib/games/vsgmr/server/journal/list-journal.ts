import "server-only";
import { withBattleResult } from "@/lib/battles/battle-status";
import { db } from "@/lib/server/db";
import { trackerStory } from "@/lib/rules/vsgmr";
import { readVsgmrDetails, type VsgmrBattleDetails } from "../../battles/battle-details";
import { readVsgmrTrackPayload } from "../../schemas/battle-track";
import { VSGMR_FIGURE_KIND } from "../../force-form";
import { trackerOf } from "../battles/track-battle";

export interface VsgmrJournalEntry {
  battleId: string;
  issue: number;
  resolvedAt: Date | null;
  details: VsgmrBattleDetails;
  teams: Array<{ teamId: string; teamName: string; result: "WON" | "LOST" | "DRAW" | null; defeatedHalves: number }>;
  /** The battle told from its tracker (defeats, arrivals, the end), empty for a battle nobody tracked. */
  story: string[];
}

/**
 * The series' journal: one entry per resolved battle, newest first, with each force's outcome and
 * the points of enemy figures it defeated (its FIGURES_DEFEATED rows; an undone battle is not
 * resolved, so it has no entry), and the battle told from its tracker. Five queries whatever the
 * number of battles.
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
  const [trackRows, figures, campaign] = await Promise.all([
    db.battleTrackEntry.findMany({
      where: { battleId: { in: battles.map((b) => b.id) } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, battleId: true, payload: true, actorName: true },
    }),
    db.character.findMany({
      where: { teamId: { in: [...new Set(battles.flatMap((b) => b.teams.map((t) => t.teamId)))] }, kind: VSGMR_FIGURE_KIND, retiredAt: null },
      orderBy: [{ teamId: "asc" }, { position: "asc" }],
      select: { id: true, teamId: true, build: true },
    }),
    db.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { gameSystem: true, settings: true } }),
  ]);
  const storyOf = (battle: (typeof battles)[number], details: VsgmrBattleDetails): string[] => {
    const entries = trackRows.flatMap((row) => {
      const payload = row.battleId === battle.id ? readVsgmrTrackPayload(row.payload) : null;
      return payload ? [{ id: row.id, payload, actorName: row.actorName }] : [];
    });
    if (entries.length === 0) return [];
    const tracker = trackerOf({ details, teams: battle.teams, figures, campaign, entries });
    return trackerStory(tracker.setup, tracker.state);
  };
  const defeated = (battleId: string, teamId: string) => sums.find((s) => s.battleId === battleId && s.teamId === teamId)?._sum.delta ?? 0;
  return battles.map((b) => {
    const details = readVsgmrDetails(b.details);
    return {
      battleId: b.id,
      issue: b.issue,
      resolvedAt: b.resolvedAt,
      details,
      teams: b.teams.map((t) => ({ ...withBattleResult(t), defeatedHalves: defeated(b.id, t.teamId) })),
      story: storyOf(b, details),
    };
  });
}
