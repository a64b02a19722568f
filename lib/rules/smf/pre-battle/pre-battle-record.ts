/**
 * Shapes shared by the pre-battle steps (SMF L1958–L2561).
 *
 * STORED AS JSON (pre-battle events of a battle). Changing these types needs a data migration
 * and a bump of SMF_RULES_VERSION (rules-version.ts).
 */
import type { ThrownDie } from "../../dice";

/** The step names, in the order `runPreBattle` performs them. */
export const PRE_BATTLE_STEPS = [
  "curse-lift-story-point",
  "subplot-table",
  "curse-lift-magic",
  "subplot-driver",
  "subplot-check",
  "scenario",
  "special-event",
  "curse-event",
  "guest-star",
  "sidekick-arrival",
  "weird-bump-activation",
] as const;
export type PreBattleStep = (typeof PRE_BATTLE_STEPS)[number];

/** What every recorded step carries: every die thrown and a plain-language line. */
export interface StepRecordBase {
  step: PreBattleStep;
  /** Absent for steps made once for the whole battle (subplot table, scenario, event). */
  teamId?: string;
  thrown: ThrownDie[];
  summary: string;
}

/** A change to a character's curse count the app must store (L2473). */
export interface CurseChange {
  teamId: string;
  characterId: string;
  delta: 1 | -1;
  reason: "curse-event" | "curse-lift-magic" | "curse-lift-story-point";
}

/** The roster member a step names, with the name frozen for the record. */
export interface MemberRef {
  characterId: string;
  name: string;
}
