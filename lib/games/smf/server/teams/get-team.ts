import "server-only";
import { CHARACTER_ROW_SELECT, ROSTER_ORDER, toSmfCharacter } from "@/lib/games/smf/server/characters/character-row";
import { readCounters } from "@/lib/games/smf/battles/team-counters";
import { db } from "@/lib/server/db";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import { findTeamRow } from "@/lib/server/teams/team-row";
import type { RosterEntry } from "@/lib/games/smf/views/roster-entry";

/**
 * A team with its roster in order and its story points, for a member who passed
 * authorizeTeam(…, "team:view") for this id. Three queries: the team (the row authorizeTeam read,
 * when both run in one render), its roster, its totals.
 */
export async function getTeam(teamId: string) {
  const [teamRow, rows, totals] = await Promise.all([
    findTeamRow(teamId),
    db.character.findMany({ where: { teamId }, orderBy: ROSTER_ORDER, select: { ...CHARACTER_ROW_SELECT, hasFought: true, retiredAt: true } }),
    storyPointTotals([teamId]),
  ]);
  if (!teamRow) throw new Error(`Team ${teamId} does not exist.`);
  // The public token stays out: only members allowed to share are shown it (publicLinkStatus).
  const { publicToken: _publicToken, ...team } = teamRow;
  const roster: RosterEntry[] = rows.map((row) => ({ character: toSmfCharacter(row), hasFought: row.hasFought, isRetired: row.retiredAt !== null }));
  // Booked between battles or in a post-battle; the next battle's pre-battle uses them up (L2694).
  const { guestStarsPending } = readCounters(team.state);
  return { ...team, roster, storyPoints: totalsOf(totals, teamId), guestStarsPending };
}
export type TeamDetails = Awaited<ReturnType<typeof getTeam>>;
