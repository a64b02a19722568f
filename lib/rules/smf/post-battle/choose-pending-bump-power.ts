/**
 * Esoteric bump 3, "new minor power" (SMF L2652): when the post-battle sequence records the bump
 * without a power (`needsPowerChoice: true`), the player names it later and this applies it.
 *
 * Our reading of "new minor power": one more minor from the character's own minor list(s) — the
 * same menu as its creation picks (roster/power-menus `ownMinorMenu`), never one it already holds
 * at any tier (so never a minor Super-Strength beside the major, L1118), and a single pick: a
 * power costing two picks (Immortal, L854) is refused.
 */
import type { Bump, PowerChoices, PowerId, PowerPick, SmfCharacter } from "../character";
import { bumpTableRow } from "../data/bump-tables";
import { findPower } from "../data/powers";
import { ownMinorMenu } from "../roster/power-menus";
import { hasPower } from "../roster/traits";
import { powerName } from "../roster/words";
import { validateChoices } from "../roster/validate-choices";
import { ruleFailure, type RuleFailure } from "../rule-failure";
import type { SmfTeamState } from "../team";
import { findMember, replaceMember, unknownMember } from "../team-members";

/** Which bump: its index in `state.bumps`, or the issue whose milestone granted it. */
export type PendingBumpRef = { bumpIndex: number } | { issue: number };

export type PendingBumpPowerErrorCode =
  "unknown-character" | "no-pending-power-choice" | "not-a-minor-power" | "not-on-minor-menu" | "already-held" | "costs-more-than-one-pick" | "invalid-choice";

export interface PendingBumpPowerResult {
  ok: true;
  team: SmfTeamState;
  character: SmfCharacter;
  bump: Bump;
  bumpIndex: number;
  summary: string;
}

/** Esoteric 3 bumps that still wait for their power. */
export function isPendingPowerBump(bump: Bump): boolean {
  return bumpTableRow(bump.table, bump.row).needsPower === true && bump.power === undefined;
}

function findPendingBump(character: SmfCharacter, ref: PendingBumpRef): number {
  if ("bumpIndex" in ref) {
    const bump = character.state.bumps[ref.bumpIndex];
    return bump && isPendingPowerBump(bump) ? ref.bumpIndex : -1;
  }
  return character.state.bumps.findIndex((b) => b.issue === ref.issue && isPendingPowerBump(b));
}

/**
 * The first reason `power` cannot be the character's new minor, or undefined. Codes:
 * `not-a-minor-power`, `not-on-minor-menu`, `already-held`, `costs-more-than-one-pick`,
 * `invalid-choice` (the power's required choices are missing or illegal: roster validateChoices).
 */
export function bumpPowerProblem(
  character: SmfCharacter,
  power: PowerId,
  choices?: PowerChoices,
  team?: readonly SmfCharacter[],
): RuleFailure<Exclude<PendingBumpPowerErrorCode, "unknown-character" | "no-pending-power-choice">> | undefined {
  const row = findPower(power, "minor");
  if (!row) return ruleFailure("not-a-minor-power", `${powerName(power)} is not a minor power.`);
  if (!ownMinorMenu(character.build).has(power)) {
    return ruleFailure("not-on-minor-menu", `${row.name} is not on ${character.name}'s minor power list.`);
  }
  if (hasPower(character, power)) return ruleFailure("already-held", `${character.name} already has ${row.name}.`);
  if ((row.pickCost ?? 1) > 1) {
    return ruleFailure("costs-more-than-one-pick", `${row.name} costs ${row.pickCost} picks; the bump gives one new minor power.`);
  }
  const pick: PowerPick = { power, tier: "minor", source: "bump", ...(choices ? { choices } : {}) };
  const probe: SmfCharacter = { ...character, build: { ...character.build, powers: [pick] } };
  const problems = validateChoices(probe, team);
  if (problems.length > 0) return ruleFailure("invalid-choice", problems.map((p) => p.message).join(" "), problems.find((p) => p.rule)?.rule);
  return undefined;
}

/**
 * Gives a pending Esoteric 3 bump its power: the bump's `power` is set and the build gains a
 * minor pick with source "bump". Never mutates `team`. Errors: `unknown-character`,
 * `no-pending-power-choice` (no Esoteric 3 bump waiting for a power at that index or issue), and
 * every code of bumpPowerProblem.
 */
export function choosePendingBumpPower(
  team: SmfTeamState,
  characterId: string,
  ref: PendingBumpRef,
  power: PowerId,
  choices?: PowerChoices,
): PendingBumpPowerResult | RuleFailure<PendingBumpPowerErrorCode> {
  const character = findMember(team, characterId);
  if (!character) return unknownMember(team, characterId);
  const bumpIndex = findPendingBump(character, ref);
  if (bumpIndex < 0) {
    const where = "bumpIndex" in ref ? `bump ${ref.bumpIndex + 1}` : `issue ${ref.issue}`;
    return ruleFailure("no-pending-power-choice", `${character.name} has no Esoteric "new minor power" bump from ${where} waiting for a power.`);
  }
  const problem = bumpPowerProblem(character, power, choices, team.characters);
  if (problem) return problem;

  const bump: Bump = { ...character.state.bumps[bumpIndex]!, power };
  const pick: PowerPick = { power, tier: "minor", source: "bump", ...(choices ? { choices } : {}) };
  const updated: SmfCharacter = {
    ...character,
    build: { ...character.build, powers: [...character.build.powers, pick] },
    state: { ...character.state, bumps: character.state.bumps.map((b, i) => (i === bumpIndex ? bump : b)) },
  };
  return {
    ok: true,
    team: replaceMember(team, updated),
    character: updated,
    bump,
    bumpIndex,
    summary: `${character.name} gains ${findPower(power, "minor")!.name} from the Esoteric bump of issue ${bump.issue} (L2652)`,
  };
}
