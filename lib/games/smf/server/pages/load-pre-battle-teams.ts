import "server-only";
import { preBattleTeam, type PreBattleTeam } from "@/lib/games/smf/views/pre-battle-options";
import type { BattleView } from "@/lib/games/smf/views/battle-view";
import { loadTeamStates } from "@/lib/games/smf/server/battles/load-team-states";

/**
 * The pre-battle choices form's teams. The choices need each team as it stands now (curses,
 * balance, sidekicks): the snapshot is only taken when they lock. Three queries (loadTeamStates).
 */
export async function loadPreBattleTeams(view: BattleView): Promise<PreBattleTeam[]> {
  const { row, data } = view.loaded;
  const { teams } = await loadTeamStates(row.campaignId);
  return row.teams.flatMap((battleTeam) => {
    const state = teams.find((t) => t.teamId === battleTeam.teamId);
    if (!state) return [];
    const lineUp = data.teams.find((t) => t.teamId === battleTeam.teamId)?.lineUp ?? [];
    return [{ ...preBattleTeam(state, lineUp, data.scenarioChoice), name: battleTeam.teamName }];
  });
}
