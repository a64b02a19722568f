/**
 * Servitor/Sidekick arrival (SMF L1035): before each battle a 1+ Chance roll; success → the
 * sidekick starts the battle, failure → it arrives at the start of round 2 in the deployment zone.
 * A sidekick replaced after dying since the last battle needs 2+ this once.
 */
import { rollChance, type Dice, type GoalRoll } from "../../dice";
import type { SmfCharacter } from "../character";
import { hasPower } from "../roster/traits";
import { memberName } from "../roster/words";
import { ruleFailure, type RuleFailure } from "../rule-failure";
import type { SmfTeamState } from "../team";
import { findMember } from "../team-members";
import type { MemberRef, StepRecordBase } from "./pre-battle-record";

/** Goals needed on the arrival Chance roll (L1035). */
export const SIDEKICK_ARRIVAL_GOALS = { usual: 1, replaced: 2 } as const; // L1035

/** STORED AS JSON (pre-battle records); changing it needs a data migration. */
export interface SidekickArrivalRecord extends StepRecordBase {
  step: "sidekick-arrival";
  teamId: string;
  /** The fielded character whose Servitor/Sidekick power brings the sidekick, if known. */
  owner?: MemberRef;
  /** The sidekick or thrall roster entry that shows up; absent when the sidekick is not on the roster. */
  sidekick?: MemberRef;
  isReplaced: boolean;
  goalsNeeded: 1 | 2;
  chance: GoalRoll;
  arrivesRound: 1 | 2;
}

export interface SidekickArrivalInput {
  team: SmfTeamState;
  fielded: readonly SmfCharacter[];
  /**
   * When an owner has several sidekick entries (a sidekick and a Vampire's thrall, L1151), the one
   * that answers this battle, by owner id. Default: a fielded one, else the first on the roster.
   */
  sidekickChoices?: Readonly<Record<string, string>>;
}

export type SidekickArrivalErrorCode = "unknown-sidekick";

/** Who rolls for arrival, worked out before any die is thrown (see rollSidekickArrivals). */
export interface SidekickArrivalUnit {
  owner?: SmfCharacter;
  sidekick?: SmfCharacter;
}

/**
 * The sidekick choices a player has for a line-up: each fielded, available owner of the
 * Servitor/Sidekick power with more than one available sidekick or thrall entry (L1151), with
 * those entries and the one planSidekickArrivals takes when nothing is chosen. A choice is keyed
 * by the owner's id (SidekickArrivalInput.sidekickChoices).
 */
export function sidekickArrivalOptions(team: SmfTeamState, fielded: readonly SmfCharacter[]): Array<{ ownerId: string; entryIds: string[]; defaultId: string }> {
  return fielded.flatMap((owner) => {
    if (!hasPower(owner, "servitor-sidekick") || !isAvailable(owner)) return [];
    const linked = team.characters.filter((c) => isSidekickEntry(c) && isAvailable(c) && ownerIdOf(c) === owner.id);
    if (linked.length < 2) return [];
    const fallback = linked.find((c) => fielded.some((f) => f.id === c.id)) ?? linked[0]!;
    return [{ ownerId: owner.id, entryIds: linked.map((c) => c.id), defaultId: fallback.id }];
  });
}

export function planSidekickArrivals(input: SidekickArrivalInput): { ok: true; units: SidekickArrivalUnit[] } | RuleFailure<SidekickArrivalErrorCode> {
  const { team, fielded } = input;
  const units: SidekickArrivalUnit[] = [];
  const covered = new Set<string>();

  for (const owner of fielded) {
    if (!hasPower(owner, "servitor-sidekick") || !isAvailable(owner)) continue;
    const linked = team.characters.filter((c) => isSidekickEntry(c) && isAvailable(c) && ownerIdOf(c) === owner.id);
    const choiceId = input.sidekickChoices?.[owner.id];
    let sidekick: SmfCharacter | undefined;
    if (choiceId !== undefined) {
      sidekick = linked.find((c) => c.id === choiceId);
      if (!sidekick) {
        return ruleFailure("unknown-sidekick", `${memberName([team], choiceId)} is not a sidekick or thrall of ${owner.name}.`);
      }
    } else {
      sidekick = linked.find((c) => fielded.some((f) => f.id === c.id)) ?? linked[0];
    }
    linked.forEach((c) => covered.add(c.id));
    units.push(sidekick ? { owner, sidekick } : { owner });
  }
  for (const entry of fielded) {
    if (!isSidekickEntry(entry) || covered.has(entry.id)) continue;
    const ownerId = ownerIdOf(entry);
    const owner = ownerId === undefined ? undefined : findMember(team, ownerId);
    units.push(owner ? { owner, sidekick: entry } : { sidekick: entry });
  }
  return { ok: true, units };
}

/**
 * One roll per Servitor/Sidekick, in line-up order:
 * - each fielded character with the Servitor/Sidekick power rolls for its sidekick. The sidekick
 *   is the roster entry of kind "sidekick" or "thrall" linked to it (state.sidekickOf or
 *   state.thrallOf); with several, the chosen one (one roll: the thrall is "another option", L1151);
 *   with none, the sidekick lives only on the owner's sheet;
 * - each fielded sidekick or thrall entry not covered above (its owner is not fielded or unknown)
 *   rolls for itself.
 * Replaced (2+): the entry's id, or for a sidekick with no entry the owner's id, is in
 * team.replacedSidekickIds. Error `unknown-sidekick` when a choice names no linked entry.
 */
export function rollSidekickArrivals(input: SidekickArrivalInput, dice: Dice): { ok: true; records: SidekickArrivalRecord[] } | RuleFailure<SidekickArrivalErrorCode> {
  const plan = planSidekickArrivals(input);
  if (!plan.ok) return plan;
  const { team } = input;
  const records = plan.units.map(({ owner, sidekick }) => {
    const replacedKey = sidekick?.id ?? owner?.id ?? "";
    const isReplaced = team.replacedSidekickIds.includes(replacedKey);
    const goalsNeeded = isReplaced ? SIDEKICK_ARRIVAL_GOALS.replaced : SIDEKICK_ARRIVAL_GOALS.usual;
    const chance = rollChance(dice, "sidekick-arrival");
    const arrivesRound = chance.goals >= goalsNeeded ? 1 : 2;
    const label = sidekick ? (owner ? `${sidekick.name} (${owner.name}'s ${sidekick.kind})` : sidekick.name) : `${owner!.name}'s servitor/sidekick`;
    const record: SidekickArrivalRecord = {
      step: "sidekick-arrival",
      teamId: team.teamId,
      isReplaced,
      goalsNeeded,
      chance,
      arrivesRound,
      thrown: chance.thrown,
      summary: `${label}: ${goalsNeeded}+ Chance${isReplaced ? " (replaced since the last battle)" : ""} ${chance.summary} → ${
        arrivesRound === 1 ? "starts the battle" : "arrives at the start of round 2"
      }`,
    };
    if (owner) record.owner = { characterId: owner.id, name: owner.name };
    if (sidekick) record.sidekick = { characterId: sidekick.id, name: sidekick.name };
    return record;
  });
  return { ok: true, records };
}

function isSidekickEntry(c: SmfCharacter): boolean {
  return c.kind === "sidekick" || c.kind === "thrall";
}

function ownerIdOf(c: SmfCharacter): string | undefined {
  return c.state.sidekickOf ?? c.state.thrallOf;
}

function isAvailable(c: SmfCharacter): boolean {
  return c.state.status === "active";
}
