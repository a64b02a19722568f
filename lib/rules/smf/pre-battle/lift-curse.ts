/**
 * Lifting a curse before a battle (SMF L2473): spend 1 SP (story-points/lift-curse-with-story-points.ts,
 * here batched for the pre-battle record), or a team with a Mentalist or Sorcerer gives up its
 * pre-battle subplot roll and that character makes a TN3 Magical check; success removes one curse.
 */
import type { Dice, TnCheck } from "../../dice";
import type { SmfCharacter } from "../character";
import { CURSE_LIFT_SP_COST, CURSE_LIFT_TN } from "../data/special-events";
import { rollCategoryCheck } from "../roll-category-check";
import type { CheckPool, RosterOptions } from "../roster/check-pool";
import { canLiftCurseByMagic } from "../roster/traits";
import { ruleFailure, type RuleFailure } from "../rule-failure";
import { insufficientBalance, type StoryPointLedgerEntry } from "../story-points/ledger";
import { liftCurseWithStoryPoints } from "../story-points/lift-curse-with-story-points";
import type { SmfTeamState } from "../team";
import { findMember, unknownMember } from "../team-members";
import type { CurseChange, MemberRef, StepRecordBase } from "./pre-battle-record";

export type LiftCurseErrorCode = "unknown-character" | "caster-cannot-lift" | "caster-unavailable" | "target-not-cursed" | "insufficient-balance";

/** STORED AS JSON (pre-battle records); changing it needs a data migration. */
export interface CurseLiftMagicRecord extends StepRecordBase {
  step: "curse-lift-magic";
  teamId: string;
  caster: MemberRef;
  target: MemberRef;
  pool: CheckPool;
  /** CURSE_LIFT_TN plus the caster's own curses (Ruling R12). */
  tn: number;
  check: TnCheck;
  isLifted: boolean;
  curseChange?: CurseChange;
}

export interface LiftCurseByMagicInput {
  team: SmfTeamState;
  casterId: string;
  targetId: string;
  rosterOptions?: RosterOptions;
  chaseSixes?: boolean;
}

/**
 * The magic way. The caster is any active roster member who counts as a Mentalist or Sorcerer
 * (canLiftCurseByMagic; the book asks for "a team with" one, not a fielded one). The target is any
 * cursed team member, the caster included. The team gives up its subplot roll for this battle:
 * the caller must not roll a subplot check for it. Errors:
 * - `unknown-character` when caster or target is not on the roster;
 * - `caster-cannot-lift` when the caster is neither a Mentalist nor a Sorcerer;
 * - `caster-unavailable` when the caster is dead, captured or retired;
 * - `target-not-cursed` when the target has no curse.
 */
export function liftCurseByMagic(input: LiftCurseByMagicInput, dice: Dice): ({ ok: true } & CurseLiftMagicRecord) | RuleFailure<LiftCurseErrorCode> {
  const problem = validateMagicLift(input.team, input.casterId, input.targetId, 0);
  if (problem) return problem;
  const caster = findMember(input.team, input.casterId)!;
  const target = findMember(input.team, input.targetId)!;

  const { pool, tn, check } = rollCategoryCheck(
    { character: caster, category: "magical", baseTn: CURSE_LIFT_TN, purpose: "curse-lift", rosterOptions: input.rosterOptions, chaseSixes: input.chaseSixes },
    dice,
  );
  const isLifted = check.isSuccess;
  const record: { ok: true } & CurseLiftMagicRecord = {
    ok: true,
    step: "curse-lift-magic",
    teamId: input.team.teamId,
    caster: ref(caster),
    target: ref(target),
    pool,
    tn,
    check,
    isLifted,
    thrown: check.thrown,
    summary: `${caster.name} gives up ${input.team.name}'s subplot roll to lift a curse from ${target.name}: Magical ${check.summary} → ${
      isLifted ? "one curse lifted" : "the curse holds"
    }`,
  };
  if (isLifted) {
    record.curseChange = { teamId: input.team.teamId, characterId: target.id, delta: -1, reason: "curse-lift-magic" };
  }
  return record;
}

/**
 * Checks a magic lift without rolling, so a caller can validate every choice before any die is
 * thrown. `cursesAlreadyLifted` counts lifts on the same target earlier in the same pre-battle.
 */
export function validateMagicLift(team: SmfTeamState, casterId: string, targetId: string, cursesAlreadyLifted: number): RuleFailure<LiftCurseErrorCode> | undefined {
  const caster = findMember(team, casterId);
  if (!caster) return unknownMember(team, casterId);
  const target = findMember(team, targetId);
  if (!target) return unknownMember(team, targetId);
  if (!canLiftCurseByMagic(caster)) {
    return ruleFailure("caster-cannot-lift", `${caster.name} is neither a Mentalist nor a Sorcerer and cannot lift a curse by magic.`);
  }
  if (caster.state.status !== "active") {
    return ruleFailure("caster-unavailable", `${caster.name} is ${caster.state.status} and cannot lift a curse.`);
  }
  if (target.state.curses - cursesAlreadyLifted < 1) {
    return ruleFailure("target-not-cursed", `${target.name} has no curse to lift.`);
  }
  return undefined;
}

/** The SP way: the ledger entries and curse changes the app must record. No dice. */
export interface StoryPointCurseLifts extends StepRecordBase {
  step: "curse-lift-story-point";
  teamId: string;
  /** One entry per lift, with the team's counters after it (Ruling R8). */
  ledger: StoryPointLedgerEntry[];
  curseChanges: CurseChange[];
}

/**
 * Lifts one curse per listed target (a target may be listed once per curse it has) before the
 * battle, each through liftCurseWithStoryPoints (CURSE_LIFT_SP_COST each). The team passed in is
 * not changed: the result carries the ledger entries and curse changes to store. The batch is
 * refused as a whole at the first lift that cannot be made, and nothing is lifted then:
 * - `unknown-character` when a target is not on the roster;
 * - `target-not-cursed` when a target is listed more times than it has curses;
 * - `insufficient-balance` when the SP balance cannot pay for every lift (Ruling R8: a team may
 *   not spend SP it does not have); the message names the whole batch's cost.
 */
export function liftCursesBeforeBattle(input: { team: SmfTeamState; targetIds: readonly string[] }): ({ ok: true } & StoryPointCurseLifts) | RuleFailure<LiftCurseErrorCode> {
  const { team, targetIds } = input;
  const cost = targetIds.length * CURSE_LIFT_SP_COST;
  const ledger: StoryPointLedgerEntry[] = [];
  const curseChanges: CurseChange[] = [];
  const names: string[] = [];
  let working = team;
  for (const [i, id] of targetIds.entries()) {
    const lifted = liftCurseWithStoryPoints(working, id);
    if (!lifted.ok && lifted.error.code === "insufficient-balance") {
      return insufficientBalance(team, cost, `lifting ${targetIds.length} curse${targetIds.length === 1 ? "" : "s"}`);
    }
    if (!lifted.ok && lifted.error.code === "target-not-cursed") {
      const { name, state } = findMember(team, id)!;
      const count = targetIds.slice(0, i + 1).filter((x) => x === id).length;
      return ruleFailure("target-not-cursed", `${name} has ${state.curses} curse${state.curses === 1 ? "" : "s"}; cannot lift ${count}.`);
    }
    if (!lifted.ok) return lifted;
    working = lifted.team;
    names.push(findMember(team, id)!.name);
    ledger.push(lifted.entry);
    curseChanges.push({ teamId: team.teamId, characterId: id, delta: -1, reason: "curse-lift-story-point" });
  }
  return {
    ok: true,
    step: "curse-lift-story-point",
    teamId: team.teamId,
    ledger,
    curseChanges,
    thrown: [],
    summary:
      targetIds.length === 0
        ? `${team.name} lifts no curse with story points`
        : `${team.name} spends ${cost} SP to lift ${targetIds.length === 1 ? "a curse" : `${targetIds.length} curses`} (${names.join(", ")})`,
  };
}

function ref(c: SmfCharacter): MemberRef {
  return { characterId: c.id, name: c.name };
}
