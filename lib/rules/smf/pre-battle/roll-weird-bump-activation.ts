/**
 * Weird bumps work only on a 2+ Chance roll made before each battle (SMF L2671–L2673).
 * One roll per fielded character that has any: it switches all of that character's Weird bumps on
 * or off for this battle (CharacterCampaignState.weirdBumpsActive is one flag per character).
 */
import { rollChance, type Dice, type GoalRoll } from "../../dice";
import type { SmfCharacter } from "../character";
import type { MemberRef, StepRecordBase } from "./pre-battle-record";

/** Goals needed on the Chance roll (L2673). */
export const WEIRD_BUMP_ACTIVATION_GOALS = 2; // L2673

/** Weird bump rows by name (L2677–L2682), for explanation lines. */
export const WEIRD_BUMP_NAMES = {
  1: "Dimension Door",
  2: "Fabled Luck",
  3: "Unexpected Ally",
  4: "Spectacular Death",
  5: "Inspire Allies",
  6: "Power Reserve",
} as const;

/** STORED AS JSON (pre-battle records); changing it needs a data migration. */
export interface WeirdBumpActivationRecord extends StepRecordBase {
  step: "weird-bump-activation";
  teamId: string;
  character: MemberRef;
  weirdRows: Array<1 | 2 | 3 | 4 | 5 | 6>;
  chance: GoalRoll;
  /** Store as state.weirdBumpsActive for this battle. */
  isActive: boolean;
}

/**
 * A Chance roll has no TN, so curses do not change it (Ruling R12). The result is stored as
 * state.weirdBumpsActive; Spectacular Death's 1D6 − 3 injury roll follows from the in-battle
 * death it describes, which can only happen while the bumps are active.
 */
export function rollWeirdBumpActivation(input: { teamId: string; fielded: readonly SmfCharacter[] }, dice: Dice): WeirdBumpActivationRecord[] {
  const records: WeirdBumpActivationRecord[] = [];
  for (const c of input.fielded) {
    const weirdRows = c.state.bumps.filter((b) => b.table === "weird").map((b) => b.row);
    if (weirdRows.length === 0) continue;
    const chance = rollChance(dice, "weird-bump-activation");
    const isActive = chance.goals >= WEIRD_BUMP_ACTIVATION_GOALS;
    const names = weirdRows.map((r) => WEIRD_BUMP_NAMES[r]).join(", ");
    records.push({
      step: "weird-bump-activation",
      teamId: input.teamId,
      character: { characterId: c.id, name: c.name },
      weirdRows,
      chance,
      isActive,
      thrown: chance.thrown,
      summary: `${c.name}'s Weird bumps (${names}): ${WEIRD_BUMP_ACTIVATION_GOALS}+ Chance ${chance.summary} → ${isActive ? "active this battle" : "dormant this battle"}`,
    });
  }
  return records;
}
