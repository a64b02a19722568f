/**
 * Each scenario's Endgame (SU L1376, L1394, L1404, L1416, L1437): the battle has no rounds and ends
 * only through it (L405, L419), after which each Super plays one more Turn (L421) and no Henchman
 * does (L427). Whether a reported end is one the Endgame can produce (Ruling SU-R42).
 */
import { DANGER_ZONE_POWER_MARKERS, scenarioById, SUPER_QUEST_MARKERS, type ScenarioId } from "../set-up/tables";
import type { ModelEndState } from "./model-end-state";
import type { SideModels } from "./subplot-vp";

/**
 * `below-half`: one side's models standing fall below half its starting Levels; `all-claimed`: every
 * marker on the table is Claimed at once; `one-side-claims`: one side Claims `objectives` at once.
 */
export type EndgameKind = "below-half" | "all-claimed" | "one-side-claims";

export interface EndgameRow {
  scenarioId: ScenarioId;
  kind: EndgameKind;
  /** How many Objectives (markers, Enemy Objectives, Table Quarters) the trigger needs Claimed at once. */
  objectives: number | null;
  /** Our words for the trigger, for the result form. */
  text: string;
  line: number;
}

export const ENDGAMES = [
  { scenarioId: "slugfest", kind: "below-half", objectives: null, text: "one team's models standing (not KO'ed, not out) fall below half its starting Levels", line: 1376 },
  { scenarioId: "danger-zone", kind: "all-claimed", objectives: DANGER_ZONE_POWER_MARKERS, text: "all 6 Power Markers are Claimed at once", line: 1394 },
  { scenarioId: "enemy-territory", kind: "one-side-claims", objectives: 2, text: "one player Claims both Objectives of an enemy", line: 1404 },
  { scenarioId: "hold-ground", kind: "one-side-claims", objectives: 3, text: "one player Claims 3 or more Table Quarters", line: 1416 },
  { scenarioId: "super-quest", kind: "all-claimed", objectives: SUPER_QUEST_MARKERS, text: "all 4 Quest Markers are Claimed at once", line: 1437 },
] as const satisfies readonly EndgameRow[];

export function endgameOf(scenarioId: ScenarioId): EndgameRow {
  const row = ENDGAMES.find((r) => r.scenarioId === scenarioId);
  if (!row) throw new Error(`No Endgame for scenario "${scenarioId}"`);
  return row;
}

export interface EndgameInput {
  scenarioId: ScenarioId;
  /** Each side's line-up as the battle ended: the starting Levels are the line-up's. */
  sides: readonly SideModels[];
  /** Outside Slugfest: what each side Claimed once the last Turns were played. */
  claimed?: Readonly<Record<string, number>>;
}

/** Each side's Levels at the start and standing at the end. */
export interface EndgameSide {
  sideId: string;
  startLevels: number;
  standingLevels: number;
  standingModels: number;
}

export interface EndgameOutcome {
  scenarioId: ScenarioId;
  sides: EndgameSide[];
  /** Slugfest: the sides that end below half their starting Levels (at least one). */
  belowHalf: string[];
}

/**
 * When each is returned:
 * - `endgame-not-reached`: a Slugfest where every side ends with half its starting Levels or more standing;
 * - `endgame-unreachable`: the line-ups hold too few models ever to Claim what the trigger needs at once;
 * - `claims-beyond-models`: a side Claimed more than its models standing at the end can hold.
 */
export type EndgameErrorCode = "endgame-not-reached" | "endgame-unreachable" | "claims-beyond-models";

export type EndgameCheck = { ok: true; endgame: EndgameOutcome } | { ok: false; error: { code: EndgameErrorCode; message: string } };

const isStanding = (m: ModelEndState) => m.state === "active";
const levelsOf = (models: readonly ModelEndState[]) => models.reduce((sum, m) => sum + m.level, 0);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the report says about each side, for the checks and the journal. */
export function endgameSides(sides: readonly SideModels[]): EndgameSide[] {
  return sides.map((s) => {
    const standing = s.models.filter(isStanding);
    return { sideId: s.sideId, startLevels: levelsOf(s.models), standingLevels: levelsOf(standing), standingModels: standing.length };
  });
}

/** SU L1376: below half, exactly (a 5-Level team with 2 standing is below; with 3 it is not). */
export function isBelowHalf(side: Pick<EndgameSide, "startLevels" | "standingLevels">): boolean {
  return side.standingLevels * 2 < side.startLevels;
}

/**
 * Checks that the reported end of a battle is one its scenario's Endgame can produce (SU L1376–L1437,
 * Ruling SU-R42). Slugfest: a side ends below half its starting Levels. The Claim scenarios: the
 * line-ups could ever Claim what the trigger needs at once, and no side Claimed more than its
 * models standing can hold. The Claim counts' caps (6 markers, 4 Quarters …) are scoreBattle's.
 */
export function checkEndgame(input: EndgameInput): EndgameCheck {
  const row = endgameOf(input.scenarioId);
  const name = scenarioById(input.scenarioId).name;
  const sides = endgameSides(input.sides);
  const belowHalf = sides.filter(isBelowHalf).map((s) => s.sideId);
  const ok = (): EndgameCheck => ({ ok: true, endgame: { scenarioId: input.scenarioId, sides, belowHalf } });
  const fail = (code: EndgameErrorCode, message: string): EndgameCheck => ({ ok: false, error: { code, message } });

  if (row.kind === "below-half") {
    if (belowHalf.length > 0) return ok();
    const standing = sides.map((s) => `${s.sideId} ${s.standingLevels} of ${s.startLevels}`).join(", ");
    return fail(
      "endgame-not-reached",
      `A Slugfest ends only once a team's models standing (not KO'ed, not Incapacitated) are below half its starting Levels, and no team is (Levels standing: ${standing}). Mark the models KO'ed or Incapacitated as they ended.`,
    );
  }

  const needed = row.objectives ?? 0;
  const largest = Math.max(...input.sides.map((s) => s.models.length));
  const together = input.sides.reduce((sum, s) => sum + s.models.length, 0);
  if (row.kind === "one-side-claims" ? largest < needed : together < needed) {
    const who = row.kind === "one-side-claims" ? `no team fielded ${needed} models` : `the line-ups hold ${plural(together, "model", "models")} in all`;
    return fail(
      "endgame-unreachable",
      `${name} ends once ${row.text}, which needs a model on each, and ${who}: this battle cannot reach its Endgame. Cancel it and play another scenario.`,
    );
  }
  const claimed = input.claimed ?? {};
  for (const side of sides) {
    const count = claimed[side.sideId] ?? 0;
    if (count > side.standingModels) {
      return fail(
        "claims-beyond-models",
        `${side.sideId} Claimed ${count} but ends with ${plural(side.standingModels, "model", "models")} standing: each Claim needs one of its own models, not KO'ed, on it.`,
      );
    }
  }
  return ok();
}
