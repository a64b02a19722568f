import type { SmfTeamState } from "../team";
import type { StoryPointLedgerEntry, StoryPointReason, StoryPointSpendError } from "./types";

/**
 * The three ways story points move, Ruling R8: a team has `earned` (every SP gained, never
 * reduced, drives milestones) and `balance` (earned minus spent and lost, never below 0).
 *
 * - gain: adds to both counters;
 * - spend (optional costs: guest star, vehicle, quiver, grimoire, curse lift, Magic Artifact
 *   upkeep): refused when the balance is short;
 * - lose (mandatory losses: a lost base): capped at the balance, so the team loses what it has.
 */

function assertAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`A story-point amount must be a whole number above 0 (got ${amount})`);
}

function entryFor(
  team: SmfTeamState,
  delta: number,
  reason: StoryPointReason,
  note: string,
  characterId: string | undefined,
): StoryPointLedgerEntry {
  return {
    teamId: team.teamId,
    delta,
    reason,
    ...(characterId ? { characterId } : {}),
    earned: team.storyPoints.earned,
    balance: team.storyPoints.balance,
    note,
  };
}

export function gainStoryPoints(
  team: SmfTeamState,
  amount: number,
  reason: StoryPointReason,
  note: string,
  characterId?: string,
): { team: SmfTeamState; entry: StoryPointLedgerEntry } {
  assertAmount(amount);
  const next: SmfTeamState = {
    ...team,
    storyPoints: { earned: team.storyPoints.earned + amount, balance: team.storyPoints.balance + amount },
  };
  return { team: next, entry: entryFor(next, amount, reason, note, characterId) };
}

export type SpendStoryPointsResult =
  | { ok: true; team: SmfTeamState; entry: StoryPointLedgerEntry }
  | { ok: false; error: StoryPointSpendError };

/** An optional cost. Error `insufficient-balance` when the balance is below `amount` (Ruling R8). */
export function spendStoryPoints(
  team: SmfTeamState,
  amount: number,
  reason: StoryPointReason,
  note: string,
  characterId?: string,
): SpendStoryPointsResult {
  assertAmount(amount);
  if (team.storyPoints.balance < amount) {
    return {
      ok: false,
      error: {
        code: "insufficient-balance",
        message: `${team.name} has ${team.storyPoints.balance} SP; ${note} costs ${amount}.`,
      },
    };
  }
  const next: SmfTeamState = { ...team, storyPoints: { ...team.storyPoints, balance: team.storyPoints.balance - amount } };
  return { ok: true, team: next, entry: entryFor(next, -amount, reason, note, characterId) };
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
  const next: SmfTeamState = { ...team, storyPoints: { ...team.storyPoints, balance: team.storyPoints.balance - paid } };
  return { team: next, entry: entryFor(next, -paid, reason, note, characterId), unpaid: amount - paid };
}
