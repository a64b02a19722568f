import type { PowerId, PowerPick, SmfCharacter } from "../character";
import type { RosterOptions } from "../roster/check-pool";
import { hasPower, isVehicle } from "../roster/traits";
import { GRIMOIRE_RULE, QUIVER_RULE, grimoireProblems, quiverProblems } from "../roster/validate-choices";
import { ruleFailure, type RuleFailure } from "../rule-failure";
import { spendStoryPoints, type StoryPointChange } from "../story-points/ledger";
import { liftCurseWithStoryPoints } from "../story-points/lift-curse-with-story-points";
import type { SmfTeamState } from "../team";
import { findMember, replaceMember, unknownMember } from "../team-members";
import { problemText } from "../rule-reference";
import { replaceTeam } from "./state";
import type { PostBattleEvent, PostBattleInput, PostBattleState, StepResult, StoryPointSpend, StoryPointSpendErrorCode } from "./types";

/**
 * Phase 3, special guest stars (SMF L2694), and every other way a team spends story points
 * between games (a curse lift is story-points/lift-curse-with-story-points.ts, shared with the
 * pre-battle). Each spend is a pure function of the team; a refusal is a typed error and
 * changes nothing (Ruling R8: a team may not spend SP it does not have).
 */

export const GUEST_STAR_SP = 2; // L2694
export const VEHICLE_SP = 1; // L2714
export const QUIVER_CHANGE_SP = 1; // L689
export const GRIMOIRE_CHANGE_SP = 1; // L1066

export type SpendResult = ({ ok: true; summary: string } & StoryPointChange) | RuleFailure<StoryPointSpendErrorCode>;

const refuse = ruleFailure<StoryPointSpendErrorCode>;

/** 2 SP: a guest star joins the team's next game at round 2 (L2694). Error: `insufficient-balance`. */
export function buyGuestStar(team: SmfTeamState): SpendResult {
  const paid = spendStoryPoints(team, GUEST_STAR_SP, "guest-star", "a special guest star for the next game (L2694)");
  if (!paid.ok) return paid;
  return {
    ok: true,
    team: { ...paid.team, guestStarsPending: paid.team.guestStarsPending + 1 },
    entry: paid.entry,
    summary: `${team.name} books a special guest star for its next game (arrives round 2) — ${GUEST_STAR_SP} SP`,
  };
}

/**
 * 1 SP: field a vehicle in the next scenario (L2714). Errors: `vehicles-not-allowed` (campaign
 * option off), `unknown-character` / `not-a-vehicle` (vehicleId given), `insufficient-balance`.
 */
export function payForVehicle(team: SmfTeamState, options: RosterOptions, vehicleId?: string): SpendResult {
  if (!options.allowVehicles) return refuse("vehicles-not-allowed", "This campaign does not use the vehicle option.", { line: 2714 });
  let name = "a vehicle";
  if (vehicleId) {
    const vehicle = findMember(team, vehicleId);
    if (!vehicle) return unknownMember(team, vehicleId);
    if (!isVehicle(vehicle)) return refuse("not-a-vehicle", `${vehicle.name} is not a vehicle.`);
    name = vehicle.name;
  }
  const paid = spendStoryPoints(team, VEHICLE_SP, "vehicle", `${name} in the next scenario (L2714)`, vehicleId);
  if (!paid.ok) return paid;
  return { ok: true, team: paid.team, entry: paid.entry, summary: `${team.name} pays for ${name} in its next scenario — ${VEHICLE_SP} SP` };
}

function replacePowerChoices(character: SmfCharacter, power: PowerId, update: (pick: PowerPick) => PowerPick): SmfCharacter {
  return { ...character, build: { ...character.build, powers: character.build.powers.map((p) => (p.power === power ? update(p) : p)) } };
}

/**
 * 1 SP: a new quiver of three trick arrows (L683–L689). Errors: `unknown-character`, `no-archery`,
 * `invalid-quiver` (the creation rule, quiverProblems), `insufficient-balance`.
 */
export function changeQuiver(team: SmfTeamState, characterId: string, quiver: readonly PowerId[]): SpendResult {
  const archer = findMember(team, characterId);
  if (!archer) return unknownMember(team, characterId);
  if (!hasPower(archer, "archery")) return refuse("no-archery", `${archer.name} has no Archery quiver.`);
  const problems = quiverProblems(quiver);
  if (problems.length > 0) return refuse("invalid-quiver", problems.join(" "), QUIVER_RULE);
  const paid = spendStoryPoints(team, QUIVER_CHANGE_SP, "quiver", `${archer.name} restocks the quiver (L689)`, characterId);
  if (!paid.ok) return paid;
  const updated = replacePowerChoices(archer, "archery", (p) => ({ ...p, choices: { ...p.choices, quiver: [...quiver] } }));
  return { ok: true, team: replaceMember(paid.team, updated), entry: paid.entry, summary: `${archer.name}'s quiver is now ${quiver.join(", ")} — ${QUIVER_CHANGE_SP} SP` };
}

/**
 * 1 SP: a new grimoire, 1 major (not Sorcery) and 4 minors (not Magic Artifact or Shield) (L1058–L1066).
 * Errors: `unknown-character`, `no-sorcery`, `invalid-grimoire` (the creation rule, grimoireProblems),
 * `insufficient-balance`.
 */
export function changeGrimoire(team: SmfTeamState, characterId: string, grimoire: { major: PowerId; minors: readonly PowerId[] }): SpendResult {
  const sorcerer = findMember(team, characterId);
  if (!sorcerer) return unknownMember(team, characterId);
  if (!hasPower(sorcerer, "sorcery")) return refuse("no-sorcery", `${sorcerer.name} has no Sorcery grimoire.`);
  const problems = grimoireProblems(grimoire);
  if (problems.length > 0) return refuse("invalid-grimoire", problems.join(" "), GRIMOIRE_RULE);
  const paid = spendStoryPoints(team, GRIMOIRE_CHANGE_SP, "grimoire", `${sorcerer.name} rewrites the grimoire (L1066)`, characterId);
  if (!paid.ok) return paid;
  const updated = replacePowerChoices(sorcerer, "sorcery", (p) => ({ ...p, choices: { ...p.choices, grimoire: { major: grimoire.major, minors: [...grimoire.minors] } } }));
  return { ok: true, team: replaceMember(paid.team, updated), entry: paid.entry, summary: `${sorcerer.name}'s grimoire is rewritten — ${GRIMOIRE_CHANGE_SP} SP` };
}

export function applyStoryPointSpend(team: SmfTeamState, spend: StoryPointSpend, options: RosterOptions): SpendResult {
  switch (spend.kind) {
    case "guest-star":
      return buyGuestStar(team);
    case "vehicle":
      return payForVehicle(team, options, spend.vehicleId);
    case "quiver":
      return changeQuiver(team, spend.characterId, spend.quiver);
    case "grimoire":
      return changeGrimoire(team, spend.characterId, spend.grimoire);
    case "curse-lift":
      return liftCurseWithStoryPoints(team, spend.characterId); // L2473, the same rule as before a battle
  }
}

/** Phase 3 step: the chosen spends in order; a refused spend is reported and changes nothing. */
export function runSpecialGuestStars(state: PostBattleState, input: PostBattleInput): StepResult {
  let next = state;
  const events: PostBattleEvent[] = [];
  for (const spend of input.choices?.spends ?? []) {
    const team = next.teams.find((t) => t.teamId === spend.teamId);
    const result: SpendResult = team ? applyStoryPointSpend(team, spend, input.options) : { ok: false, error: { code: "unknown-team", message: `No team "${spend.teamId}".` } };
    const characterId = "characterId" in spend ? spend.characterId : undefined;
    const base = { step: "special-guest-stars" as const, teamId: spend.teamId, ...(characterId ? { characterId } : {}), dice: [] };
    if (!result.ok) {
      events.push({ ...base, kind: "spend-refused", spend, error: result.error, summary: `Refused: ${problemText(result.error)}` });
      continue;
    }
    next = replaceTeam(next, result.team);
    events.push({ ...base, kind: "story-points", entry: result.entry, summary: `${result.summary} → balance ${result.entry.balance}` });
  }
  return { ok: true, state: next, events };
}
