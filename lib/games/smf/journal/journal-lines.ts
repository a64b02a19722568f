import type { InjuryOutcome, KnockedOutCharacter, StoryPointReason } from "@/lib/rules/smf";
import type { BumpFact, InjuryFact, KoFact, StoryPointFact, TeamFacts, ThrallFact } from "./battle-facts";

/**
 * The journal's sentences, in Longbox's own words: short, a little lively, and every fact in
 * them taken from the records (names, outcomes, numbers).
 */

const TRACKS: Record<KnockedOutCharacter["track"], string> = { body: "Body", psyche: "Psyche", both: "Body and Psyche" };

const REASONS: Record<StoryPointReason, string> = {
  reward: "reward",
  objective: "objective",
  event: "special event",
  "inspired-recovery": "inspired recovery",
  "base-income": "base income",
  "base-lost": "base lost",
  "artifact-upkeep": "artifact upkeep",
  "guest-star": "guest star",
  vehicle: "vehicle",
  quiver: "quiver",
  grimoire: "grimoire",
  "curse-lift": "curse lift",
  correction: "correction",
};

/** "+2", "−1" (a real minus sign). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function trackName(track: KnockedOutCharacter["track"]): string {
  return TRACKS[track];
}

export function reasonName(reason: StoryPointReason): string {
  return REASONS[reason];
}

/** "Night Shift beat Iron Syndicate", "Night Shift and Iron Syndicate fought to a draw". */
export function battleTitle(teams: ReadonlyArray<Pick<TeamFacts, "teamName" | "result">>): string {
  const winners = teams.filter((t) => t.result === "WON").map((t) => t.teamName);
  const others = teams.filter((t) => t.result !== "WON").map((t) => t.teamName);
  if (winners.length === 0) return `${listOf(teams.map((t) => t.teamName))} fought to a draw`;
  return others.length > 0 ? `${listOf(winners)} beat ${listOf(others)}` : `${listOf(winners)} won`;
}

export function koLine(teamName: string, kos: readonly KoFact[]): string {
  return `Knocked out for ${teamName}: ${listOf(kos.map((k) => `${k.characterName} (${trackName(k.track)})`))}.`;
}

const INJURY_SENTENCES: Record<InjuryOutcome, (name: string, by: string | null) => string> = {
  dead: (name) => `${name} fell and will not be back.`,
  captured: (name, by) => `${name} was taken captive${by ? ` by ${by}` : ""}.`,
  "grievous-injury": (name) => `${name} suffered a grievous injury and sits out the next battle.`,
  "serious-injuries": (name) => `${name} took serious injuries: slower and weaker next battle.`,
  "light-injury": (name) => `${name} picked up a light injury: a step slower next battle.`,
  "minor-scrapes": (name) => `${name} walked it off with minor scrapes.`,
  "settle-the-score": (name, by) => `${name} swore to settle the score${by ? ` with ${by}` : ""}.`,
  "inspired-recovery": (name) => `${name} made an inspired recovery.`,
};

export function injuryLine(injury: InjuryFact): string {
  return INJURY_SENTENCES[injury.outcome](injury.characterName, injury.byTeamName);
}

export function thrallLine(thrall: ThrallFact): string {
  return `${thrall.characterName} rose again as ${thrall.vampireName}'s thrall${thrall.isVampire ? ", and a Vampire too" : ""}.`;
}

export function storyPointLine(teamName: string, entries: readonly StoryPointFact[]): string {
  const total = entries.reduce((sum, e) => sum + e.delta, 0);
  const parts = entries.map((e) => `${reasonName(e.reason)} ${signed(e.delta)}`);
  return `${teamName}: ${signed(total)} SP (${parts.join(", ")}).`;
}

/** "+1 Re-roll to pre- and post-battle checks — Athletics (General)". */
export function bumpName(bump: Pick<BumpFact, "rowName" | "target" | "tableName">): string {
  return `${bump.rowName}${bump.target ? ` — ${bump.target}` : ""} (${bump.tableName})`;
}

export function bumpText(bump: BumpFact): string {
  return `${bump.characterName}: ${bumpName(bump)}`;
}

export function milestoneLine(teamName: string, milestones: readonly number[], bumps: readonly BumpFact[]): string {
  const reached = milestones.length === 1 ? `milestone ${milestones[0]}` : `milestones ${listOf(milestones.map(String))}`;
  return bumps.length > 0 ? `${teamName} reached ${reached}. Bumps: ${bumps.map(bumpText).join("; ")}.` : `${teamName} reached ${reached}.`;
}
