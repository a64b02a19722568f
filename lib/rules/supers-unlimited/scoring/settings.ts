/** The group's choices for scoring where the book can be read two ways (RULINGS.md SU-R17). */
export interface SuScoringSettings {
  /**
   * SU-R17: when every side ends a scenario at 0 (no marker, objective or quarter Claimed), the
   * book's words give each 1 VP as tied highest (L1396). Default true; false: nobody scores.
   */
  scoreTiesAtZero: boolean;
}

export const DEFAULT_SU_SCORING_SETTINGS: SuScoringSettings = { scoreTiesAtZero: true };
