/**
 * The SHSA hero sheet and its ledger. A change to the sheet is data (`SheetChange`, with its
 * reason); `applySheetChanges` folds changes into a new sheet and returns one ledger entry per
 * value that moved, so the history of every number can be read back (issue 25, L25, L112–L180).
 */
import type { Alignment } from "./settings";
import type { RelationshipType } from "./relationship-types";
import { isDieSides, stepDie, type DieSides } from "./val";

/** The six stats (L392, L566; Charisma is CH). */
export const STATS = ["ST", "DX", "TO", "IN", "WP", "CH"] as const;
export type Stat = (typeof STATS)[number];

/** Counters that are whole numbers and may go negative: personality and standing. */
export const SCORES = ["virtue", "ego", "reputation"] as const;
export type Score = (typeof SCORES)[number];

/** Points that are earned and spent, never below 0 (L25, L112, L116, L168, L180). */
export const POINTS = ["vp", "legendPoints", "buildPoints", "resourcePoints", "trainingPoints", "dp"] as const;
export type PointKind = (typeof POINTS)[number];

/** Each kind of point as a message names it to a player. */
export const POINT_NAMES: Record<PointKind, string> = {
  vp: "VP",
  legendPoints: "Legend points",
  buildPoints: "Build points",
  resourcePoints: "Resource points",
  trainingPoints: "Training points",
  dp: "DP",
};

/** A relationship on the sheet (L23–L102). */
export interface Relationship {
  id: string;
  type: RelationshipType;
  /** Who it is with, as the group names them. */
  with: string;
  value: number;
  /** False once it has ended; kept for the history. */
  isActive: boolean;
}

/** The hero sheet. STORED AS JSON; changing this type needs a data migration. */
export interface HeroSheet {
  name: string;
  level: number;
  stats: Record<Stat, DieSides>;
  skills: Record<string, DieSides>;
  virtue: number;
  ego: number;
  reputation: number;
  vp: number;
  /** Die-rated (L132, L136). */
  lifestyle: DieSides;
  resources: DieSides;
  legendPoints: number;
  buildPoints: number;
  resourcePoints: number;
  trainingPoints: number;
  dp: number;
  alignment: Alignment;
  personalityTraits: string[];
  /** L21: who knows the hero's secret identity; `isSecret` false for a public hero. */
  secretIdentity: { isSecret: boolean; knownBy: string[] };
  /** L192: a secret base, high-tech or not. */
  secretBase: { isHighTech: boolean } | null;
  relationships: Relationship[];
}

export const LEDGER_REASONS = [
  "creation",
  "relationship-task",
  "patrol",
  "construction",
  "purchase",
  "establish-legend",
  "sponsor",
  "make-a-living",
  "training",
  "aftermath",
  "recovery",
  "alignment-roll",
  "secret-identity",
  "correction",
  "session-undone",
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** The reasons a person may give a change by hand: every one but an undone session's, which only the undo writes. */
export const CHOSEN_REASONS = LEDGER_REASONS.filter((reason): reason is Exclude<LedgerReason, "session-undone"> => reason !== "session-undone");

interface ChangeBase {
  reason: LedgerReason;
  note?: string;
}

/** One change to a sheet. STORED AS JSON; changing this type needs a data migration. */
export type SheetChange = ChangeBase &
  (
    | { kind: "score"; score: Score; delta: number }
    | { kind: "points"; points: PointKind; delta: number }
    | { kind: "step-die"; target: "lifestyle" | "resources" | { stat: Stat } | { skill: string }; steps: number }
    | { kind: "set-level"; level: number }
    | { kind: "set-alignment"; alignment: Alignment }
    | { kind: "add-trait"; trait: string }
    | { kind: "remove-trait"; trait: string }
    | { kind: "add-relationship"; relationship: Omit<Relationship, "isActive"> }
    | { kind: "relationship-value"; relationshipId: string; delta: number }
    | { kind: "end-relationship"; relationshipId: string }
    | { kind: "identity-known-by"; who: string }
    | { kind: "set-secret-base"; base: HeroSheet["secretBase"] }
  );

/** One ledger entry: which value moved, from what to what, and why. STORED AS JSON. */
export interface LedgerEntry {
  field: string;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
  reason: LedgerReason;
  note?: string;
}

export type SheetErrorCode = "insufficient-points" | "unknown-relationship" | "unknown-skill" | "unknown-trait" | "bad-value";

export type SheetResult = { ok: true; sheet: HeroSheet; entries: LedgerEntry[] } | { ok: false; error: { code: SheetErrorCode; message: string } };

function fail(code: SheetErrorCode, message: string): SheetResult {
  return { ok: false, error: { code, message } };
}

function entry(change: ChangeBase, field: string, before: LedgerEntry["before"], after: LedgerEntry["after"]): LedgerEntry {
  return change.note === undefined ? { field, before, after, reason: change.reason } : { field, before, after, reason: change.reason, note: change.note };
}

/**
 * Applies one change. Errors: `insufficient-points` when points would fall below 0;
 * `unknown-relationship`, `unknown-skill`, `unknown-trait` when the change names what the sheet
 * lacks; `bad-value` for a Level under 1 or a fractional delta.
 */
export function applySheetChange(sheet: HeroSheet, change: SheetChange): SheetResult {
  switch (change.kind) {
    case "score": {
      if (!Number.isInteger(change.delta)) return fail("bad-value", "A change must be a whole number.");
      const after = sheet[change.score] + change.delta;
      return { ok: true, sheet: { ...sheet, [change.score]: after }, entries: [entry(change, change.score, sheet[change.score], after)] };
    }
    case "points": {
      if (!Number.isInteger(change.delta)) return fail("bad-value", "A change must be a whole number.");
      const after = sheet[change.points] + change.delta;
      if (after < 0) return fail("insufficient-points", `${POINT_NAMES[change.points]}: the hero has ${sheet[change.points]}, so ${-change.delta} cannot be spent.`);
      return { ok: true, sheet: { ...sheet, [change.points]: after }, entries: [entry(change, change.points, sheet[change.points], after)] };
    }
    case "step-die": {
      const target = change.target;
      if (target === "lifestyle" || target === "resources") {
        const after = stepDie(sheet[target], change.steps);
        return { ok: true, sheet: { ...sheet, [target]: after }, entries: [entry(change, target, `D${sheet[target]}`, `D${after}`)] };
      }
      if ("stat" in target) {
        const after = stepDie(sheet.stats[target.stat], change.steps);
        return {
          ok: true,
          sheet: { ...sheet, stats: { ...sheet.stats, [target.stat]: after } },
          entries: [entry(change, `stats.${target.stat}`, `D${sheet.stats[target.stat]}`, `D${after}`)],
        };
      }
      const before = sheet.skills[target.skill];
      if (before === undefined || !isDieSides(before)) return fail("unknown-skill", `${sheet.name} has no skill "${target.skill}".`);
      const after = stepDie(before, change.steps);
      return {
        ok: true,
        sheet: { ...sheet, skills: { ...sheet.skills, [target.skill]: after } },
        entries: [entry(change, `skills.${target.skill}`, `D${before}`, `D${after}`)],
      };
    }
    case "set-level":
      if (!Number.isInteger(change.level) || change.level < 1) return fail("bad-value", "A Level is a whole number from 1.");
      return { ok: true, sheet: { ...sheet, level: change.level }, entries: [entry(change, "level", sheet.level, change.level)] };
    case "set-alignment":
      return { ok: true, sheet: { ...sheet, alignment: change.alignment }, entries: [entry(change, "alignment", sheet.alignment, change.alignment)] };
    case "add-trait":
      return {
        ok: true,
        sheet: { ...sheet, personalityTraits: [...sheet.personalityTraits, change.trait] },
        entries: [entry(change, "personalityTraits", null, change.trait)],
      };
    case "remove-trait": {
      const index = sheet.personalityTraits.indexOf(change.trait);
      if (index < 0) return fail("unknown-trait", `${sheet.name} has no trait "${change.trait}".`);
      return {
        ok: true,
        sheet: { ...sheet, personalityTraits: sheet.personalityTraits.filter((_, i) => i !== index) },
        entries: [entry(change, "personalityTraits", change.trait, null)],
      };
    }
    case "add-relationship":
      if (sheet.relationships.some((r) => r.id === change.relationship.id)) return fail("bad-value", `Relationship ${change.relationship.id} already exists.`);
      return {
        ok: true,
        sheet: { ...sheet, relationships: [...sheet.relationships, { ...change.relationship, isActive: true }] },
        entries: [entry(change, `relationships.${change.relationship.id}`, null, change.relationship.value)],
      };
    case "relationship-value":
    case "end-relationship": {
      const found = sheet.relationships.find((r) => r.id === change.relationshipId && r.isActive);
      if (!found) return fail("unknown-relationship", `${sheet.name} has no active relationship ${change.relationshipId}.`);
      const updated = change.kind === "relationship-value" ? { ...found, value: found.value + change.delta } : { ...found, isActive: false };
      const relationships = sheet.relationships.map((r) => (r === found ? updated : r));
      const field = change.kind === "relationship-value" ? `relationships.${found.id}` : `relationships.${found.id}.isActive`;
      const [before, after] = change.kind === "relationship-value" ? [found.value, updated.value] : [true, false];
      return { ok: true, sheet: { ...sheet, relationships }, entries: [entry(change, field, before, after)] };
    }
    case "identity-known-by":
      if (sheet.secretIdentity.knownBy.includes(change.who)) return { ok: true, sheet, entries: [] };
      return {
        ok: true,
        sheet: { ...sheet, secretIdentity: { ...sheet.secretIdentity, knownBy: [...sheet.secretIdentity.knownBy, change.who] } },
        entries: [entry(change, "secretIdentity.knownBy", null, change.who)],
      };
    case "set-secret-base":
      return {
        ok: true,
        sheet: { ...sheet, secretBase: change.base },
        entries: [entry(change, "secretBase", describeBase(sheet.secretBase), describeBase(change.base))],
      };
  }
}

function describeBase(base: HeroSheet["secretBase"]): string | null {
  if (!base) return null;
  return base.isHighTech ? "high-tech" : "ordinary";
}

/** Applies changes in order, all or none: the first failure is returned and nothing is kept. */
export function applySheetChanges(sheet: HeroSheet, changes: readonly SheetChange[]): SheetResult {
  let current = sheet;
  const entries: LedgerEntry[] = [];
  for (const change of changes) {
    const result = applySheetChange(current, change);
    if (!result.ok) return result;
    current = result.sheet;
    entries.push(...result.entries);
  }
  return { ok: true, sheet: current, entries };
}

/** The alignment log: the ledger entries that changed the hero's alignment, in order. */
export function alignmentLog(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return entries.filter((e) => e.field === "alignment");
}
