import type { SmfCharacter } from "@/lib/rules/smf";

/** The battle set-up page's teams, as its loader (loadSetUp) reads them and its form shows them. */

export interface SetUpCharacter {
  id: string;
  name: string;
  archetype: string;
  /** Why it cannot be fielded (dead, captured, sits out this battle: Rulings R18, R19); absent = available. */
  unavailable?: string;
  /** What it carries into this battle: injuries' penalties, curses. */
  notes: string[];
  /** The roster entry as the rules see it: the page counts the line-up's weight with the server's own check (Ruling R4). */
  character: SmfCharacter;
}

export interface SetUpTeam {
  teamId: string;
  name: string;
  ownerName: string;
  isMine: boolean;
  /** An unresolved battle this team already plays: it cannot start another. */
  openIssue?: number;
  /** Guest stars booked after an earlier battle: they join the team's next battle (L2694). */
  guestStarsPending: number;
  characters: SetUpCharacter[];
  /** Who is ticked when the page opens (empty: the team does not play unless someone is ticked). */
  fieldedByDefault: string[];
}
