import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SmfTeamState } from "@/lib/rules/smf";
import { CHARACTER_ROW_SELECT, ROSTER_ORDER, toSmfCharacter } from "@/lib/games/smf/server/characters/character-row";
import { db } from "@/lib/server/db";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import type { BattleSnapshot } from "@/lib/games/smf/battles/battle-record";
import { readCounters } from "@/lib/games/smf/battles/team-counters";

/**
 * Every active team of a campaign as the rules library sees it (roster without retired characters,
 * counters, story points from the ledger), plus the rows' own fields: the battle snapshot.
 * Three queries whatever the number of teams.
 */
export async function loadTeamStates(campaignId: string, tx: Prisma.TransactionClient = db): Promise<BattleSnapshot> {
  const teams = await tx.team.findMany({
    where: { campaignId, archivedAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, name: true, alignment: true, state: true },
  });
  const teamIds = teams.map((t) => t.id);
  const [characters, totals] = await Promise.all([
    tx.character.findMany({
      where: { teamId: { in: teamIds }, retiredAt: null },
      orderBy: ROSTER_ORDER,
      select: { ...CHARACTER_ROW_SELECT, teamId: true, position: true, hasFought: true },
    }),
    storyPointTotals(teamIds, tx),
  ]);
  const snapshot: BattleSnapshot = { teams: [], counters: {}, rows: {} };
  for (const team of teams) {
    const counters = readCounters(team.state);
    const state: SmfTeamState = {
      teamId: team.id,
      name: team.name,
      alignment: team.alignment === "HEROES" ? "heroes" : "villains",
      characters: characters.filter((c) => c.teamId === team.id).map(toSmfCharacter),
      storyPoints: totalsOf(totals, team.id),
      milestonesReached: counters.milestonesReached,
      ...(counters.base ? { base: counters.base } : {}),
      carriedSubplotDice: counters.carriedSubplotDice,
      guestStarsPending: counters.guestStarsPending,
      replacedSidekickIds: counters.replacedSidekickIds,
    };
    snapshot.teams.push(state);
    snapshot.counters[team.id] = counters;
  }
  for (const c of characters) snapshot.rows[c.id] = { position: c.position, hasFought: c.hasFought };
  return snapshot;
}
