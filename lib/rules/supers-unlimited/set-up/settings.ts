/** The group's choices for set-up where the book is silent (RULINGS.md SU-R14). */
export interface SuSetUpSettings {
  /** SU-R14: the TN of the Battle of Wits Mind roll, which the book does not give (L1312). Default 6. */
  battleOfWitsTn: number;
}

export const DEFAULT_SU_SET_UP_SETTINGS: SuSetUpSettings = { battleOfWitsTn: 6 };
