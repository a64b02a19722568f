/**
 * The story-point ledger (SMF L2615, Ruling R8): the one entry shape and the primitives every
 * phase uses to move story points. A team has two counters:
 * - `earned`: every SP gained, the starting 1 included; never falls; drives milestones;
 * - `balance`: earned minus spent and lost; never below 0; pays costs and decides the goal.
 *
 * The primitives:
 * - gain (rewards, objectives, events, Inspired Recovery, base income): adds to both counters;
 * - spend (optional costs: guest star, vehicle, quiver, grimoire, curse lift, Magic Artifact
 *   upkeep): refused when the balance is short;
 * - lose (mandatory losses: a lost base): capped at the balance, so the team loses what it has;
 * - correct (an organiser's fix, with a note): see correctStoryPoints.
 *
 * None of them mutates the team: each returns the new team and the entry to append.
 */
import { ruleFailure, type RuleFailure } from "../rule-failure";
import type { SmfTeamState } from "../team";

export const STORY_POINT_REASONS = [
  "reward",
  "objective",
  "event",
  "inspired-recovery",
  "base-income",
  "base-lost",
  "artifact-upkeep",
  "guest-star",
  "vehicle",
  "quiver",
  "grimoire",
  "curse-lift",
  "correction",
] as const;
export type StoryPointReason = (typeof STORY_POINT_REASONS)[number];

/**
 * One story-point change, in every phase (pre-battle curse lifts, post-battle sequence, spends
 * between games, organiser corrections).
 *
 * STORED AS JSON (pre- and post-battle events) and mirrored by ledger rows; changing it needs a
 * data migration and a bump of SMF_RULES_VERSION.
 */
export interface StoryPointLedgerEntry {
  teamId: string;
  /** Signed, never 0. */
  delta: number;
  reason: StoryPointReason;
  characterId?: string;
  /** The team's counters after the change. */
  earned: number;
  balance: number;
  note: string;
}

/** What a primitive that cannot fail returns: the team after the change and its entry. */
export interface StoryPointChange {
  team: SmfTeamState;
  entry: StoryPointLedgerEntry;
}

/** The one way a story-point move is refused (Ruling R8): the balance cannot cover it. */
export type InsufficientBalance = RuleFailure<"insufficient-balance">;

/** "Team has 1 SP; a guest star costs 2." — the message of every `insufficient-balance`. */
export function insufficientBalance(team: SmfTeamState, amount: number, what: string): InsufficientBalance {
  // `what` is the ledger note, which keeps its book line for the ledger ("… (L2694)"); the
  // refusal message is for the player, so the line moves to the failure's `rule`.
  const cited = / \(L(\d+)\)$/.exec(what);
  const words = cited ? what.slice(0, cited.index) : what;
  return ruleFailure("insufficient-balance", `${team.name} has ${team.storyPoints.balance} SP; ${words} costs ${amount}.`, cited ? { line: Number(cited[1]) } : { ruling: "R8" });
}

/** Programmer error: amounts come from the rules' own constants, never from a player. */
function assertAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`A story-point amount must be a whole number above 0 (got ${amount})`);
}

/** The team with new counters and the entry recording the change that led to them. */
function applyStoryPoints(
  team: SmfTeamState,
  counters: SmfTeamState["storyPoints"],
  delta: number,
  reason: StoryPointReason,
  note: string,
  characterId?: string,
): StoryPointChange {
  const next: SmfTeamState = { ...team, storyPoints: counters };
  return {
    team: next,
    entry: { teamId: team.teamId, delta, reason, ...(characterId ? { characterId } : {}), earned: counters.earned, balance: counters.balance, note },
  };
}

export function gainStoryPoints(team: SmfTeamState, amount: number, reason: StoryPointReason, note: string, characterId?: string): StoryPointChange {
  assertAmount(amount);
  const { earned, balance } = team.storyPoints;
  return applyStoryPoints(team, { earned: earned + amount, balance: balance + amount }, amount, reason, note, characterId);
}

/** An optional cost. Refused with `insufficient-balance` when the balance is below `amount` (Ruling R8). */
export function spendStoryPoints(
  team: SmfTeamState,
  amount: number,
  reason: StoryPointReason,
  note: string,
  characterId?: string,
): ({ ok: true } & StoryPointChange) | InsufficientBalance {
  assertAmount(amount);
  if (team.storyPoints.balance < amount) return insufficientBalance(team, amount, note);
  return { ok: true, ...applyStoryPoints(team, { ...team.storyPoints, balance: team.storyPoints.balance - amount }, -amount, reason, note, characterId) };
}

/**
 * A mandatory loss, capped at the balance (Ruling R8: never below 0). `entry` is absent when the
 * balance was already 0; `unpaid` is the part of the loss the balance could not cover.
 */
export function loseStoryPoints(
  team: SmfTeamState,
  amount: number,
  reason: StoryPointReason,
  note: string,
  characterId?: string,
): { team: SmfTeamState; entry?: StoryPointLedgerEntry; unpaid: number } {
  assertAmount(amount);
  const paid = Math.min(amount, team.storyPoints.balance);
  if (paid === 0) return { team, unpaid: amount };
  const change = applyStoryPoints(team, { ...team.storyPoints, balance: team.storyPoints.balance - paid }, -paid, reason, note, characterId);
  return { ...change, unpaid: amount - paid };
}

/**
 * An organiser's correction, with a note saying why (reason `correction`). Ruling R8 decides
 * what it may touch:
 * - a positive correction is SP the team should have gained, so it adds to earned and balance
 *   (and may complete a milestone);
 * - a negative correction lowers only the balance: earned never falls, so a milestone already
 *   reached stays reached. It is refused with `insufficient-balance` when it would take the
 *   balance below 0.
 * A delta that is 0 or not a whole number, or a blank note, is a programmer error: the form's
 * schema must refuse them before the rules are called.
 */
export function correctStoryPoints(team: SmfTeamState, delta: number, note: string): ({ ok: true } & StoryPointChange) | InsufficientBalance {
  if (!Number.isInteger(delta) || delta === 0) throw new Error(`A correction must be a whole number other than 0 (got ${delta})`);
  if (note.trim() === "") throw new Error("A correction needs a note saying why");
  const { earned, balance } = team.storyPoints;
  if (delta > 0) return { ok: true, ...applyStoryPoints(team, { earned: earned + delta, balance: balance + delta }, delta, "correction", note) };
  if (balance + delta < 0) {
    return ruleFailure("insufficient-balance", `${team.name} has ${balance} SP; a correction of ${delta} would take the balance below 0.`, { ruling: "R8" });
  }
  return { ok: true, ...applyStoryPoints(team, { earned, balance: balance + delta }, delta, "correction", note) };
}
