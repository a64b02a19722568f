/**
 * A group's choices for Supers Unlimited team building: the game size that sets the Levels budget
 * and the readings of the book's unclear team, card and Gimmick rules (RULINGS.md, SU-R20…).
 * Plain data; the app keeps it in the campaign's settings and validates it with its own schema,
 * built from the option lists below.
 */

/** SU L401: the typical game sizes, and "agreed" for any number the players settle on (SU L382). */
export const GAME_SIZES = [
  { id: "small", name: "Small game", levels: 15 },
  { id: "medium", name: "Medium game", levels: 25 },
  { id: "large", name: "Large game", levels: 35 },
  // SU L401: "50 or more": the players may agree a bigger number (Ruling SU-R34).
  { id: "secret-crisis", name: "Secret Crisis Event", levels: 50 },
  { id: "agreed", name: "Agreed number of Levels", levels: null },
] as const;
export type SuGameSize = (typeof GAME_SIZES)[number]["id"];

/** Ruling SU-R32: how "one per 25 / per 50 Levels" counts a part of a block. */
export const LEVEL_BLOCK_ROUNDINGS = ["started", "full"] as const;
export type SuLevelBlockRounding = (typeof LEVEL_BLOCK_ROUNDINGS)[number];

/** Ruling SU-R32: which Levels the blocks are counted in. */
export const LEVEL_BLOCK_BASES = ["game-size", "team-levels"] as const;
export type SuLevelBlockBasis = (typeof LEVEL_BLOCK_BASES)[number];

/** Ruling SU-R33: who may fill the rest of an Alignment Team. */
export const ALIGNMENT_TEAM_RESTS = ["anti-heroes-only", "anyone"] as const;
export type SuAlignmentTeamRest = (typeof ALIGNMENT_TEAM_RESTS)[number];

/** Ruling SU-R36: which Gimmicks one Class's choice may take. */
export const GIMMICK_CHOICE_RULES = ["class-or-any", "any-gimmick"] as const;
export type SuGimmickChoiceRule = (typeof GIMMICK_CHOICE_RULES)[number];

/** The smallest and largest Levels budget an agreed number may set (ours: one Henchman, and far beyond the book's 50+). */
export const MIN_AGREED_LEVELS = 1;
export const MAX_AGREED_LEVELS = 500;

export interface SuRosterSettings {
  /** SU L401. */
  gameSize: SuGameSize;
  /** The agreed budget: required for "agreed"; for "secret-crisis" at least 50 (null = 50). Ignored otherwise. */
  agreedLevels: number | null;
  /** Ruling SU-R32, default "started": a part of 25 (or 50) Levels counts as a block. */
  levelBlockRounding: SuLevelBlockRounding;
  /** Ruling SU-R32, default "game-size": blocks are counted in the game's budget, not the team's own Levels. */
  levelBlockBasis: SuLevelBlockBasis;
  /** Ruling SU-R33, default "anti-heroes-only". */
  alignmentTeamRest: SuAlignmentTeamRest;
  /** Ruling SU-R22, default true: Telekinesis gives a Throw (rolled with Aim). */
  telekinesisThrows: boolean;
  /** SU L972: Gimmicks are used only if all players agree; default off. */
  useGimmicks: boolean;
  /** Ruling SU-R36, default "class-or-any". */
  gimmickChoice: SuGimmickChoiceRule;
}

export const SU_ROSTER_DEFAULTS: SuRosterSettings = {
  gameSize: "medium",
  agreedLevels: null,
  levelBlockRounding: "started",
  levelBlockBasis: "game-size",
  alignmentTeamRest: "anti-heroes-only",
  telekinesisThrows: true,
  useGimmicks: false,
  gimmickChoice: "class-or-any",
};

/** The settings with every option a caller left out at its default. */
export function rosterSettings(partial: Partial<SuRosterSettings> = {}): SuRosterSettings {
  return { ...SU_ROSTER_DEFAULTS, ...partial };
}
