import type {
  AdvancementMode,
  CampaignRole,
  ReportConfirmation,
  SocialScienceVariant,
  StoryPointReason as StoryPointReasonRow,
  TeamAlignment,
} from "@/lib/generated/prisma/enums";
import { STORY_POINT_REASONS, type CharacterKind } from "@/lib/rules/smf";

/**
 * The words an export uses for stored enum values: the rules library's lower-case words where it
 * has them, kebab-case otherwise, so a file reads the same whatever the database calls things.
 * Each map is a full Record over the stored enum, so a new database value fails the type check
 * until the export format knows it (and its formatVersion goes up).
 */

function invert<K extends string, V extends string>(map: Record<K, V>): Record<V, K> {
  return Object.fromEntries(Object.entries(map).map(([key, value]) => [value, key])) as Record<V, K>;
}

export const CHARACTER_KINDS = ["character", "henchmen", "sidekick", "thrall", "vehicle"] as const satisfies readonly CharacterKind[];

export const ALIGNMENTS = ["heroes", "villains"] as const;
export type ExportAlignment = (typeof ALIGNMENTS)[number];
export const ALIGNMENT_FROM_ROW: Record<TeamAlignment, ExportAlignment> = { HEROES: "heroes", VILLAINS: "villains" };
export const ALIGNMENT_TO_ROW = invert(ALIGNMENT_FROM_ROW);

export const ROLES = ["organiser", "co-organiser", "player", "viewer"] as const;
export const ROLE_FROM_ROW: Record<CampaignRole, (typeof ROLES)[number]> = { ORGANISER: "organiser", CO_ORGANISER: "co-organiser", PLAYER: "player", VIEWER: "viewer" };

export const ADVANCEMENT_MODES = ["random", "chosen"] as const;
export const ADVANCEMENT_FROM_ROW: Record<AdvancementMode, (typeof ADVANCEMENT_MODES)[number]> = { RANDOM: "random", CHOSEN: "chosen" };

/** Ruling R1, in the rules library's words (SocialScienceVariant in lib/rules/smf). */
export const SOCIAL_SCIENCE_VARIANTS = ["ch2", "ch5-table"] as const;
export const SOCIAL_SCIENCE_FROM_ROW: Record<SocialScienceVariant, (typeof SOCIAL_SCIENCE_VARIANTS)[number]> = { CH2: "ch2", CH5_TABLE: "ch5-table" };

export const REPORT_CONFIRMATIONS = ["none", "opponent", "organiser"] as const;
export const REPORT_CONFIRMATION_FROM_ROW: Record<ReportConfirmation, (typeof REPORT_CONFIRMATIONS)[number]> = { NONE: "none", OPPONENT: "opponent", ORGANISER: "organiser" };

/** The rules library's ledger reasons, plus "starting": the 1 SP every team begins with (L2615). */
export const LEDGER_REASONS = ["starting", ...STORY_POINT_REASONS] as const;
export type ExportLedgerReason = (typeof LEDGER_REASONS)[number];
export const LEDGER_REASON_FROM_ROW: Record<StoryPointReasonRow, ExportLedgerReason> = {
  STARTING: "starting",
  REWARD: "reward",
  OBJECTIVE: "objective",
  EVENT: "event",
  INSPIRED_RECOVERY: "inspired-recovery",
  BASE_INCOME: "base-income",
  BASE_LOST: "base-lost",
  ARTIFACT_UPKEEP: "artifact-upkeep",
  GUEST_STAR: "guest-star",
  VEHICLE: "vehicle",
  QUIVER: "quiver",
  GRIMOIRE: "grimoire",
  CURSE_LIFT: "curse-lift",
  CORRECTION: "correction",
};
