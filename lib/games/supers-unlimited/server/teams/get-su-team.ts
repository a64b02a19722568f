import "server-only";
import type { SuCard } from "@/lib/rules/supers-unlimited";
import { db } from "@/lib/server/db";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import { findTeamRow } from "@/lib/server/teams/team-row";
import { readSuTeamState } from "../../team-state";
import { CARD_ORDER, CARD_ROW_SELECT, SU_CARD_KIND, toSuCard } from "../cards/card-row";

export interface SuRosterEntry {
  card: SuCard;
  hasFought: boolean;
  isRetired: boolean;
}

/**
 * A league team with its cards in order and its VP balance (the league's ledger holds VP only),
 * for a member who passed authorizeTeam(…, "team:view") for this id. Three queries: the team (the
 * row authorizeTeam read, when both run in one render), its cards, its totals.
 */
export async function getSuTeam(teamId: string) {
  const [teamRow, rows, totals] = await Promise.all([
    findTeamRow(teamId),
    db.character.findMany({ where: { teamId, kind: SU_CARD_KIND }, orderBy: CARD_ORDER, select: { ...CARD_ROW_SELECT, hasFought: true, retiredAt: true } }),
    storyPointTotals([teamId]),
  ]);
  if (!teamRow) throw new Error(`Team ${teamId} does not exist.`);
  // The public token stays out: only members allowed to share are shown it (findTeamPublicToken).
  const { publicToken: _publicToken, state, ...team } = teamRow;
  const roster: SuRosterEntry[] = rows.map((row) => ({ card: toSuCard(row), hasFought: row.hasFought, isRetired: row.retiredAt !== null }));
  const teamState = readSuTeamState(state);
  return { ...team, roster, vp: totalsOf(totals, teamId).balance, leaderId: teamState.leaderId, gimmickPool: teamState.gimmickPool ?? [] };
}
export type SuTeamDetails = Awaited<ReturnType<typeof getSuTeam>>;
