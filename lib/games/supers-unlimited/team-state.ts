import { z } from "zod";
import { CLASSES, GIMMICK_IDS, type SuClass, type SuGimmickId } from "@/lib/rules/supers-unlimited";

export const SU_TEAM_STATE_VERSION = 1;

/**
 * A Supers Unlimited team's own state (Team.state). STORED AS JSON: changing this shape needs a
 * data migration and a new `v`. Holds the owner's choice of Team Leader among a tie (SU L384,
 * Ruling SU-R35) and its Gimmick pool (SU L972–L977: one pick per Class of each Super, `cardId`
 * the card's Character.id); a new team's `{}` reads as no choice, a state without a pool as an
 * empty one.
 */
export const suTeamStateSchema = z.object({
  v: z.literal(SU_TEAM_STATE_VERSION),
  /** The chosen leader's card (Character.id); null while none is chosen. */
  leaderId: z.string().max(64).nullable(),
  /** Optional within v1: states written before the pool existed have none. */
  gimmickPool: z
    .array(
      z.object({
        cardId: z.string().max(64),
        class: z.custom<SuClass>((value) => CLASSES.some((c) => c.id === value)),
        gimmick: z.custom<SuGimmickId>((value) => (GIMMICK_IDS as readonly unknown[]).includes(value)),
      }),
    )
    .optional(),
});
export type SuTeamState = z.infer<typeof suTeamStateSchema>;

export const EMPTY_SU_TEAM_STATE: SuTeamState = { v: SU_TEAM_STATE_VERSION, leaderId: null };

/** The stored state, or the empty one for a new team (`{}`); anything else is a programmer error. */
export function readSuTeamState(stored: unknown): SuTeamState {
  if (stored !== null && typeof stored === "object" && Object.keys(stored).length === 0) return EMPTY_SU_TEAM_STATE;
  return suTeamStateSchema.parse(stored);
}
