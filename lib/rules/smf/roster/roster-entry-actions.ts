import type { CharacterCampaignState } from "../character";

/** What may still be done to one roster entry; the team page offers exactly these and the services refuse the rest. */
export interface RosterEntryActions {
  /** Change the build (kind, powers, boosts…): only before the character's first battle. */
  canRebuild: boolean;
  /** Remove without a trace: a draft that never fought. */
  canDelete: boolean;
  /** Leave the roster for good: not the fallen, who stay in memoriam, nor the already retired. */
  canRetire: boolean;
}

export function rosterEntryActions({ state, hasFought }: { state: Pick<CharacterCampaignState, "status">; hasFought: boolean }): RosterEntryActions {
  if (state.status === "retired") return { canRebuild: false, canDelete: false, canRetire: false };
  return { canRebuild: !hasFought, canDelete: !hasFought, canRetire: state.status !== "dead" };
}
