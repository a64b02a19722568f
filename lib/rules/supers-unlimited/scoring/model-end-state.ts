/**
 * A model as the end of a battle left it (SU L294–L296, L647): what scoring needs to know. Level
 * and the Super / Leader flags come from the card and team (their own module); scoring takes them
 * as plain values.
 */

/**
 * `active`: on the table, not KO'ed; `ko`: on the table, KO'ed (L294); `incapacitated`: removed
 * from play (L296); `off-board`: used Climb High and never came back, which counts as
 * Incapacitated when the battle ends (L647).
 */
export const MODEL_END_STATES = ["active", "ko", "incapacitated", "off-board"] as const;
export type ModelEndStateKind = (typeof MODEL_END_STATES)[number];

export interface ModelEndState {
  modelId: string;
  /** 1–10 (SU L380). */
  level: number;
  isLeader: boolean;
  /** Level 3–10 (SU L380). */
  isSuper: boolean;
  state: ModelEndStateKind;
}

/** A side's Slugfest total: Levels left on the table, KO'ed models at half rounded up (SU L1378, SU-R16). */
export function slugfestLevels(models: readonly ModelEndState[]): number {
  return models.reduce((sum, m) => sum + (m.state === "active" ? m.level : m.state === "ko" ? Math.ceil(m.level / 2) : 0), 0);
}

/** Whether the model is out of the battle for good (L296, L647). */
export function isIncapacitatedAtEnd(model: ModelEndState): boolean {
  return model.state === "incapacitated" || model.state === "off-board";
}
