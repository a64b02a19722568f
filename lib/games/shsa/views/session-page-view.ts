import type { WeekSectionView } from "./week-view";
import type { EpisodeView } from "./episode-view";

/** One SHSA session (an episode or a week) as its page draws it. */
export interface SessionPageView {
  campaignId: string;
  sessionId: string;
  kind: "EPISODE" | "WEEK";
  /** "episode" or "week", as a sentence says it. */
  kindName: string;
  number: number;
  title: string;
  /** The day it was played, YYYY-MM-DD. */
  playedOn: string;
  notes: string;
  recordedBy: string;
  undone: { by: string } | null;
  /** The campaign's heroes who are not archived, in founding order: who an episode's steps and a week's plans are about. */
  heroes: ReadonlyArray<{ teamId: string; name: string; playerName: string; isOwner: boolean }>;
  /** The session's own record (PlaySession.details), as SHSA wrote it; null until something was recorded in it. */
  details: unknown;
  /** A week's planner and close; null for an episode. */
  week: WeekSectionView | null;
  /** An episode's steps and aftermath (components/games/shsa/episode); null for a week. */
  episode: EpisodeView | null;
}
