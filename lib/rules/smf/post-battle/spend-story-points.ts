import type { PowerId, PowerPick, SmfCharacter } from "../character";
import { GRIMOIRE_EXCLUDED, GRIMOIRE_MINORS, QUIVER_OPTIONS, QUIVER_SIZE, hasTier } from "../data/powers";
import { CURSE_LIFT_SP_COST } from "../data/special-events";
import type { RosterOptions } from "../roster/check-pool";
import { isVehicle } from "../roster/traits";
import type { SmfTeamState } from "../team";
import { replaceTeam } from "./state";
import { spendStoryPoints } from "./story-points";
import type {
  PostBattleEvent,
  PostBattleInput,
  PostBattleState,
  StepResult,
  StoryPointLedgerEntry,
  StoryPointSpend,
  StoryPointSpendError,
  StoryPointSpendErrorCode,
} from "./types";

/**
 * Phase 3, special guest stars (SMF L2694), and every other way a team spends story points
 * between games. Each spend is a pure function of the team; a refusal is a typed error and
 * changes nothing (Ruling R8: a team may not spend SP it does not have).
 */

export const GUEST_STAR_SP = 2; // L2694
export const VEHICLE_SP = 1; // L2714
export const QUIVER_CHANGE_SP = 1; // L689
export const GRIMOIRE_CHANGE_SP = 1; // L1066

export type SpendResult =
  | { ok: true; team: SmfTeamState; entry: StoryPointLedgerEntry; summary: string }
  | { ok: false; error: StoryPointSpendError };

function refuse(code: StoryPointSpendErrorCode, message: string): SpendResult {
  return { ok: false, error: { code, message } };
}

function member(team: SmfTeamState, characterId: string): SmfCharacter | undefined {
  return team.characters.find((c) => c.id === characterId);
}

function withCharacter(team: SmfTeamState, character: SmfCharacter): SmfTeamState {
  return { ...team, characters: team.characters.map((c) => (c.id === character.id ? character : c)) };
}

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
  if (!options.allowVehicles) return refuse("vehicles-not-allowed", "This campaign does not use the vehicle option (L2714).");
  let name = "a vehicle";
  if (vehicleId) {
    const vehicle = member(team, vehicleId);
    if (!vehicle) return refuse("unknown-character", `${vehicleId} is not on ${team.name}.`);
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
 * `invalid-quiver` (not 3 different arrows from the list), `insufficient-balance`.
 */
export function changeQuiver(team: SmfTeamState, characterId: string, quiver: readonly PowerId[]): SpendResult {
  const archer = member(team, characterId);
  if (!archer) return refuse("unknown-character", `${characterId} is not on ${team.name}.`);
  if (!archer.build.powers.some((p) => p.power === "archery")) return refuse("no-archery", `${archer.name} has no Archery quiver.`);
  const isValid =
    quiver.length === QUIVER_SIZE && new Set(quiver).size === QUIVER_SIZE && quiver.every((p) => (QUIVER_OPTIONS as readonly PowerId[]).includes(p));
  if (!isValid) return refuse("invalid-quiver", `A quiver holds ${QUIVER_SIZE} different arrows from: ${QUIVER_OPTIONS.join(", ")} (L687).`);
  const paid = spendStoryPoints(team, QUIVER_CHANGE_SP, "quiver", `${archer.name} restocks the quiver (L689)`, characterId);
  if (!paid.ok) return paid;
  const updated = replacePowerChoices(archer, "archery", (p) => ({ ...p, choices: { ...p.choices, quiver: [...quiver] } }));
  return { ok: true, team: withCharacter(paid.team, updated), entry: paid.entry, summary: `${archer.name}'s quiver is now ${quiver.join(", ")} — ${QUIVER_CHANGE_SP} SP` };
}

/**
 * 1 SP: a new grimoire, 1 major (not Sorcery) and 4 minors (not Magic Artifact or Shield) (L1058–L1066).
 * Errors: `unknown-character`, `no-sorcery`, `invalid-grimoire`, `insufficient-balance`.
 */
export function changeGrimoire(team: SmfTeamState, characterId: string, grimoire: { major: PowerId; minors: readonly PowerId[] }): SpendResult {
  const sorcerer = member(team, characterId);
  if (!sorcerer) return refuse("unknown-character", `${characterId} is not on ${team.name}.`);
  if (!sorcerer.build.powers.some((p) => p.power === "sorcery")) return refuse("no-sorcery", `${sorcerer.name} has no Sorcery grimoire.`);
  const excluded = GRIMOIRE_EXCLUDED as readonly PowerId[];
  const isValid =
    hasTier(grimoire.major, "major") &&
    !excluded.includes(grimoire.major) &&
    grimoire.minors.length === GRIMOIRE_MINORS &&
    new Set(grimoire.minors).size === GRIMOIRE_MINORS &&
    grimoire.minors.every((p) => hasTier(p, "minor") && !excluded.includes(p));
  if (!isValid) {
    return refuse("invalid-grimoire", `A grimoire holds 1 major (not Sorcery) and ${GRIMOIRE_MINORS} different minors (not ${excluded.slice(1).join(" or ")}) (L1060).`);
  }
  const paid = spendStoryPoints(team, GRIMOIRE_CHANGE_SP, "grimoire", `${sorcerer.name} rewrites the grimoire (L1066)`, characterId);
  if (!paid.ok) return paid;
  const updated = replacePowerChoices(sorcerer, "sorcery", (p) => ({ ...p, choices: { ...p.choices, grimoire: { major: grimoire.major, minors: [...grimoire.minors] } } }));
  return { ok: true, team: withCharacter(paid.team, updated), entry: paid.entry, summary: `${sorcerer.name}'s grimoire is rewritten — ${GRIMOIRE_CHANGE_SP} SP` };
}

/** 1 SP: lift one curse (L2473). Errors: `unknown-character`, `not-cursed`, `insufficient-balance`. */
export function liftCurse(team: SmfTeamState, characterId: string): SpendResult {
  const cursed = member(team, characterId);
  if (!cursed) return refuse("unknown-character", `${characterId} is not on ${team.name}.`);
  if (cursed.state.curses < 1) return refuse("not-cursed", `${cursed.name} has no curse to lift.`);
  const paid = spendStoryPoints(team, CURSE_LIFT_SP_COST, "curse-lift", `lift a curse from ${cursed.name} (L2473)`, characterId);
  if (!paid.ok) return paid;
  const updated = { ...cursed, state: { ...cursed.state, curses: cursed.state.curses - 1 } };
  return { ok: true, team: withCharacter(paid.team, updated), entry: paid.entry, summary: `${team.name} lifts a curse from ${cursed.name} — ${CURSE_LIFT_SP_COST} SP` };
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
      return liftCurse(team, spend.characterId);
  }
}

/** Phase 3 step: the chosen spends in order; a refused spend is reported and changes nothing. */
export function runSpecialGuestStars(state: PostBattleState, input: PostBattleInput): StepResult {
  let next = state;
  const events: PostBattleEvent[] = [];
  for (const spend of input.choices?.spends ?? []) {
    const team = next.teams.find((t) => t.teamId === spend.teamId);
    const result: SpendResult = team
      ? applyStoryPointSpend(team, spend, input.options)
      : { ok: false, error: { code: "unknown-team", message: `No team ${spend.teamId}.` } };
    const characterId = "characterId" in spend ? spend.characterId : undefined;
    const base = { step: "special-guest-stars" as const, teamId: spend.teamId, ...(characterId ? { characterId } : {}), dice: [] };
    if (!result.ok) {
      events.push({ ...base, kind: "spend-refused", spend, error: result.error, summary: `Refused: ${result.error.message}` });
      continue;
    }
    next = replaceTeam(next, result.team);
    events.push({ ...base, kind: "story-points", entry: result.entry, summary: `${result.summary} → balance ${result.entry.balance}` });
  }
  return { ok: true, state: next, events };
}
