import type { BoostId, PoolId, PowerChoices, PowerId } from "../character";
import { ARCHETYPE_TABLE, type ArchetypeRow } from "../data/archetypes";
import { BACKGROUND_ROWS } from "../data/backgrounds";
import { BOOST_TABLE, type BoostRow } from "../data/boosts";
import { findPower } from "../data/powers";
import type { SmfTeamState } from "../team";
import { findMember } from "../team-members";

/**
 * How problem messages name things: players read these at the table, so a message says
 * "Force-Field: choose Body or Psyche attacks", never a choice key ("track") or an id
 * ("force-field"). The wording follows the character builder's own labels for the same fields.
 */

/** A creation-time choice in words, as it ends "<power>: choose …". */
export const CHOICE_WORDS: Record<keyof PowerChoices, string> = {
  track: "Body or Psyche attacks",
  constructStat: '+1 Body or +2" Move for the Construct body',
  category: "Magical or Science for the Construct check Re-roll",
  growthMode: "whether it grows when it chooses or is always giant",
  meleeSpecialistOption: 'the melee defense Re-roll or 2" Reach',
  multipleLimbsOption: "the extra attack with Reach or the grapple Re-roll",
  variablePower: "its Variable Power options",
  quiver: "its three trick arrows",
  grimoire: "its grimoire",
  metamorphTrack: "Elasticity or Shape-Shifter forms",
  extraElasticityForm: "an extra Elasticity form",
  invisibilityOption: "Invisibility or Obscurement",
  rapportPartnerId: "a Rapport partner",
  sidekickPower: "the sidekick's minor power",
};

/** The six combat pools as the character card names them. */
export const POOL_NAMES: Record<PoolId, string> = {
  "melee-attack": "Melee attack",
  "melee-defense": "Melee defense",
  "ranged-attack": "Ranged attack",
  "ranged-defense": "Ranged defense",
  "psyche-attack": "Psyche attack",
  "psyche-defense": "Psyche defense",
};

/**
 * A power's name (the same at either tier). An id that names no power at all is quoted as
 * given, since there is no name to show and the player typed or imported it.
 */
export function powerName(id: PowerId): string {
  return (findPower(id, "minor") ?? findPower(id, "major"))?.name ?? `"${id}"`;
}

/** A Boost's name; an id that names no Boost is quoted as given. */
export function boostName(id: BoostId): string {
  return (BOOST_TABLE as readonly BoostRow[]).find((b) => b.id === id)?.name ?? `"${id}"`;
}

/** An archetype's name; an id that names no archetype is quoted as given. */
export function archetypeName(id: string): string {
  return (ARCHETYPE_TABLE as readonly ArchetypeRow[]).find((a) => a.id === id)?.name ?? `"${id}"`;
}

/**
 * A character's name, looked up on every team (post-battle reports name characters by id); an
 * id that names no member is quoted as given.
 */
export function memberName(teams: readonly SmfTeamState[], characterId: string): string {
  for (const team of teams) {
    const found = findMember(team, characterId);
    if (found) return found.name;
  }
  return `"${characterId}"`;
}

/** A team's name; an id that names no team is quoted as given. */
export function teamName(teams: readonly SmfTeamState[], teamId: string): string {
  return teams.find((t) => t.teamId === teamId)?.name ?? `"${teamId}"`;
}

/** A background's name; an id that names no background is quoted as given. */
export function backgroundName(id: string): string {
  return BACKGROUND_ROWS.find((b) => b.id === id)?.name ?? `"${id}"`;
}
