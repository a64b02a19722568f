/**
 * Lifting a curse (SMF L2473): spend 1 SP, or a team with a Mentalist or Sorcerer gives up its
 * pre-battle subplot roll and that character makes a TN3 Magical check; success removes one curse.
 */
import { rollCheck, type Dice, type TnCheck } from "../../dice";
import type { SmfCharacter } from "../character";
import { CURSE_LIFT_SP_COST, CURSE_LIFT_TN } from "../data/special-events";
import { checkPool, type CheckPool, type RosterOptions } from "../roster/check-pool";
import { canLiftCurseByMagic } from "../roster/traits";
import type { SmfTeamState } from "../team";
import type { CurseChange, LedgerDelta, MemberRef, RuleFailure, StepRecordBase } from "./pre-battle-record";

export type LiftCurseErrorCode =
  | "unknown-character"
  | "caster-cannot-lift"
  | "caster-unavailable"
  | "target-not-cursed"
  | "balance-too-short";

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
export function liftCurseByMagic(
  input: LiftCurseByMagicInput,
  dice: Dice,
): ({ ok: true } & CurseLiftMagicRecord) | RuleFailure<LiftCurseErrorCode> {
  const problem = validateMagicLift(input.team, input.casterId, input.targetId, 0);
  if (problem) return problem;
  const caster = findMember(input.team, input.casterId)!;
  const target = findMember(input.team, input.targetId)!;

  const pool = checkPool(caster, "magical", input.rosterOptions);
  const tn = CURSE_LIFT_TN + pool.tnModifier;
  const check = rollCheck(dice, { dice: pool.dice, rerolls: pool.rerolls, chaseSixes: input.chaseSixes }, tn, "curse-lift");
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
export function validateMagicLift(
  team: SmfTeamState,
  casterId: string,
  targetId: string,
  cursesAlreadyLifted: number,
): RuleFailure<LiftCurseErrorCode> | undefined {
  const caster = findMember(team, casterId);
  if (!caster) return fail("unknown-character", `Character ${casterId} is not on ${team.name}'s roster.`);
  const target = findMember(team, targetId);
  if (!target) return fail("unknown-character", `Character ${targetId} is not on ${team.name}'s roster.`);
  if (!canLiftCurseByMagic(caster)) {
    return fail("caster-cannot-lift", `${caster.name} is neither a Mentalist nor a Sorcerer and cannot lift a curse by magic.`);
  }
  if (caster.state.status !== "active") {
    return fail("caster-unavailable", `${caster.name} is ${caster.state.status} and cannot lift a curse.`);
  }
  if (target.state.curses - cursesAlreadyLifted < 1) {
    return fail("target-not-cursed", `${target.name} has no curse to lift.`);
  }
  return undefined;
}

/** The SP way: the ledger entries and curse changes the app must record. No dice. */
export interface StoryPointCurseLifts extends StepRecordBase {
  step: "curse-lift-story-point";
  teamId: string;
  ledger: LedgerDelta[];
  curseChanges: CurseChange[];
}

/**
 * Lifts one curse per listed target (a target may be listed once per curse it has) at
 * CURSE_LIFT_SP_COST each. Balances are never changed here (Ruling R8): the result carries the
 * ledger deltas. Errors:
 * - `unknown-character` when a target is not on the roster;
 * - `target-not-cursed` when a target is listed more times than it has curses;
 * - `balance-too-short` when the team's SP balance cannot pay for every lift (Ruling R8: a team
 *   may not spend SP it does not have). Nothing is lifted then.
 */
export function liftCursesWithStoryPoints(input: {
  team: SmfTeamState;
  targetIds: readonly string[];
}): ({ ok: true } & StoryPointCurseLifts) | RuleFailure<LiftCurseErrorCode> {
  const { team, targetIds } = input;
  const counts = new Map<string, number>();
  for (const id of targetIds) {
    const target = findMember(team, id);
    if (!target) return fail("unknown-character", `Character ${id} is not on ${team.name}'s roster.`);
    const count = (counts.get(id) ?? 0) + 1;
    if (count > target.state.curses) {
      return fail(
        "target-not-cursed",
        `${target.name} has ${target.state.curses} curse${target.state.curses === 1 ? "" : "s"}; cannot lift ${count}.`,
      );
    }
    counts.set(id, count);
  }
  const cost = targetIds.length * CURSE_LIFT_SP_COST;
  if (cost > team.storyPoints.balance) {
    return fail(
      "balance-too-short",
      `${team.name} has ${team.storyPoints.balance} SP; lifting ${targetIds.length} curse${targetIds.length === 1 ? "" : "s"} costs ${cost}.`,
    );
  }
  const ledger: LedgerDelta[] = [];
  const curseChanges: CurseChange[] = [];
  const names: string[] = [];
  for (const id of targetIds) {
    const target = findMember(team, id)!;
    names.push(target.name);
    ledger.push({
      teamId: team.teamId,
      delta: -CURSE_LIFT_SP_COST,
      reason: "curse-lift",
      characterId: id,
      note: `Lift a curse from ${target.name} (L2473)`,
    });
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

function findMember(team: SmfTeamState, id: string): SmfCharacter | undefined {
  return team.characters.find((c) => c.id === id);
}

function ref(c: SmfCharacter): MemberRef {
  return { characterId: c.id, name: c.name };
}

function fail(code: LiftCurseErrorCode, message: string): RuleFailure<LiftCurseErrorCode> {
  return { ok: false, error: { code, message } };
}
