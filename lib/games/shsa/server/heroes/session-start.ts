import { SESSION_STARTS_KEPT, type HeroState } from "@/lib/games/shsa/hero-sheet";

/**
 * The hero's state with the start of `sessionId` remembered, when the session changes the hero for
 * the first time (a change outside any session, or a session already remembered, leaves it as it is).
 * The oldest start is forgotten past SESSION_STARTS_KEPT: a session that far back is no longer undone.
 */
export function withSessionStart(state: HeroState, sessionId: string | undefined): HeroState {
  if (!sessionId || state.sessionStarts.some((start) => start.sessionId === sessionId)) return state;
  const start = { sessionId, sheet: state.sheet, condition: state.condition, pending: state.pending, historyLength: state.history.length };
  return { ...state, sessionStarts: [...state.sessionStarts, start].slice(-SESSION_STARTS_KEPT) };
}
