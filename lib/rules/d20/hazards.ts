/**
 * Hazards over time (L119–L220): each is a small state with the DC of its next check, how often
 * the check comes, and what a failure does. Every check is a Fortitude check (a `D20CheckResult`).
 */
import type { Dice, RollPurpose } from "../dice";
import { checkFromFace, type D20CheckResult } from "./check";
import { worsenFatigue, type FatigueLevel } from "./conditions";
import { DEFAULT_D20_SETTINGS, type D20Settings } from "./settings";

export type HazardKind = "heat-cold" | "thirst" | "hunger" | "suffocation" | "vacuum-bends" | "vacuum-breath" | "disease" | "radiation";

export type TemperatureSeverity = "uncomfortable" | "intense" | "extreme";

/** Minutes between heat or cold checks: an hour, 10 minutes, a minute (L125). */
export const TEMPERATURE_INTERVAL_MINUTES = { uncomfortable: 60, intense: 10, extreme: 1 } as const satisfies Record<TemperatureSeverity, number>;

/** A hazard's running state. STORED AS JSON. */
export interface HazardState {
  kind: HazardKind;
  /** Checks made so far (heat, cold, thirst, hunger escalate by each, L123, L131). */
  checks: number;
  /** Successes so far (suffocation escalates by each success, L135). */
  successes: number;
  /** The hazard's track: fatigue for heat, cold, thirst and hunger; incapacitated → dying for breath. */
  fatigue: FatigueLevel;
  /** Set when the character is stunned by the bends (L214). */
  stunned: boolean;
  /** Stamina ranks lost holding breath in vacuum (L216). */
  staminaLost: number;
  /** Rank of a disease or radiation (L177, L199). */
  rank: number;
  /** For temperature: how often checks come. */
  severity?: TemperatureSeverity;
  /** The hazard has ended for this character (infection avoided, or the breath ran out and the suffocation steps follow). */
  over: boolean;
}

export function startHazard(kind: HazardKind, opts: { rank?: number; severity?: TemperatureSeverity } = {}): HazardState {
  if (kind === "heat-cold" && !opts.severity) throw new Error("Heat or cold needs a severity");
  if ((kind === "disease" || kind === "radiation") && opts.rank === undefined) throw new Error(`A ${kind} needs a rank`);
  return {
    kind,
    checks: 0,
    successes: 0,
    fatigue: "none",
    stunned: false,
    staminaLost: 0,
    rank: opts.rank ?? 0,
    ...(opts.severity ? { severity: opts.severity } : {}),
    over: false,
  };
}

/** The DC of the next check. */
export function hazardDc(state: HazardState): number {
  switch (state.kind) {
    case "heat-cold": // L123: 10, +1 per previous check
    case "thirst": // L131
    case "hunger": // L131
      return 10 + state.checks;
    case "suffocation": // L135: 10, +1 per previous success
      return 10 + state.successes;
    case "vacuum-bends": // L214
      return 20;
    case "vacuum-breath": // L216: 15, +1 each round
      return 15 + state.checks;
    case "disease": // L177
    case "radiation": // L199
      return 10 + state.rank;
  }
}

/** How long until checks start, and how often they come (in the unit named). */
export function hazardSchedule(
  kind: HazardKind,
  opts: { stamina?: number; severity?: TemperatureSeverity } = {},
): { graceBefore: number; every: number; unit: "round" | "minute" | "hour" | "day" | "once" } {
  switch (kind) {
    case "heat-cold":
      return { graceBefore: 0, every: TEMPERATURE_INTERVAL_MINUTES[opts.severity ?? "uncomfortable"], unit: "minute" }; // L125
    case "thirst":
      return { graceBefore: 24, every: 1, unit: "hour" }; // L131: a day without water, then hourly
    case "hunger":
      return { graceBefore: 3, every: 1, unit: "day" }; // L131: three days without food, then daily
    case "suffocation":
      return { graceBefore: 10 + 2 * (opts.stamina ?? 0), every: 1, unit: "round" }; // L135
    case "vacuum-bends":
      return { graceBefore: 2, every: 1, unit: "round" }; // L214: from the third round
    case "vacuum-breath":
      return { graceBefore: 0, every: 1, unit: "round" }; // L216
    case "disease":
      return { graceBefore: 0, every: 1, unit: "once" }; // L177
    case "radiation":
      return { graceBefore: 0, every: 1, unit: "day" }; // L199
  }
}

/** Rounds a character can hold its breath before suffocation checks: 10 + 2 × Stamina (L135). */
export function breathRounds(stamina: number): number {
  return Math.max(0, 10 + 2 * stamina);
}

export interface HazardStep {
  state: HazardState;
  check: D20CheckResult | null;
  effects: string[];
  summary: string;
}

/**
 * Applies one Fortitude check to the hazard. Immunity means no check (L127, L131, L135, L158,
 * L179, L220): the caller does not call this.
 */
export function resolveHazardCheck(state: HazardState, check: D20CheckResult): HazardStep {
  if (state.over) throw new Error(`The ${state.kind} hazard is over`);
  const success = check.degree.outcome === "success";
  const next: HazardState = { ...state, checks: state.checks + 1, successes: state.successes + (success ? 1 : 0) };
  const effects: string[] = [];
  switch (state.kind) {
    case "heat-cold":
    case "thirst":
    case "hunger":
      if (!success) {
        next.fatigue = worsenFatigue(state.fatigue); // L123, L131
        effects.push(next.fatigue);
      }
      break;
    case "suffocation":
      if (!success) {
        next.fatigue = "incapacitated"; // L135; dying the round after (`advanceSuffocation`)
        next.over = true;
        effects.push("incapacitated");
      }
      break;
    case "vacuum-bends":
      if (!success) {
        next.stunned = true; // L214
        effects.push("stunned until back at normal pressure");
        if (check.degree.degrees >= 2) {
          next.fatigue = "incapacitated";
          effects.push("incapacitated");
        }
      }
      break;
    case "vacuum-breath":
      if (success) {
        next.staminaLost = state.staminaLost + 1; // L216
        effects.push("−1 Stamina rank");
      } else {
        next.over = true; // suffocating: incapacitated next round, dying the one after (L216)
        effects.push("suffocating: incapacitated next round");
      }
      break;
    case "disease":
      next.over = true;
      effects.push(success ? "not infected" : "infected"); // L177
      break;
    case "radiation":
      if (!success) effects.push("affected"); // L199: checked again each day
      break;
  }
  return { state: next, check, effects, summary: `${state.kind} DC ${hazardDc(state)}: ${check.summary}${effects.length ? ` → ${effects.join(", ")}` : ""}` };
}

/** Thirst and hunger stop all recovery until the character drinks or eats (L131). */
export function blocksRecovery(state: HazardState): boolean {
  return (state.kind === "thirst" || state.kind === "hunger") && !state.over && state.fatigue !== "none";
}

/** Ends a hazard (water, food, air or normal pressure reached); its track stays to recover from. */
export function endHazard(state: HazardState): HazardState {
  return { ...state, over: true };
}

/** After breath fails: the next round incapacitated, the one after dying (L135, L216). */
export function advanceSuffocation(fatigue: FatigueLevel): FatigueLevel {
  return fatigue === "incapacitated" || fatigue === "dying" ? "dying" : "incapacitated";
}

/** Rolls the next Fortitude check of a hazard. */
export function rollHazardCheck(
  dice: Dice,
  state: HazardState,
  fortitude: number,
  purpose: RollPurpose = `hazard: ${state.kind}`,
  settings: D20Settings = DEFAULT_D20_SETTINGS,
): HazardStep {
  const check = checkFromFace(dice.roll(20, purpose), { modifier: fortitude, dc: hazardDc(state) }, purpose, settings);
  return resolveHazardCheck(state, check);
}

/** Falling damage rank: 4 + 2 × the distance rank fallen, at most 16 (L139). */
export function fallingDamageRank(distanceRank: number): number {
  return Math.max(0, Math.min(16, 4 + 2 * distanceRank));
}

/** The DC to catch a falling person or object (L141). */
export const CATCH_DC = 5;

/** A successful catch: the catcher's Strength (or power rank) comes off the damage; both resist the rest (L141). */
export function caughtFallDamage(fallRank: number, strength: number): number {
  return Math.max(0, fallRank - strength);
}
