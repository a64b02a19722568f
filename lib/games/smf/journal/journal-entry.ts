import { scenarioById, specialEventById } from "@/lib/rules/smf";
import { battleFacts, storyPointTotal, type CharacterRef, type InjuryFact, type TeamFacts } from "./battle-facts";
import type { JournalBattle } from "./journal-battle";
import { battleTitle, injuryLine, koLine, listOf, milestoneLine, storyPointLine, thrallLine } from "./journal-lines";

/** One team's part in an issue, as the journal tells it. */
export interface JournalTeam extends TeamFacts {
  /** The sum of this team's ledger entries in the battle (pre-battle and post-battle). */
  storyPoints: number;
  captures: Array<CharacterRef & { byTeamName: string | null }>;
  deaths: CharacterRef[];
}

/** The journal's entry for one issue: "#3 Night Shift beat Iron Syndicate" and what followed. */
export interface JournalEntry {
  battleId: string;
  issue: number;
  isUndone: boolean;
  /** Cancelled after dice were thrown: listed for its rolls, nothing of it applied. */
  isCancelled: boolean;
  resolvedAt: Date | null;
  undoneAt: Date | null;
  title: string;
  scenarioName: string | null;
  eventName: string | null;
  winnerNames: string[];
  /** The story of the issue, one sentence each, in the order things happened after the fight. */
  lines: string[];
  teams: JournalTeam[];
  /** Teams that did not fight but appear in the records (a captive released, a Phase 3 spend). */
  otherTeams: JournalTeam[];
  /** Non-empty when this issue took a team to the campaign goal (the anniversary issue). */
  campaignWinnerNames: string[];
  /** Everyone fielded, in the teams' order, for the "Characters in this issue" links. */
  characters: Array<{ teamId: string; characterId: string; name: string }>;
}

const isOutcome = (outcome: InjuryFact["outcome"]) => (injury: InjuryFact) => injury.outcome === outcome;

function journalTeam(facts: TeamFacts): JournalTeam {
  return {
    ...facts,
    storyPoints: storyPointTotal(facts),
    captures: facts.injuries.filter(isOutcome("captured")).map(({ characterId, characterName, byTeamName }) => ({ characterId, characterName, byTeamName })),
    deaths: facts.injuries.filter(isOutcome("dead")).map(({ characterId, characterName }) => ({ characterId, characterName })),
  };
}

/** "Night Shift fought with a guest star." for each team that brought any (L2694). */
function guestStarLines(battle: JournalBattle): string[] {
  return battle.teams.flatMap((t) => {
    const count = battle.guestStars?.[t.teamId] ?? 0;
    if (count <= 0) return [];
    return [`${t.teamName} fought with ${count === 1 ? "a guest star" : `${count} guest stars`}.`];
  });
}

function storyLines(teams: readonly JournalTeam[], campaignWinnerNames: readonly string[], first: readonly string[]): string[] {
  const lines: string[] = [...first];
  const each = (write: (team: JournalTeam) => Array<string | null>) => {
    for (const team of teams) for (const line of write(team)) if (line) lines.push(line);
  };
  each((t) => t.curses.map((c) => (c.delta > 0 ? `${c.characterName} went into the fight cursed.` : `${c.characterName}'s curse was lifted before the fight.`)));
  each((t) => [t.kos.length > 0 ? koLine(t.teamName, t.kos) : null]);
  each((t) => t.injuries.map(injuryLine));
  each((t) => t.thralls.map(thrallLine));
  each((t) => t.released.map((c) => `${c.characterName} is free again and back with ${t.teamName}.`));
  each((t) => t.specialChecks.map((c) => `${c.specialName}: ${c.characterName} ${c.isSuccess ? "pulled it off" : "came up short"}.`));
  each((t) => [t.base === "taken" ? `${t.teamName} took the fortress as its base.` : t.base === "lost" ? `${t.teamName} lost its base.` : null]);
  each((t) => [t.storyPointChanges.length > 0 ? storyPointLine(t.teamName, t.storyPointChanges) : null]);
  each((t) => [t.milestones.length > 0 ? milestoneLine(t.teamName, t.milestones, t.bumps) : null]);
  if (campaignWinnerNames.length > 0) lines.push(`${listOf(campaignWinnerNames)} reached the campaign goal: this is the anniversary issue!`);
  return lines;
}

/** Writes the journal's entry for a stored battle from its records alone (pure). */
export function journalEntry(battle: JournalBattle): JournalEntry {
  if (battle.cancelled) return cancelledEntry(battle, battle.cancelled.rollCount);
  const facts = battleFacts(battle);
  const teams = facts.teams.map(journalTeam);
  const otherTeams = facts.otherTeams.map(journalTeam);
  return {
    battleId: battle.id,
    issue: battle.issue,
    isUndone: battle.isUndone,
    isCancelled: false,
    resolvedAt: battle.resolvedAt,
    undoneAt: battle.undoneAt,
    title: teams.length > 0 ? battleTitle(teams) : `Issue #${battle.issue}`,
    scenarioName: battle.scenarioId ? scenarioById(battle.scenarioId).name : null,
    eventName: battle.specialEventId ? specialEventById(battle.specialEventId).name : null,
    winnerNames: teams.filter((t) => t.result === "WON").map((t) => t.teamName),
    lines: storyLines([...teams, ...otherTeams], facts.campaignWinnerNames, guestStarLines(battle)),
    teams,
    otherTeams,
    campaignWinnerNames: facts.campaignWinnerNames,
    characters: battle.teams.flatMap((t) => t.lineUp.map((c) => ({ teamId: t.teamId, characterId: c.characterId, name: c.name }))),
  };
}

/** A battle cancelled after its first die: only what the records can say without any effect. */
function cancelledEntry(battle: JournalBattle, rollCount: number): JournalEntry {
  const names = battle.teams.map((t) => t.teamName);
  return {
    battleId: battle.id,
    issue: battle.issue,
    isUndone: false,
    isCancelled: true,
    resolvedAt: null,
    undoneAt: null,
    title: names.length > 0 ? `${listOf(names)}: cancelled` : `Issue #${battle.issue}: cancelled`,
    scenarioName: battle.scenarioId ? scenarioById(battle.scenarioId).name : null,
    eventName: battle.specialEventId ? specialEventById(battle.specialEventId).name : null,
    winnerNames: [],
    lines: [`Cancelled after ${rollCount} ${rollCount === 1 ? "roll" : "rolls"}, which stay in the roll log; nothing of this issue was applied.`],
    teams: [],
    otherTeams: [],
    campaignWinnerNames: [],
    characters: [],
  };
}
