import "server-only";
import { archetypeRow, defaultLineUp, type SmfCharacter } from "@/lib/rules/smf";
import { characterStatus, nextBattleLines } from "@/lib/games/smf/views/character-status";
import type { SetUpCharacter, SetUpTeam } from "@/lib/games/smf/views/set-up";
import { loadTeamStates } from "@/lib/games/smf/server/battles/load-team-states";
import { OPEN_STATUSES } from "@/lib/server/battles/open-battles";
import { db } from "@/lib/server/db";

function setUpCharacter(c: SmfCharacter): SetUpCharacter {
  const status = characterStatus(c.state);
  const unavailable =
    c.state.status === "dead" || c.state.status === "captured"
      ? [status.label, status.detail].filter(Boolean).join(": ")
      : c.state.nextBattle.missesBattle
        ? "Sits out this battle (injury or an accident)"
        : undefined;
  const notes = nextBattleLines(c.state).filter((line) => !line.startsWith("Sits out"));
  if (c.state.curses > 0) notes.push(c.state.curses === 1 ? "Cursed: +1 to every TN" : `Cursed ×${c.state.curses}: +${c.state.curses} to every TN`);
  return { id: c.id, name: c.name, archetype: archetypeRow(c.build.archetype).name, ...(unavailable ? { unavailable } : {}), notes, character: c };
}

/**
 * The set-up page's teams: every active team with its roster as the rules see it (retired
 * characters left out), its owner, any open battle and the line-up ticked when the page opens;
 * the user's own team first. Four queries
 * whatever the number of teams.
 */
export async function loadSetUp(campaignId: string, userId: string): Promise<SetUpTeam[]> {
  const [{ teams: states }, rows] = await Promise.all([
    loadTeamStates(campaignId),
    db.team.findMany({ where: { campaignId, archivedAt: null }, select: { id: true, ownerId: true, ownerName: true } }),
  ]);
  const open = await db.battleTeam.findMany({
    where: { teamId: { in: rows.map((r) => r.id) }, battle: { status: { in: [...OPEN_STATUSES] } } },
    select: { teamId: true, battle: { select: { issue: true } } },
  });
  const teams = states.map((state): SetUpTeam => {
    const row = rows.find((r) => r.id === state.teamId);
    const openIssue = open.find((o) => o.teamId === state.teamId)?.battle.issue;
    return {
      teamId: state.teamId,
      name: state.name,
      ownerName: row?.ownerName ?? "",
      isMine: row?.ownerId === userId,
      ...(openIssue !== undefined ? { openIssue } : {}),
      guestStarsPending: state.guestStarsPending,
      characters: state.characters.map(setUpCharacter),
      fieldedByDefault: [],
    };
  });
  // "Record a battle" → set-up → submit in one tap when nothing needs changing: the user's own team
  // plays, and so does the only other team when there is one; each starts with a legal line-up
  // (defaultLineUp, Ruling R4). A team already in an open battle starts out of it.
  const isTwoTeams = teams.length === 2;
  for (const team of teams) {
    const state = states.find((s) => s.teamId === team.teamId)!;
    if (team.openIssue === undefined && (team.isMine || isTwoTeams)) team.fieldedByDefault = defaultLineUp(state.characters);
  }
  return [...teams.filter((t) => t.isMine), ...teams.filter((t) => !t.isMine)];
}
