import type { SmfCharacter } from "../character";
import type { SmfTeamState } from "../team";
import { replaceMember } from "../team-members";
import type { PostBattleInput, PostBattleState, TeamBattleReport } from "./types";

/** Small immutable helpers every step shares. */

export function initialPostBattleState(input: PostBattleInput): PostBattleState {
  return { issue: input.report.issue, teams: input.teams, inspiredRecoveries: [], lostBases: [] };
}

export function teamById(state: PostBattleState, teamId: string): SmfTeamState {
  const team = state.teams.find((t) => t.teamId === teamId);
  if (!team) throw new Error(`Unknown team ${teamId}`);
  return team;
}

export function findCharacter(teams: readonly SmfTeamState[], characterId: string): { team: SmfTeamState; character: SmfCharacter } | undefined {
  for (const team of teams) {
    const character = team.characters.find((c) => c.id === characterId);
    if (character) return { team, character };
  }
  return undefined;
}

export function characterById(state: PostBattleState, characterId: string): SmfCharacter {
  const found = findCharacter(state.teams, characterId);
  if (!found) throw new Error(`Unknown character ${characterId}`);
  return found.character;
}

export function replaceTeam(state: PostBattleState, team: SmfTeamState): PostBattleState {
  return { ...state, teams: state.teams.map((t) => (t.teamId === team.teamId ? team : t)) };
}

export function updateTeam(state: PostBattleState, teamId: string, update: (team: SmfTeamState) => SmfTeamState): PostBattleState {
  return replaceTeam(state, update(teamById(state, teamId)));
}

export function updateCharacter(state: PostBattleState, characterId: string, update: (character: SmfCharacter) => SmfCharacter): PostBattleState {
  const found = findCharacter(state.teams, characterId);
  if (!found) throw new Error(`Unknown character ${characterId}`);
  return replaceTeam(state, replaceMember(found.team, update(found.character)));
}

/** The teams that fought, in report order. */
export function battleTeams(input: PostBattleInput): TeamBattleReport[] {
  return input.report.teams;
}
