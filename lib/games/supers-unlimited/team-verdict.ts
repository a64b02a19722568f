import { resolveTeamLeader, summarizeTeam, validateTeam, type SuCard, type SuProblem, type SuTeamSummary } from "@/lib/rules/supers-unlimited";
import { suRosterSettings, type SuLeagueSettings } from "./campaign-settings";

export type SuLeaderVerdict = ReturnType<typeof resolveTeamLeader>;

/** What a team page says of a roster: its summary, every problem the whole team has, and who leads it. */
export interface SuTeamVerdict {
  summary: SuTeamSummary;
  /** Every problem validateTeam finds (the cards', the budget's, Formation, Faction or Alignment, the leader choice). */
  problems: SuProblem[];
  leader: SuLeaderVerdict;
}

/**
 * The league's judgement of a team's roster (cards not retired), with the owner's leader choice.
 * A team may be illegal while it is built: the page shows this verdict and blocks nothing.
 * A choice of a card no longer on the roster counts as none.
 */
export function teamVerdict(settings: SuLeagueSettings, cards: readonly SuCard[], leaderId: string | null): SuTeamVerdict {
  const rosterSettings = suRosterSettings(settings);
  const chosen = leaderId !== null && cards.some((c) => c.id === leaderId) ? leaderId : null;
  const result = validateTeam(rosterSettings, cards, { leaderId: chosen });
  return { summary: summarizeTeam(rosterSettings, cards), problems: result.ok ? [] : result.problems, leader: resolveTeamLeader(cards, chosen) };
}
