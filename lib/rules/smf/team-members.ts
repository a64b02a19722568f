/**
 * Finding and replacing a team's roster members: the one way every phase does it. None of these
 * mutates the team.
 */
import type { SmfCharacter } from "./character";
import { ruleFailure, type RuleFailure } from "./rule-failure";
import type { SmfTeamState } from "./team";

export function findMember(team: SmfTeamState, characterId: string): SmfCharacter | undefined {
  return team.characters.find((c) => c.id === characterId);
}

/** The team with `character` in place of the member with the same id. */
export function replaceMember(team: SmfTeamState, character: SmfCharacter): SmfTeamState {
  return { ...team, characters: team.characters.map((c) => (c.id === character.id ? character : c)) };
}

/** "Character x is not on Team's roster." — the message of every `unknown-character`. */
export function unknownMemberMessage(team: SmfTeamState, characterId: string): string {
  return `Character ${characterId} is not on ${team.name}'s roster.`;
}

export function unknownMember(team: SmfTeamState, characterId: string): RuleFailure<"unknown-character"> {
  return ruleFailure("unknown-character", unknownMemberMessage(team, characterId));
}
