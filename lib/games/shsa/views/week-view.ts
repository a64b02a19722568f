import type { HeroSheet, ShsaSettings } from "@/lib/rules/shsa";
import type { WeekCloseLine, WeekPlanItem } from "@/lib/games/shsa/week/week-record";

/** What one roll of the week gave, as its form shows it. */
export interface WeekRollView {
  repeated: boolean;
  summary: string;
  lines: string[];
}

/** What closing the week did for each hero. */
export interface WeekCloseView {
  repeated: boolean;
  heroes: WeekCloseLine[];
}

/** A week's section of its session page: each hero's plan and rolls, and the close (its preview until it is closed). */
export interface WeekSectionView {
  campaignId: string;
  sessionId: string;
  /** The week's record's version: the page redraws when another phone writes past it (SessionLive). */
  version: number;
  isUndone: boolean;
  canClose: boolean;
  appDiceOnly: boolean;
  /** Activity Periods a hero has this week (SHSA-R5), and what the Medical task takes of them. */
  allowance: number;
  medicalPeriods: number;
  settings: ShsaSettings;
  heroes: ReadonlyArray<{
    teamId: string;
    name: string;
    canPlan: boolean;
    /** May correct the hero's condition by hand (shsa:edit-sheet). */
    canEdit: boolean;
    /** Periods the hero has to plan this week, and those a sponsor found last week takes to finalise (L120). */
    allowance: number;
    owed: number;
    /** "well", "hurt", "dying" or "dead (checked weekly)". */
    condition: string;
    isHurt: boolean;
    sheet: HeroSheet;
    plan: { items: WeekPlanItem[]; medicalSkill: string | null };
    used: number;
    done: ReadonlyArray<{ key: string; action: string; summary: string; lines: string[] }>;
  }>;
  closed: WeekCloseLine[] | null;
  preview: WeekCloseLine[];
}
