/**
 * Picking the team member who drives the subplot (SMF L1962–L1966).
 */
import type { Dice } from "../../dice";
import type { SmfCharacter } from "../character";
import { lineUpMembers } from "./fielded-members";
import { MAX_NUMBERED_MEMBERS, pickRandomMember, type RandomMemberPick } from "./pick-random-member";
import { ruleFailure, type RuleFailure } from "../rule-failure";
import type { MemberRef, StepRecordBase } from "./pre-battle-record";

/** STORED AS JSON (pre-battle records); changing it needs a data migration. */
export interface SubplotDriverRecord extends StepRecordBase {
  step: "subplot-driver";
  teamId: string;
  driver: MemberRef;
  pick: RandomMemberPick;
}

export type SubplotDriverErrorCode = "no-eligible-driver" | "too-many-candidates";

export interface SelectSubplotDriverInput {
  teamId: string;
  teamName: string;
  /** The team's fielded line-up (see resolveFielded), in the numbering order the player wants. */
  fielded: readonly SmfCharacter[];
}

/**
 * A driver can be any fielded character or henchmen group with a background (see isLineUpMember
 * for why henchmen may drive and sidekicks, thralls and vehicles may not).
 */
export function canDriveSubplot(c: SmfCharacter): boolean {
  return lineUpMembers([c]).length === 1 && c.build.backgrounds.length > 0;
}

/**
 * Numbers the eligible fielded members 1–6 in line-up order and rolls a D6 until a numbered one
 * comes up; faces with no member are kept in the record as discarded. Errors:
 * - `no-eligible-driver` when no fielded member can drive;
 * - `too-many-candidates` when more than six could (a D6 cannot number them; Ruling R4 caps the
 *   line-up at six).
 */
export function selectSubplotDriver(input: SelectSubplotDriverInput, dice: Dice): ({ ok: true } & SubplotDriverRecord) | RuleFailure<SubplotDriverErrorCode> {
  const candidates = input.fielded.filter(canDriveSubplot);
  if (candidates.length === 0) {
    return ruleFailure("no-eligible-driver", `${input.teamName} fields no character or henchmen group with a background.`);
  }
  if (candidates.length > MAX_NUMBERED_MEMBERS) {
    return ruleFailure("too-many-candidates", `${input.teamName} fields ${candidates.length} possible drivers; a D6 can number at most ${MAX_NUMBERED_MEMBERS}.`);
  }
  const pick = pickRandomMember(
    candidates.map((c) => ({ characterId: c.id, name: c.name })),
    dice,
    "subplot-driver",
  );
  return {
    ok: true,
    step: "subplot-driver",
    teamId: input.teamId,
    driver: { characterId: pick.picked.characterId, name: pick.picked.name },
    pick,
    thrown: pick.thrown,
    summary: `${input.teamName} subplot driver: ${pick.summary}`,
  };
}
