import type { KnockedOutCharacter } from "@/lib/rules/smf";
import { battleFacts, type BumpFact, type InjuryFact, type SpecialCheckFact, type StoryPointFact, type TeamFacts } from "./battle-facts";
import type { JournalBattle } from "./journal-battle";
import { battleTitle, bumpName, injuryLine, reasonName, signed, trackName } from "./journal-lines";

/** What one issue meant for one character, from the battle's records. */
export interface CharacterHistoryEntry {
  battleId: string;
  issue: number;
  isUndone: boolean;
  /** The issue's title, as the journal has it. */
  title: string;
  /** The character's team in that battle and how it did. */
  teamName: string | null;
  result: TeamFacts["result"];
  isFielded: boolean;
  ko: KnockedOutCharacter["track"] | null;
  injury: Pick<InjuryFact, "outcome" | "outcomeName" | "byTeamName"> | null;
  wasCaptured: boolean;
  died: boolean;
  /** This character is a thrall first raised in this issue. */
  raisedBy: { vampireName: string; isVampire: boolean; foeName: string } | null;
  /** Foes this character (a Vampire) raised as thralls. */
  thralls: string[];
  wasReleased: boolean;
  bumps: Array<Omit<BumpFact, "characterId" | "characterName">>;
  specialChecks: Array<Pick<SpecialCheckFact, "specialName" | "isSuccess">>;
  /** Curses gained (+1) or lifted (−1) before the fight. */
  curses: Array<1 | -1>;
  /** Story points credited to this character's deeds (ledger entries naming it). */
  storyPoints: number;
  storyPointChanges: Array<Omit<StoryPointFact, "character">>;
  /** The entry in a few sentences. */
  lines: string[];
}

const FOUGHT = { WON: " and won", LOST: " and lost", DRAW: " to a draw" } as const;
const SAT_OUT = { WON: "won", LOST: "lost", DRAW: "drew" } as const;

function entryFor(battle: JournalBattle, characterId: string): CharacterHistoryEntry | null {
  const facts = battleFacts(battle);
  const team = [...facts.teams, ...facts.otherTeams].find(
    (t) =>
      t.fielded.some((c) => c.characterId === characterId) ||
      t.kos.some((c) => c.characterId === characterId) ||
      t.injuries.some((c) => c.characterId === characterId) ||
      t.bumps.some((c) => c.characterId === characterId) ||
      t.released.some((c) => c.characterId === characterId) ||
      t.specialChecks.some((c) => c.characterId === characterId) ||
      t.curses.some((c) => c.characterId === characterId) ||
      t.storyPointChanges.some((c) => c.character?.characterId === characterId) ||
      t.thralls.some((c) => c.thrallId === characterId || c.vampireId === characterId),
  );
  if (!team) return null;

  const isFielded = team.fielded.some((c) => c.characterId === characterId);
  const ko = team.kos.find((c) => c.characterId === characterId)?.track ?? null;
  const injury = team.injuries.find((c) => c.characterId === characterId) ?? null;
  const raised = team.thralls.find((t) => t.thrallId === characterId);
  const thralls = team.thralls.filter((t) => t.vampireId === characterId).map((t) => t.characterName);
  const wasReleased = team.released.some((c) => c.characterId === characterId);
  const bumps = team.bumps.filter((b) => b.characterId === characterId).map(({ table, tableName, row, rowName, target }) => ({ table, tableName, row, rowName, target }));
  const specialChecks = team.specialChecks.filter((c) => c.characterId === characterId).map(({ specialName, isSuccess }) => ({ specialName, isSuccess }));
  const curses = team.curses.filter((c) => c.characterId === characterId).map((c) => c.delta);
  const storyPointChanges = team.storyPointChanges.filter((c) => c.character?.characterId === characterId).map(({ delta, reason, note }) => ({ delta, reason, note }));
  const storyPoints = storyPointChanges.reduce((sum, c) => sum + c.delta, 0);

  const lines: string[] = [];
  if (raised) lines.push(`Rose from ${raised.characterName}'s fall as ${raised.vampireName}'s thrall${raised.isVampire ? ", a Vampire too" : ""}.`);
  else if (!team.isInBattle) lines.push("Not in this battle.");
  else if (isFielded) lines.push(`Fought for ${team.teamName}${team.result ? FOUGHT[team.result] : ""}.`);
  else lines.push(`Sat this one out${team.result ? `; ${team.teamName} ${SAT_OUT[team.result]}` : ""}.`);
  for (const delta of curses) lines.push(delta > 0 ? "Went into the fight cursed." : "Had a curse lifted before the fight.");
  if (ko) lines.push(`Knocked out (${trackName(ko)}).`);
  if (injury) lines.push(injuryLine(injury));
  for (const foe of thralls) lines.push(`Raised ${foe} as a thrall.`);
  if (wasReleased) lines.push("Set free from captivity.");
  for (const check of specialChecks) lines.push(`${check.specialName}: ${check.isSuccess ? "pulled it off" : "came up short"}.`);
  if (storyPointChanges.length > 0) lines.push(`Story points: ${storyPointChanges.map((c) => `${signed(c.delta)} (${reasonName(c.reason)})`).join(", ")}.`);
  for (const bump of bumps) lines.push(`Bump: ${bumpName(bump)}.`);

  return {
    battleId: battle.id,
    issue: battle.issue,
    isUndone: battle.isUndone,
    title: battleTitle(facts.teams),
    teamName: team.teamName,
    result: team.result,
    isFielded,
    ko,
    injury: injury ? { outcome: injury.outcome, outcomeName: injury.outcomeName, byTeamName: injury.byTeamName } : null,
    wasCaptured: injury?.outcome === "captured",
    died: injury?.outcome === "dead",
    raisedBy: raised ? { vampireName: raised.vampireName, isVampire: raised.isVampire, foeName: raised.characterName } : null,
    thralls,
    wasReleased,
    bumps,
    specialChecks,
    curses,
    storyPoints,
    storyPointChanges,
    lines,
  };
}

/**
 * A character's history, issue by issue, in the order the battles are given (the service gives
 * newest first): only the issues whose records mention the character (pure).
 */
export function characterHistory(characterId: string, battles: readonly JournalBattle[]): CharacterHistoryEntry[] {
  return battles.map((battle) => entryFor(battle, characterId)).filter((entry): entry is CharacterHistoryEntry => entry !== null);
}
