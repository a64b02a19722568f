/**
 * The conditions this chapter defines or uses, with the numbers it gives them, and how they
 * change defences and checks. The full list lives in a chapter we do not have: a series may name
 * more (setting `extraConditions`, D20-R4); those are tracked by name with no numeric effect.
 */
import type { D20Settings } from "./settings";

export const D20_CONDITIONS = [
  { id: "dazed", label: "Dazed", lines: "L33, L264", note: "actions limited; from two degrees of damage failure" },
  { id: "staggered", label: "Staggered", lines: "L266", note: "lasts until recovered; staggered again is the fourth degree" },
  { id: "incapacitated", label: "Incapacitated", lines: "L268", note: "out of the fight" },
  { id: "dying", label: "Dying", lines: "L272, L135", note: "an incapacitated target that fails again" },
  { id: "dead", label: "Dead", lines: "L272, L529" },
  { id: "stunned", label: "Stunned", lines: "L27, L214", note: "surprised, or the bends" },
  { id: "vulnerable", label: "Vulnerable", lines: "L367", activeDefence: "halved" },
  { id: "defenseless", label: "Defenseless", lines: "L369", activeDefence: "zero" },
  { id: "impaired", label: "Impaired", lines: "L519", checkPenalty: -2 },
  { id: "disabled", label: "Disabled", lines: "L519", checkPenalty: -5 },
  { id: "hindered", label: "Hindered", lines: "L459" },
  { id: "immobile", label: "Immobile", lines: "L457" },
  { id: "restrained", label: "Restrained", lines: "L457", implies: ["immobile", "vulnerable"] },
  { id: "bound", label: "Bound", lines: "L457", implies: ["defenseless", "immobile", "impaired"] },
  { id: "prone", label: "Prone", lines: "L423, L449, L491", note: "crawl at speed −1 rank; stand as a move action or DC 20 Acrobatics as a free action" },
  { id: "fatigued", label: "Fatigued", lines: "L123" },
  { id: "exhausted", label: "Exhausted", lines: "L123" },
  { id: "compelled", label: "Compelled", lines: "L187" },
  { id: "blinded", label: "Blinded", lines: "L385" },
] as const satisfies ReadonlyArray<{
  id: string;
  label: string;
  lines: string;
  note?: string;
  activeDefence?: "halved" | "zero";
  checkPenalty?: number;
  implies?: readonly string[];
}>;

export type D20ConditionId = (typeof D20_CONDITIONS)[number]["id"];

const BY_ID: ReadonlyMap<string, (typeof D20_CONDITIONS)[number]> = new Map(D20_CONDITIONS.map((c) => [c.id, c]));

export function isD20Condition(id: string): id is D20ConditionId {
  return BY_ID.has(id);
}

/** The condition names a series may record: the chapter's and the series' own (D20-R4). */
export function knownConditions(settings: Pick<D20Settings, "extraConditions">): string[] {
  return [...D20_CONDITIONS.map((c) => c.id), ...settings.extraConditions.filter((c) => !BY_ID.has(c))];
}

/** Every condition in force once combined conditions are opened up (bound → defenseless, immobile, impaired; L457). */
export function expandConditions(conditions: readonly string[]): string[] {
  const out = new Set<string>();
  const visit = (id: string) => {
    if (out.has(id)) return;
    out.add(id);
    const def = BY_ID.get(id);
    if (def && "implies" in def) for (const implied of def.implies) visit(implied);
  };
  conditions.forEach(visit);
  return [...out];
}

/**
 * An active defence (Dodge or Parry) under conditions: defenseless makes it 0 (L369), vulnerable
 * halves it rounding up (L367); a recovering character's +2 (L483) is added after either.
 */
export function activeDefence(rank: number, conditions: readonly string[], bonus = 0): number {
  const all = expandConditions(conditions);
  let value = rank;
  if (all.includes("defenseless")) value = 0;
  else if (all.includes("vulnerable")) value = Math.ceil(rank / 2);
  return value + bonus;
}

/** The check penalty of impaired (−2) and disabled (−5); the worse one counts (L519). */
export function conditionCheckPenalty(conditions: readonly string[]): number {
  const all = expandConditions(conditions);
  if (all.includes("disabled")) return -5;
  if (all.includes("impaired")) return -2;
  return 0;
}

/** The fatigue track of hazards: fatigued → exhausted → incapacitated → dying (L123, L131). */
export const FATIGUE_TRACK = ["none", "fatigued", "exhausted", "incapacitated", "dying"] as const;
export type FatigueLevel = (typeof FATIGUE_TRACK)[number];

/** One step down the fatigue track; dying stays dying. */
export function worsenFatigue(level: FatigueLevel): FatigueLevel {
  const i = FATIGUE_TRACK.indexOf(level);
  return FATIGUE_TRACK[Math.min(i + 1, FATIGUE_TRACK.length - 1)]!;
}

/** One step back up the track (recovery of fatigue, L479). */
export function easeFatigue(level: FatigueLevel): FatigueLevel {
  const i = FATIGUE_TRACK.indexOf(level);
  return FATIGUE_TRACK[Math.max(i - 1, 0)]!;
}

/**
 * How long a condition lasts. Turn-bound ones count turn ends or starts of one combatant (the
 * bearer for "until the end of its next turn", L264; the attacker for Demoralize's "until the end
 * of your next round", L519); "until-recovered" ends by recovery (L266); "ongoing" ends on a
 * successful resistance check at the end of the bearer's turn (L383).
 */
export type ConditionDuration =
  | { kind: "turn-end"; of: string; count: number }
  | { kind: "turn-start"; of: string; count: number }
  | { kind: "round-end"; round: number }
  | { kind: "until-recovered" }
  | { kind: "ongoing"; dc: number; resistance: string };
