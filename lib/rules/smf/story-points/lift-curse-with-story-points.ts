/**
 * Lifting a curse with story points (SMF L2473): 1 SP removes one curse. The one rule for it,
 * used both before a battle (pre-battle/lift-curse.ts, `liftCursesBeforeBattle`) and between
 * games (post-battle/spend-story-points.ts). The magic way lives in pre-battle/lift-curse.ts.
 */
import { CURSE_LIFT_SP_COST } from "../data/special-events";
import { ruleFailure, type RuleFailure } from "../rule-failure";
import type { SmfTeamState } from "../team";
import { findMember, replaceMember, unknownMember } from "../team-members";
import { spendStoryPoints, type StoryPointChange } from "./ledger";

export type CurseLiftWithStoryPointsErrorCode = "unknown-character" | "target-not-cursed" | "insufficient-balance";

export interface CurseLiftWithStoryPoints extends StoryPointChange {
  /** e.g. "Team lifts a curse from Cursed — 1 SP". */
  summary: string;
}

/**
 * Pays CURSE_LIFT_SP_COST and removes one of the character's curses; the returned team has both
 * changes and `entry` is the ledger entry (reason `curse-lift`). Errors, checked in this order:
 * - `unknown-character` when the character is not on the team's roster;
 * - `target-not-cursed` when it has no curse;
 * - `insufficient-balance` when the balance cannot pay (Ruling R8: a team may not spend SP it
 *   does not have). A refusal changes nothing.
 */
export function liftCurseWithStoryPoints(team: SmfTeamState, characterId: string): ({ ok: true } & CurseLiftWithStoryPoints) | RuleFailure<CurseLiftWithStoryPointsErrorCode> {
  const cursed = findMember(team, characterId);
  if (!cursed) return unknownMember(team, characterId);
  if (cursed.state.curses < 1) return ruleFailure("target-not-cursed", `${cursed.name} has no curse to lift.`);
  const paid = spendStoryPoints(team, CURSE_LIFT_SP_COST, "curse-lift", `lift a curse from ${cursed.name} (L2473)`, characterId);
  if (!paid.ok) return paid;
  const lifted = { ...cursed, state: { ...cursed.state, curses: cursed.state.curses - 1 } };
  return {
    ok: true,
    team: replaceMember(paid.team, lifted),
    entry: paid.entry,
    summary: `${team.name} lifts a curse from ${cursed.name} — ${CURSE_LIFT_SP_COST} SP`,
  };
}
