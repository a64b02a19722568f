/**
 * Who is on the table for a battle, and which of them the pre-battle random picks choose from.
 */
import type { SmfCharacter } from "../character";
import { memberName } from "../roster/words";
import { ruleFailure, type RuleFailure } from "../rule-failure";
import type { SmfTeamState } from "../team";
import { findMember, unknownMember } from "../team-members";

export type FieldedErrorCode = "no-fielded-characters" | "unknown-character" | "duplicate-character" | "character-unavailable";

export type FieldedResult = { ok: true; fielded: SmfCharacter[] } | RuleFailure<FieldedErrorCode>;

/**
 * Resolves the ids of the line-up to roster entries, in the order given. Errors:
 * - `no-fielded-characters` when the list is empty;
 * - `unknown-character` when an id is not on the team's roster;
 * - `duplicate-character` when an id is listed twice;
 * - `character-unavailable` when the character is dead, captured or retired, or must miss this
 *   battle (Ruling R18, Ruling R19).
 */
export function resolveFielded(team: SmfTeamState, fieldedIds: readonly string[]): FieldedResult {
  if (fieldedIds.length === 0) {
    return ruleFailure("no-fielded-characters", `${team.name} fields no characters.`);
  }
  const seen = new Set<string>();
  const fielded: SmfCharacter[] = [];
  for (const id of fieldedIds) {
    if (seen.has(id)) return ruleFailure("duplicate-character", `${team.name} lists ${memberName([team], id)} twice.`);
    seen.add(id);
    const character = findMember(team, id);
    if (!character) return unknownMember(team, id);
    if (character.state.status !== "active") {
      return ruleFailure("character-unavailable", `${character.name} is ${character.state.status} and cannot be fielded.`);
    }
    if (character.state.nextBattle.missesBattle) {
      return ruleFailure("character-unavailable", `${character.name} must miss this battle (injury or explosion).`);
    }
    fielded.push(character);
  }
  return { ok: true, fielded };
}

/**
 * The members a pre-battle random pick numbers 1–6 (subplot driver L1962, curse target L2471):
 * fielded characters and henchmen groups, the team members that fill the line-up (Ruling R4).
 *
 * Decision: henchmen groups are included: a group has one background (L1926) and is "one member"
 * of the team, so it can drive a subplot (with the Rule of 2D plus its background) and can be
 * cursed. Sidekicks and thralls are left out (they come with a power, have no line-up slot and may
 * not be on the table until round 2, L1035); vehicles are left out (they have no background).
 */
export function isLineUpMember(c: SmfCharacter): boolean {
  return c.kind === "character" || c.kind === "henchmen";
}

export function lineUpMembers(fielded: readonly SmfCharacter[]): SmfCharacter[] {
  return fielded.filter(isLineUpMember);
}
