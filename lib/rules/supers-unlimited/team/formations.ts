import type { SuCard } from "../card/card";
import { isHenchman, isSuper } from "../card/derive-card";
import type { SuRosterSettings } from "../card/roster-settings";
import { levelBlocks, teamLevels } from "./budget";
import { count, namesList } from "./words";

/** SU L386–L392: the three Formations; a team plays one of them (Ruling SU-R39). */
export const FORMATIONS = [
  { id: "super-force", name: "Super Force", line: 390 },
  { id: "combined-team", name: "Combined Team", line: 391 },
  { id: "goon-squad", name: "Goon Squad", line: 392 },
] as const;
export type SuFormation = (typeof FORMATIONS)[number]["id"];

/** SU L391: a Combined Team has at most one Super of this Level or above. */
export const COMBINED_TEAM_TOP_LEVEL = 7;
/** SU L391–L392: one side's Levels must be at least this many times the other's. */
export const FORMATION_LEVEL_RATIO = 2;
/** SU L392: a Goon Squad may have one Super per this many Levels (Ruling SU-R32). */
export const GOON_SQUAD_LEVELS_PER_SUPER = 50;

/** One condition of a rule the team breaks: words for the player and the characters concerned. */
export interface SuBrokenCondition {
  reason: string;
  characters: string[];
}

const ids = (cards: readonly SuCard[]) => cards.map((c) => c.id);
const levelsOf = (cards: readonly SuCard[]) => namesList(cards.map((c) => ({ name: `${c.name.trim() || "an unnamed character"} (Level ${c.level})` })));

/** Every condition of the Formation the team breaks; none when it meets it. */
export function formationBreaks(formation: SuFormation, cards: readonly SuCard[], settings: SuRosterSettings): SuBrokenCondition[] {
  const supers = cards.filter(isSuper);
  const henchmen = cards.filter(isHenchman);
  const superLevels = teamLevels(supers);
  const henchmanLevels = teamLevels(henchmen);
  const broken: SuBrokenCondition[] = [];

  if (formation === "super-force" && henchmen.length > 0) {
    broken.push({ reason: `it allows no Henchmen, and the team has ${count(henchmen.length, "Henchman", "Henchmen")}: ${namesList(henchmen)}`, characters: ids(henchmen) });
  }
  if (formation === "combined-team") {
    if (superLevels < FORMATION_LEVEL_RATIO * henchmanLevels) {
      broken.push({
        reason: `the Supers' Levels (${superLevels}) must be at least twice the Henchmen's (${henchmanLevels})`,
        characters: [],
      });
    }
    const top = supers.filter((c) => c.level >= COMBINED_TEAM_TOP_LEVEL);
    if (top.length > 1) {
      broken.push({ reason: `only one Super may be Level ${COMBINED_TEAM_TOP_LEVEL} or above, and the team has ${top.length}: ${levelsOf(top)}`, characters: ids(top) });
    }
  }
  if (formation === "goon-squad") {
    if (henchmanLevels < FORMATION_LEVEL_RATIO * superLevels) {
      broken.push({ reason: `the Henchmen's Levels (${henchmanLevels}) must be at least twice the Supers' (${superLevels})`, characters: [] });
    }
    const allowed = levelBlocks(GOON_SQUAD_LEVELS_PER_SUPER, settings, cards);
    if (allowed !== null && supers.length > allowed) {
      broken.push({
        reason: `it allows one Super per ${GOON_SQUAD_LEVELS_PER_SUPER} Levels, ${allowed === 0 ? "so none" : `so ${allowed}`} in this game, and the team has ${supers.length}: ${namesList(supers)}`,
        characters: ids(supers),
      });
    }
  }
  return broken;
}

/** The Formations the team meets, in the book's order. */
export function formationsMet(cards: readonly SuCard[], settings: SuRosterSettings): SuFormation[] {
  return FORMATIONS.map((f) => f.id).filter((f) => formationBreaks(f, cards, settings).length === 0);
}
