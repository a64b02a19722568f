/**
 * A league team as the record-a-battle form offers it: its readable cards by Level, its owner's own
 * teams first, and the line-up the form opens on (empty when the team does not play by default).
 */
export interface NewBattleTeam {
  teamId: string;
  name: string;
  ownerName: string;
  isMine: boolean;
  characters: Array<{ id: string; name: string; level: number }>;
  fieldedByDefault: string[];
}
