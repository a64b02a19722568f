/**
 * The teams as they go into the battle: the pre-battle's changes (PreBattleChanges) applied to the
 * teams it ran on. The post-battle sequence starts from these (curses raise its TNs, story points
 * spent lifting curses are gone, Weird bumps are on or off for this battle).
 */
import type { SmfTeamState } from "../team";
import type { PreBattleChanges } from "./run-pre-battle";

export function applyPreBattleChanges(teams: readonly SmfTeamState[], changes: PreBattleChanges, playingTeamIds: readonly string[]): SmfTeamState[] {
  return teams.map((team) => {
    let next: SmfTeamState = team;
    const updateCharacter = (characterId: string, update: (c: SmfTeamState["characters"][number]) => SmfTeamState["characters"][number]) => {
      next = { ...next, characters: next.characters.map((c) => (c.id === characterId ? update(c) : c)) };
    };
    for (const change of changes.curses) {
      if (change.teamId !== team.teamId) continue;
      updateCharacter(change.characterId, (c) => ({ ...c, state: { ...c.state, curses: Math.max(0, c.state.curses + change.delta) } }));
    }
    for (const weird of changes.weirdBumpsActive) {
      if (weird.teamId !== team.teamId) continue;
      updateCharacter(weird.characterId, (c) => ({ ...c, state: { ...c.state, weirdBumpsActive: weird.isActive } }));
    }
    // Each entry carries the team's counters after it, so the last one is the team's new total.
    const entries = changes.ledger.filter((e) => e.teamId === team.teamId);
    const last = entries[entries.length - 1];
    if (last) next = { ...next, storyPoints: { earned: last.earned, balance: last.balance } };
    if (changes.teamResets.some((r) => r.teamId === team.teamId)) next = { ...next, carriedSubplotDice: 0, replacedSidekickIds: [] };
    // Guest stars bought after the last battle join this one (L2694), so none are left pending.
    if (playingTeamIds.includes(team.teamId) && next.guestStarsPending > 0) next = { ...next, guestStarsPending: 0 };
    return next;
  });
}
