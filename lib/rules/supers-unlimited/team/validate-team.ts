import type { SuCard } from "../card/card";
import { characterKind } from "../card/derive-card";
import { problem, toResult, underField, type SuProblem, type SuValidationResult } from "../card/problem";
import type { SuRosterSettings } from "../card/roster-settings";
import { validateCard } from "../card/validate-card";
import { levelsBudget, levelBlocks, teamLevels } from "./budget";
import { alignmentTeamBreaks, compositionsMet, factionTeamBreaks, guestStarsAllowed, teamFaction, TEAM_COMPOSITIONS, type SuTeamComposition } from "./faction-or-alignment";
import { FORMATIONS, formationBreaks, formationsMet, GOON_SQUAD_LEVELS_PER_SUPER, type SuBrokenCondition, type SuFormation } from "./formations";
import { resolveTeamLeader, teamLeader, type SuTeamLeader } from "./team-leader";
import { namesList } from "./words";

/**
 * What the player says about the team, each optional: the Formation and the kind of team they
 * play (Ruling SU-R39: unnamed, any that fits will do) and the leader they chose among a tie
 * (Ruling SU-R35).
 */
export interface SuTeamChoices {
  formation?: SuFormation | null;
  composition?: SuTeamComposition | null;
  leaderId?: string | null;
}

const formationName = (f: SuFormation) => FORMATIONS.find((row) => row.id === f)!.name;
const compositionName = (c: SuTeamComposition) => TEAM_COMPOSITIONS.find((row) => row.id === c)!.name;
const sentence = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;
const allIds = (broken: readonly SuBrokenCondition[]) => [...new Set(broken.flatMap((b) => b.characters))];

/**
 * Checks a whole team for one game and returns every problem at once (SU L378–L401): each card,
 * the same character twice, the Levels budget, the Formation, Faction or Alignment Team, and the
 * chosen Team Leader. Each problem names its field (`cards[2].level`, `cards`, `formation` …) and
 * the characters it is about.
 */
export function validateTeam(settings: SuRosterSettings, cards: readonly SuCard[], choices: SuTeamChoices = {}): SuValidationResult {
  const problems: SuProblem[] = [];
  if (cards.length === 0) {
    problems.push(problem("empty-team", "cards", "A team has at least one character.", { line: 257 }));
  }
  const seen = new Set<string>();
  cards.forEach((card, i) => {
    const field = `cards[${i}]`;
    const result = validateCard(card);
    if (!result.ok)
      problems.push(...underField(field, result.problems).map((p) => ({ ...p, message: `${card.name.trim() || "A character"}: ${p.message}`, characters: [card.id] })));
    if (seen.has(card.id)) problems.push(problem("duplicate-character", field, `${card.name} is already on the team.`, undefined, [card.id]));
    seen.add(card.id);
  });
  if (cards.length === 0) return toResult(problems);

  problems.push(...budgetProblems(settings, cards));
  problems.push(...formationProblems(settings, cards, choices.formation ?? null));
  problems.push(...compositionProblems(settings, cards, choices.composition ?? null));

  const leader = resolveTeamLeader(cards, choices.leaderId ?? null);
  if (leader.kind === "not-eligible") {
    const chosen = cards.find((c) => c.id === choices.leaderId);
    const who = chosen ? chosen.name : "The character chosen";
    problems.push(
      problem(
        "invalid-leader",
        "leaderId",
        `${who} cannot be the Team Leader: it is ${namesList(leader.candidates)}${leader.candidates.length > 1 ? ", as the owner chooses" : ""} (the highest Level with Leadership, or the highest Level when none has it).`,
        { line: 384, ruling: "SU-R35" },
        chosen ? [chosen.id] : [],
      ),
    );
  }
  return toResult(problems);
}

function budgetProblems(settings: SuRosterSettings, cards: readonly SuCard[]): SuProblem[] {
  const budget = levelsBudget(settings);
  if (!budget.ok) return [budget.problem];
  const levels = teamLevels(cards);
  return levels > budget.levels ? [problem("over-budget", "cards", `The team has ${levels} Levels; this game allows ${budget.levels}.`, { line: 382 })] : [];
}

function formationProblems(settings: SuRosterSettings, cards: readonly SuCard[], declared: SuFormation | null): SuProblem[] {
  const line = (f: SuFormation) => FORMATIONS.find((row) => row.id === f)!.line;
  if (declared) {
    return formationBreaks(declared, cards, settings).map((b) =>
      problem("formation", "formation", `Breaks the ${formationName(declared)} Formation: ${b.reason}.`, { line: line(declared), ruling: "SU-R39" }, b.characters),
    );
  }
  if (formationsMet(cards, settings).length > 0) return [];
  const all = FORMATIONS.map((f) => ({ f: f.id, broken: formationBreaks(f.id, cards, settings) }));
  const reasons = all.map(({ f, broken }) => `${formationName(f)}: ${broken.map((b) => b.reason).join("; ")}`);
  return [
    problem("formation", "cards", `Fits none of the three Formations. ${reasons.map(sentence).join(". ")}.`, { line: 386, ruling: "SU-R39" }, allIds(all.flatMap((a) => a.broken))),
  ];
}

function compositionProblems(settings: SuRosterSettings, cards: readonly SuCard[], declared: SuTeamComposition | null): SuProblem[] {
  const breaks = (c: SuTeamComposition) => (c === "faction" ? factionTeamBreaks(cards, settings) : alignmentTeamBreaks(cards, settings));
  const line = (c: SuTeamComposition) => TEAM_COMPOSITIONS.find((row) => row.id === c)!.line;
  if (declared) {
    return breaks(declared).map((b) =>
      problem("faction-or-alignment", "composition", `Breaks the ${compositionName(declared)} rule: ${b.reason}.`, { line: line(declared), ruling: "SU-R39" }, b.characters),
    );
  }
  if (compositionsMet(cards, settings).length > 0) return [];
  const all = TEAM_COMPOSITIONS.map((c) => ({ c: c.id, broken: breaks(c.id) }));
  const reasons = all.map(({ c, broken }) => `${compositionName(c)}: ${broken.map((b) => b.reason).join("; ")}`);
  return [
    problem(
      "faction-or-alignment",
      "cards",
      `Is neither a Faction Team nor an Alignment Team. ${reasons.map(sentence).join(". ")}.`,
      { line: 394, ruling: "SU-R39" },
      allIds(all.flatMap((a) => a.broken)),
    ),
  ];
}

/**
 * The GameSystem roster hook (`roster.validateEntry`): one card joining (or edited within) a
 * roster, which in Supers Unlimited is the team (SU L257, L382). Checks what adding the card can
 * make wrong for good: the card itself and the Levels budget. Formation and Faction or Alignment
 * are checked on the whole team (validateTeam), since a team passes through illegal mixes while
 * it is built. `roster` may hold the candidate's earlier version (same id): it is replaced.
 */
export function validateEntry(settings: SuRosterSettings, candidate: SuCard, roster: readonly SuCard[]): SuValidationResult {
  const problems: SuProblem[] = [];
  const result = validateCard(candidate);
  if (!result.ok) problems.push(...result.problems);
  const budget = levelsBudget(settings);
  if (!budget.ok) problems.push(budget.problem);
  else {
    const levels = teamLevels([...roster.filter((c) => c.id !== candidate.id), candidate]);
    if (levels > budget.levels) {
      problems.push(
        problem("over-budget", "level", `With ${candidate.name.trim() || "this character"} the team has ${levels} Levels; this game allows ${budget.levels}.`, { line: 382 }, [
          candidate.id,
        ]),
      );
    }
  }
  return toResult(problems);
}

/** What a team builder shows as the team grows: counts, the budget, what the team is and who leads it. */
export interface SuTeamSummary {
  levels: number;
  /** Null when the budget setting is broken. */
  budget: number | null;
  supers: number;
  henchmen: number;
  /** Cards whose Level makes them neither (outside 1–10, SU L380): counted in neither, refused as `invalid-level`. */
  neither: number;
  superLevels: number;
  henchmanLevels: number;
  formations: SuFormation[];
  compositions: SuTeamComposition[];
  faction: string | null;
  guestStars: number;
  guestStarsAllowed: number | null;
  supersAllowedInGoonSquad: number | null;
  leader: SuTeamLeader;
}

export function summarizeTeam(settings: SuRosterSettings, cards: readonly SuCard[]): SuTeamSummary {
  const supers = cards.filter((c) => characterKind(c) === "super");
  const henchmen = cards.filter((c) => characterKind(c) === "henchman");
  const budget = levelsBudget(settings);
  const { faction, guestStars } = teamFaction(cards);
  return {
    levels: teamLevels(cards),
    budget: budget.ok ? budget.levels : null,
    supers: supers.length,
    henchmen: henchmen.length,
    neither: cards.length - supers.length - henchmen.length,
    superLevels: teamLevels(supers),
    henchmanLevels: teamLevels(henchmen),
    formations: cards.length > 0 ? formationsMet(cards, settings) : [],
    compositions: cards.length > 0 ? compositionsMet(cards, settings) : [],
    faction,
    guestStars: guestStars.length,
    guestStarsAllowed: guestStarsAllowed(settings, cards),
    supersAllowedInGoonSquad: levelBlocks(GOON_SQUAD_LEVELS_PER_SUPER, settings, cards),
    leader: teamLeader(cards),
  };
}
