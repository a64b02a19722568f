import type { D20Settings, DamageTrack } from "@/lib/rules/d20";
import type { D20Ranks } from "../hero-sheet";
import type { PublicLinkStatus } from "@/lib/views/public-link-status";

/** One combatant as the tracker draws it, in initiative order. */
export interface CombatantView {
  id: string;
  name: string;
  kind: "hero" | "villain" | "minion";
  group: string | null;
  /** The hero's team, for a hero. */
  teamId: string | null;
  /** Whether the member plays this hero. */
  isMine: boolean;
  initiative: { total: number; natural: number; dodge: number; rollOffs: number[] };
  toughness: number;
  damage: DamageTrack;
  /** Every condition it is under (the ladder's, fatigue, and the list's), expanded. */
  conditions: string[];
  /** The conditions added by a tap, which a tap may end (key, name, how long). */
  removable: Array<{ key: string; condition: string; lasts: string }>;
  ongoing: Array<{ key: string; condition: string; dc: number; resistance: string }>;
  recovered: boolean;
  /** Waiting to act later this round (it chose to delay). */
  delayed: boolean;
  /** The trigger of the action it readied, or null. */
  readied: string | null;
  canAct: boolean;
  removed: boolean;
  /** Hero points, for a hero. */
  heroPoints: number | null;
}

export interface ConflictView {
  id: string;
  name: string;
  round: number;
  currentId: string | null;
  ended: boolean;
  undone: { by: string } | null;
  order: CombatantView[];
  prompts: Array<{ combatantId: string; name: string; key: string; condition: string; dc: number; resistance: string }>;
  /** The taps, oldest first; an undone one is marked. */
  log: Array<{ summary: string; by: string; at: string; isUndone: boolean; isUndo: boolean }>;
  /** Whether a tap may be undone (more than the start is in force). */
  canUndoTap: boolean;
}

/** An adventure as its page draws it. */
export interface D20SessionPageView {
  campaignId: string;
  sessionId: string;
  number: number;
  title: string;
  playedOn: string;
  notes: string;
  recordedBy: string;
  undone: { by: string } | null;
  /** The member runs conflicts (d20:run-conflict). */
  canRun: boolean;
  appDiceOnly: boolean;
  /** The series' rules settings, for the odds shown before each check. */
  rules: D20Settings;
  heroes: ReadonlyArray<{ teamId: string; name: string; playerName: string; isOwner: boolean }>;
  conflicts: ConflictView[];
  /** The adventure's record's version: the page redraws when another phone writes past it (SessionLive). */
  version: number;
}

/** A hero's page. */
export interface D20HeroPageView {
  teamId: string;
  campaignId: string;
  campaignName: string;
  name: string;
  playerName: string;
  isOwner: boolean;
  isArchived: boolean;
  canEdit: boolean;
  canAward: boolean;
  canSpend: boolean;
  /** Whether the member may share the hero by a public link (team:share-publicly), and the link's state. */
  canShare: boolean;
  share: PublicLinkStatus;
  ranks: D20Ranks;
  damage: DamageTrack;
  /** Minutes of rest until the damage is gone (null: dead). */
  minutesToRecover: number | null;
  injuries: Array<{ id: string; text: string; at: string; by: string }>;
  hazards: Array<{
    id: string;
    label: string;
    kind: string;
    nextDc: number;
    fatigue: string;
    at: string;
    /** Nothing more to check (a disease caught or not, breath run out). */
    over: boolean;
    /** When its checks come, and what a failure does, in words. */
    when: string;
    onFailure: string;
    fortitude: number;
    /** The exact odds of the next check (ways out of 20), best degree first; none once it is over. */
    odds: Array<{ label: string; ways: number }>;
    /** The checks rolled in the app, newest first. */
    checks: Array<{ summary: string; at: string; by: string }>;
  }>;
  /** The campaign takes the app's dice only. */
  appDiceOnly: boolean;
  /** The series' rules settings, for the odds shown before a check. */
  rules: D20Settings;
  heroPoints: number;
  ledger: Array<{ id: string; delta: number; reason: string; note: string; by: string; at: string; balanceAfter: number }>;
}

/** A hero's public page (behind its share link): only what the table may show anyone. */
export interface D20PublicHeroView {
  name: string;
  isArchived: boolean;
  campaignName: string;
  ranks: D20Ranks;
  damage: DamageTrack;
  minutesToRecover: number | null;
  injuries: string[];
  heroPoints: number;
}
