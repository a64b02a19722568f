import type { SmfCharacter } from "@/lib/rules/smf";

/** A character on the team page's roster (getTeam), with what the page needs to offer its actions. */
export interface RosterEntry {
  character: SmfCharacter;
  hasFought: boolean;
  isRetired: boolean;
}
