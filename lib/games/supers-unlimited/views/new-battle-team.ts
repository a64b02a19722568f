import type { SuCard } from "@/lib/rules/supers-unlimited";

/**
 * A league team as the record-a-battle form offers it: its readable cards by Level, its owner's own
 * teams first, and the line-up the form opens on (empty when the team does not play by default).
 */
export interface NewBattleTeam {
  teamId: string;
  name: string;
  ownerName: string;
  isMine: boolean;
  /** Each card under its row's id: the form checks the line-up with the rules as it is ticked. */
  characters: Array<{ id: string; name: string; level: number; card: SuCard }>;
  fieldedByDefault: string[];
}
