import type { CampaignRole, ReportConfirmation, RollSource, TeamControl } from "@/lib/generated/prisma/enums";
import type { BattleResult, BattleStatus } from "@/lib/battles/battle-status";
import type { TeamAlignment } from "@/lib/schemas/team";
import type { SmfCampaignSettings } from "@/lib/games/smf/campaign-settings";
import { isSmfLedgerReason, SMF_KIND_TO_ROW, STORY_POINT_REASONS, type CharacterKind, type SmfLedgerReason } from "@/lib/rules/smf";

/** SMF's options as Campaign.settings stores them (the names the enums of the old columns had). */
export type AdvancementMode = SmfCampaignSettings["advancement"];
export type SocialScienceVariant = SmfCampaignSettings["socialScienceVariant"];

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

export const ROLE_TO_ROW = invert(ROLE_FROM_ROW);

export const ADVANCEMENT_MODES = ["random", "chosen"] as const;
export const ADVANCEMENT_FROM_ROW: Record<AdvancementMode, (typeof ADVANCEMENT_MODES)[number]> = { RANDOM: "random", CHOSEN: "chosen" };
export const ADVANCEMENT_TO_ROW = invert(ADVANCEMENT_FROM_ROW);

/** Ruling R1, in the rules library's words (SocialScienceVariant in lib/rules/smf). */
export const SOCIAL_SCIENCE_VARIANTS = ["ch2", "ch5-table"] as const;
export const SOCIAL_SCIENCE_FROM_ROW: Record<SocialScienceVariant, (typeof SOCIAL_SCIENCE_VARIANTS)[number]> = { CH2: "ch2", CH5_TABLE: "ch5-table" };
export const SOCIAL_SCIENCE_TO_ROW = invert(SOCIAL_SCIENCE_FROM_ROW);

export const REPORT_CONFIRMATIONS = ["none", "opponent", "organiser"] as const;
export const REPORT_CONFIRMATION_FROM_ROW: Record<ReportConfirmation, (typeof REPORT_CONFIRMATIONS)[number]> = { NONE: "none", OPPONENT: "opponent", ORGANISER: "organiser" };
export const REPORT_CONFIRMATION_TO_ROW = invert(REPORT_CONFIRMATION_FROM_ROW);

/** Who rolls and chooses for each team (Campaign.teamControl); files from before it have neither field. */
export const TEAM_CONTROLS = ["anyone", "owners"] as const;
export const TEAM_CONTROL_FROM_ROW: Record<TeamControl, (typeof TEAM_CONTROLS)[number]> = { ANYONE: "anyone", OWNERS: "owners" };
export const TEAM_CONTROL_TO_ROW = invert(TEAM_CONTROL_FROM_ROW);

/** The rules library's ledger reasons, plus "starting": the 1 SP every team begins with (L2615). */
export const LEDGER_REASONS = ["starting", ...STORY_POINT_REASONS] as const;
export type ExportLedgerReason = (typeof LEDGER_REASONS)[number];
export const LEDGER_REASON_FROM_ROW: Record<SmfLedgerReason, ExportLedgerReason> = {
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
export const LEDGER_REASON_TO_ROW = invert(LEDGER_REASON_FROM_ROW);

/** A stored ledger reason in the file's words; a row no SMF ledger holds is damage, not input. */
export function ledgerReasonFromRow(reason: string): ExportLedgerReason {
  if (!isSmfLedgerReason(reason)) throw new Error(`Ledger reason ${JSON.stringify(reason)} is not one of SMF's`);
  return LEDGER_REASON_FROM_ROW[reason];
}

/** Where a battle is (BattleStatus; its stages are described in prisma/schema.prisma). */
export const BATTLE_STATUSES = ["setup", "pre-battle", "reporting", "awaiting-confirmation", "post-battle", "resolved", "undone", "cancelled"] as const;
export type ExportBattleStatus = (typeof BATTLE_STATUSES)[number];
export const BATTLE_STATUS_FROM_ROW: Record<BattleStatus, ExportBattleStatus> = {
  SETUP: "setup",
  PRE_BATTLE: "pre-battle",
  REPORTING: "reporting",
  AWAITING_CONFIRMATION: "awaiting-confirmation",
  POST_BATTLE: "post-battle",
  RESOLVED: "resolved",
  UNDONE: "undone",
  CANCELLED: "cancelled",
};
export const BATTLE_STATUS_TO_ROW = invert(BATTLE_STATUS_FROM_ROW);

export const BATTLE_RESULTS = ["won", "lost", "draw"] as const;
export const BATTLE_RESULT_FROM_ROW: Record<BattleResult, (typeof BATTLE_RESULTS)[number]> = { WON: "won", LOST: "lost", DRAW: "draw" };
export const BATTLE_RESULT_TO_ROW = invert(BATTLE_RESULT_FROM_ROW);

/** Ruling R20: a roll's faces came from the app's dice or were typed in from physical dice. */
export const ROLL_SOURCES = ["app", "physical"] as const;
export const ROLL_SOURCE_FROM_ROW: Record<RollSource, (typeof ROLL_SOURCES)[number]> = { APP: "app", PHYSICAL: "physical" };
export const ROLL_SOURCE_TO_ROW = invert(ROLL_SOURCE_FROM_ROW);

/** SMF's stored words for its kinds (the file uses the rules' lower-case ones). */
export const CHARACTER_KIND_TO_ROW = SMF_KIND_TO_ROW;
