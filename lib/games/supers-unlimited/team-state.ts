import { z } from "zod";

export const SU_TEAM_STATE_VERSION = 1;

/**
 * A Supers Unlimited team's own state (Team.state). STORED AS JSON: changing this shape needs a
 * data migration and a new `v`. Holds the owner's choice of Team Leader among a tie (SU L384,
 * Ruling SU-R35); a new team's `{}` reads as no choice.
 */
export const suTeamStateSchema = z.object({
  v: z.literal(SU_TEAM_STATE_VERSION),
  /** The chosen leader's card (Character.id); null while none is chosen. */
  leaderId: z.string().max(64).nullable(),
});
export type SuTeamState = z.infer<typeof suTeamStateSchema>;

export const EMPTY_SU_TEAM_STATE: SuTeamState = { v: SU_TEAM_STATE_VERSION, leaderId: null };

/** The stored state, or the empty one for a new team (`{}`); anything else is a programmer error. */
export function readSuTeamState(stored: unknown): SuTeamState {
  if (stored !== null && typeof stored === "object" && Object.keys(stored).length === 0) return EMPTY_SU_TEAM_STATE;
  return suTeamStateSchema.parse(stored);
}
