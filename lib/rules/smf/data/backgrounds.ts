import type { BackgroundId, CheckCategory } from "../character";

/**
 * The 18 backgrounds and the pre/post-battle check dice each gives (SMF Ch. 2 L1159–L1237,
 * Ch. 5 reminder table L2026–L2062). Backgrounds give no in-battle bonus; their only use is
 * dice on pre- and post-battle checks.
 */

export interface CheckDice {
  category: CheckCategory;
  dice: number;
}

export interface BackgroundRow {
  id: BackgroundId;
  name: string;
  line: number;
  /** Our own one-line summary. */
  description: string;
  /** Fixed dice. Empty for Alien / Dimensional, whose category is chosen at creation. */
  checkDice: readonly CheckDice[];
  /** Alien / Dimensional: the categories one of which is chosen, and the dice it gets. */
  chooseOne?: { categories: readonly ("magical" | "science")[]; dice: number };
}

export const BACKGROUND_TABLE = [
  {
    id: "alien-dimensional",
    name: "Alien / Dimensional",
    line: 1165,
    description: "Comes from another world or another plane.",
    checkDice: [],
    chooseOne: { categories: ["magical", "science"], dice: 2 },
  }, // L1165
  { id: "arcane", name: "Arcane", line: 1169, description: "Schooled in magic and the occult.", checkDice: [{ category: "magical", dice: 2 }] }, // L1169
  { id: "art", name: "Art", line: 1173, description: "Makes art or writes for a living.", checkDice: [{ category: "creative", dice: 2 }] }, // L1173
  { id: "athletics", name: "Athletics", line: 1177, description: "Has a serious sporting past.", checkDice: [{ category: "adventure", dice: 2 }] }, // L1177
  { id: "blue-collar", name: "Blue Collar", line: 1181, description: "Works a trade or labours with their hands.", checkDice: [{ category: "image", dice: 2 }] }, // L1181
  { id: "business", name: "Business", line: 1187, description: "Runs, or ran, a successful business.", checkDice: [{ category: "resource", dice: 2 }] }, // L1187
  { id: "criminal", name: "Criminal", line: 1191, description: "Has a history on the wrong side of the law.", checkDice: [{ category: "underworld", dice: 2 }] }, // L1191
  {
    id: "espionage",
    name: "Espionage",
    line: 1195,
    description: "Worked in covert operations.",
    checkDice: [
      { category: "adventure", dice: 1 },
      { category: "military", dice: 1 },
    ],
  }, // L1195
  { id: "exploration", name: "Exploration", line: 1199, description: "Has travelled rough country the world over.", checkDice: [{ category: "adventure", dice: 2 }] }, // L1199
  {
    id: "high-society",
    name: "High Society",
    line: 1203,
    description: "Wealthy and at home among the elite.",
    checkDice: [
      { category: "image", dice: 1 },
      { category: "resource", dice: 1 },
    ],
  }, // L1203
  {
    id: "journalist",
    name: "Journalist",
    line: 1207,
    description: "Reports the news in print, on screen or online.",
    checkDice: [
      { category: "image", dice: 1 },
      { category: "investigation", dice: 1 },
    ],
  }, // L1207
  { id: "medicine", name: "Medicine", line: 1211, description: "Trained to heal the sick.", checkDice: [{ category: "science", dice: 2 }] }, // L1211
  { id: "military", name: "Military", line: 1215, description: "Serves, or served, as a soldier.", checkDice: [{ category: "military", dice: 2 }] }, // L1215
  {
    id: "monarch",
    name: "Monarch",
    line: 1219,
    description: "Has royal blood and a throne somewhere.",
    checkDice: [
      { category: "image", dice: 1 },
      { category: "resource", dice: 1 },
    ],
  }, // L1219
  {
    id: "performance",
    name: "Performance",
    line: 1223,
    description: "Trained to act, dance or perform.",
    checkDice: [
      { category: "creative", dice: 1 },
      { category: "image", dice: 1 },
    ],
  }, // L1223
  { id: "public-safety", name: "Public Safety", line: 1227, description: "Police, firefighter, ranger or investigator.", checkDice: [{ category: "investigation", dice: 2 }] }, // L1227
  { id: "science", name: "Science", line: 1231, description: "Knows technical and scientific subjects.", checkDice: [{ category: "science", dice: 2 }] }, // L1231
  // Ruling R1: the Ch. 2 entry (L1235) wins by default; the Ch. 5 table (L2062) is a setting.
  {
    id: "social-science",
    name: "Social Science",
    line: 1235,
    description: "Studied law, history, politics or another soft discipline.",
    checkDice: [
      { category: "adventure", dice: 1 },
      { category: "investigation", dice: 1 },
    ],
  }, // L1235
] as const satisfies readonly BackgroundRow[];

export const BACKGROUND_ROWS: readonly BackgroundRow[] = BACKGROUND_TABLE;

/** Ruling R1 setting "ch5-table": Social Sciences per the Ch. 5 reminder table (L2062). */
export const SOCIAL_SCIENCE_CH5_DICE = [
  { category: "adventure", dice: 1 },
  { category: "image", dice: 1 },
] as const satisfies readonly CheckDice[];

export type SocialScienceVariant = "ch2" | "ch5-table";

export function backgroundRow(id: BackgroundId): BackgroundRow {
  const row = BACKGROUND_ROWS.find((b) => b.id === id);
  if (!row) throw new Error(`Unknown background ${id}`);
  return row;
}

/**
 * The check dice a background gives. `chosenCategory` is Alien / Dimensional's creation choice;
 * without it that background gives nothing (the validator reports the missing choice).
 */
export function backgroundCheckDice(id: BackgroundId, chosenCategory?: "magical" | "science", socialScienceVariant: SocialScienceVariant = "ch2"): readonly CheckDice[] {
  if (id === "social-science" && socialScienceVariant === "ch5-table") return SOCIAL_SCIENCE_CH5_DICE; // Ruling R1
  const row = backgroundRow(id);
  if (row.chooseOne) return chosenCategory ? [{ category: chosenCategory, dice: row.chooseOne.dice }] : [];
  return row.checkDice;
}

/** Accepts the book's spellings on import (Ruling R1: "Social Science(s)", "Alien/Dimensional"). */
export function parseBackgroundName(name: string): BackgroundId | undefined {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/\s*\/\s*/g, "-")
    .replace(/\s+/g, "-");
  if (key === "social-sciences") return "social-science";
  return BACKGROUND_TABLE.find((b) => b.id === key)?.id;
}
