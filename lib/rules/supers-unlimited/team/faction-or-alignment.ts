import type { SuCard } from "../card/card";
import type { SuRosterSettings } from "../card/roster-settings";
import type { SuAlignment } from "../card/tables";
import { levelBlocks } from "./budget";
import type { SuBrokenCondition } from "./formations";
import { count, namesList } from "./words";

/** SU L394–L397: a team is a Faction Team or an Alignment Team. */
export const TEAM_COMPOSITIONS = [
  { id: "faction", name: "Faction Team", line: 396 },
  { id: "alignment", name: "Alignment Team", line: 397 },
] as const;
export type SuTeamComposition = (typeof TEAM_COMPOSITIONS)[number]["id"];

/** SU L396: one Guest Star per this many Levels (Ruling SU-R32). */
export const LEVELS_PER_GUEST_STAR = 25;

/**
 * The Faction most of the team shares (Ruling SU-R31), its members and the Guest Stars (the
 * others, cards without a Faction symbol included). Equal counts: the first in alphabetical
 * order, which needs the same number of Guest Stars as any other.
 */
export function teamFaction(cards: readonly SuCard[]): { faction: string | null; members: SuCard[]; guestStars: SuCard[] } {
  const counts = new Map<string, number>();
  for (const c of cards) if (c.faction !== null) counts.set(c.faction, (counts.get(c.faction) ?? 0) + 1);
  const faction = [...counts.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]?.[0] ?? null;
  return { faction, members: cards.filter((c) => c.faction !== null && c.faction === faction), guestStars: cards.filter((c) => c.faction === null || c.faction !== faction) };
}

/** How many Guest Stars a Faction Team may have (SU L396, Ruling SU-R32); null when the budget setting is broken. */
export function guestStarsAllowed(settings: SuRosterSettings, cards: readonly SuCard[]): number | null {
  return levelBlocks(LEVELS_PER_GUEST_STAR, settings, cards);
}

/** What keeps the team from being a Faction Team (SU L396); none when it is one. */
export function factionTeamBreaks(cards: readonly SuCard[], settings: SuRosterSettings): SuBrokenCondition[] {
  const { faction, guestStars } = teamFaction(cards);
  const allowed = guestStarsAllowed(settings, cards);
  if (allowed === null || guestStars.length <= allowed) return [];
  const allowedWords = `one Guest Star per ${LEVELS_PER_GUEST_STAR} Levels is allowed, ${allowed === 0 ? "so none" : `so ${allowed}`} in this game`;
  const reason =
    faction === null
      ? `no character shows a Faction symbol, so all ${guestStars.length} would be Guest Stars, and ${allowedWords}`
      : `${count(guestStars.length, "character is", "characters are")} not of the ${faction} Faction (${namesList(guestStars)}), and ${allowedWords}`;
  return [{ reason, characters: guestStars.map((c) => c.id) }];
}

const ALIGNMENT_NAMES: Record<SuAlignment, [string, string]> = { hero: ["Hero", "Heroes"], villain: ["Villain", "Villains"], "anti-hero": ["Anti-Hero", "Anti-Heroes"] };
const alignmentCount = (n: number, a: SuAlignment) => count(n, ALIGNMENT_NAMES[a][0], ALIGNMENT_NAMES[a][1]);

/**
 * What keeps the team from being an Alignment Team (SU L397, Ruling SU-R33): at least half its
 * characters Heroes, or Villains; no more than half Anti-Heroes; and by default the rest
 * Anti-Heroes. Counted in characters, halves not rounded.
 */
export function alignmentTeamBreaks(cards: readonly SuCard[], settings: SuRosterSettings): SuBrokenCondition[] {
  const of = (a: SuAlignment) => cards.filter((c) => c.alignment === a);
  const main: SuAlignment = of("villain").length > of("hero").length ? "villain" : "hero";
  const other: SuAlignment = main === "hero" ? "villain" : "hero";
  const n = cards.length;
  const broken: SuBrokenCondition[] = [];
  if (2 * of(main).length < n) {
    broken.push({ reason: `at least half the characters must be Heroes, or Villains, and the team has ${alignmentCount(of(main).length, main)} of ${n}`, characters: [] });
  }
  const antiHeroes = of("anti-hero");
  if (2 * antiHeroes.length > n) {
    broken.push({
      reason: `no more than half the characters may be Anti-Heroes, and ${antiHeroes.length} of ${n} are: ${namesList(antiHeroes)}`,
      characters: antiHeroes.map((c) => c.id),
    });
  }
  const others = of(other);
  if (settings.alignmentTeamRest === "anti-heroes-only" && others.length > 0 && of(main).length > 0) {
    broken.push({
      reason: `the characters who are not ${ALIGNMENT_NAMES[main][1]} must be Anti-Heroes, and ${namesList(others)} ${others.length === 1 ? "is a" : "are"} ${ALIGNMENT_NAMES[other][others.length === 1 ? 0 : 1]}`,
      characters: others.map((c) => c.id),
    });
  }
  return broken;
}

/** The kinds of team this one is (both, one or none). */
export function compositionsMet(cards: readonly SuCard[], settings: SuRosterSettings): SuTeamComposition[] {
  return [
    ...(factionTeamBreaks(cards, settings).length === 0 ? (["faction"] as const) : []),
    ...(alignmentTeamBreaks(cards, settings).length === 0 ? (["alignment"] as const) : []),
  ];
}
