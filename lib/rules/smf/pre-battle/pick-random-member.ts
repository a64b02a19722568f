/**
 * The book's random pick of a team member (SMF L1962–L1966): number the members 1–6, roll a D6,
 * and roll again while the number has no member. Used for the subplot driver and the Curse target.
 */
import type { Dice, RollPurpose, ThrownDie } from "../../dice";
import type { MemberRef } from "./pre-battle-record";

/** Members a D6 can number (L1962). */
export const MAX_NUMBERED_MEMBERS = 6;

/** A D6 that never shows a used number is broken; stop rather than spin forever. */
const MAX_PICK_THROWS = 200;

/** STORED AS JSON inside pre-battle records; changing it needs a data migration. */
export interface RandomMemberPick {
  purpose: RollPurpose;
  /** The numbering used: member i+1 is `numbering[i]`. */
  numbering: Array<MemberRef & { number: number }>;
  /** Every face thrown, in order; only the last one picked a member. Empty if no roll was needed. */
  faces: number[];
  thrown: ThrownDie[];
  picked: MemberRef & { number: number };
  /** e.g. "1 Doc Shock, 2 Wildman, 3 Giantess, 4 Grav-Girl; D6 5 (no one, roll again), D6 3 → Giantess". */
  summary: string;
}

/**
 * Picks one of `members` (numbered 1.. in the order given). With a single member nobody needs to
 * roll: the pick is certain, so no die is thrown.
 *
 * Throws (programmer errors; callers validate first): no members, more than six members, or dice
 * that keep showing unused numbers.
 */
export function pickRandomMember(members: readonly MemberRef[], dice: Dice, purpose: RollPurpose): RandomMemberPick {
  if (members.length === 0) throw new Error("pickRandomMember needs at least one member");
  if (members.length > MAX_NUMBERED_MEMBERS) {
    throw new Error(`pickRandomMember can number at most ${MAX_NUMBERED_MEMBERS} members (got ${members.length})`);
  }
  const numbering = members.map((m, i) => ({ number: i + 1, characterId: m.characterId, name: m.name }));
  const numberingText = numbering.map((m) => `${m.number} ${m.name}`).join(", ");

  if (numbering.length === 1) {
    const only = numbering[0]!;
    return {
      purpose,
      numbering,
      faces: [],
      thrown: [],
      picked: only,
      summary: `${numberingText}; only one candidate, no roll needed → ${only.name}`,
    };
  }

  const faces: number[] = [];
  const thrown: ThrownDie[] = [];
  const steps: string[] = [];
  while (faces.length < MAX_PICK_THROWS) {
    const face = dice.roll(6, purpose);
    faces.push(face);
    const member = numbering[face - 1];
    if (!member) {
      thrown.push({ sides: 6, face, purpose, status: "discarded", note: `no member numbered ${face}; rolled again` });
      steps.push(`D6 ${face} (no one, roll again)`);
      continue;
    }
    thrown.push({ sides: 6, face, purpose, status: "kept", note: `picks ${member.name}` });
    steps.push(`D6 ${face} → ${member.name}`);
    return { purpose, numbering, faces, thrown, picked: member, summary: `${numberingText}; ${steps.join(", ")}` };
  }
  throw new Error(`pickRandomMember: ${MAX_PICK_THROWS} throws without a member; the dice are broken`);
}
