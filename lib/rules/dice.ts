/**
 * Shared dice for the rules library: the `Dice` capability, seeded and scripted dice, goal
 * counting (SMF L127–L141), Chance rolls (L145), TN checks and re-rolls (L195–L203, Ruling R22).
 *
 * Rules never create randomness themselves: every rule takes a `Dice` and names the purpose of
 * each roll. Real play uses `cryptoDice()` from lib/server/crypto-dice.ts, simulations use
 * `seededDice`, tests and hand-typed dice (Ruling R20) use `scriptedDice`.
 */

/** Why a die is thrown, e.g. "injury", "injury-bonus", "subplot-check", "bump". */
export type RollPurpose = string;

/** The randomness capability every random rule receives. */
export interface Dice {
  /** One face, an integer from 1 to `sides`. */
  roll(sides: number, purpose: RollPurpose): number;
}

/**
 * One physical die thrown. STORED AS JSON inside roll results (battle events); changing this
 * type needs a data migration.
 */
export interface ThrownDie {
  sides: number;
  face: number;
  purpose: RollPurpose;
  /** kept = counts; rerolled = replaced by a later re-roll; discarded = ignored by the rule. */
  status: "kept" | "rerolled" | "discarded";
  /** For a re-roll: the index (in the first throw) of the die it replaced. */
  replaces?: number;
  note?: string;
}

/** The most re-rolls a single throw can use (SMF L195–L203). */
export const MAX_REROLLS_PER_THROW = 4;

/** Dice in a Chance roll (SMF L145). */
export const CHANCE_ROLL_DICE = 2;

/** Goals scored by one D6 face: 4–5 → 1, 6 → 2, otherwise 0 (SMF L127–L141). */
export function goalsOfFace(face: number): 0 | 1 | 2 {
  if (face >= 6) return 2;
  if (face >= 4) return 1;
  return 0;
}

/** A goal-roll pool: how many D6, how many re-rolls, and whether to chase sixes. */
export interface GoalPool {
  dice: number;
  rerolls?: number;
  /** Ruling R22: re-roll 4s and 5s hoping for a 6 (only once every miss has been re-rolled). */
  chaseSixes?: boolean;
}

/**
 * A goal roll with every die recorded. STORED AS JSON inside roll results (battle events);
 * changing this type needs a data migration.
 */
export interface GoalRoll {
  purpose: RollPurpose;
  /** The pool as asked for; at most MAX_REROLLS_PER_THROW of the re-rolls can be used. */
  pool: { dice: number; rerolls: number; chaseSixes?: boolean };
  /** Faces of the first throw, in throw order. */
  first: number[];
  /** Re-rolls in the order they were thrown; `index` points into `first`. */
  rerolls: Array<{ index: number; from: number; to: number }>;
  /** Faces that count: `first` with each re-rolled die replaced by its re-roll. */
  final: number[];
  goals: number;
  thrown: ThrownDie[];
  /** e.g. "4D [2,3,5,5] = 2 goals" or "5D[1] [1,4,4,6,2] re-roll 1→5 = 5 goals". */
  summary: string;
}

/**
 * Which dice of a first throw the app re-rolls (Ruling R22, SMF L195–L203). Returns indices into
 * `first`, in the order the re-rolls are thrown.
 *
 * Policy: at most min(rerolls, 4) re-rolls, each die at most once. Dice that missed (below 4) are
 * re-rolled first, lowest face first (ties: earlier die first). Only when `chaseSixes` is true are
 * 4s and 5s then re-rolled hoping for a 6, again lowest first. Re-rolls that the policy does not
 * need are left unused. The choice depends only on the first throw, so exact odds (odds.ts) can
 * follow the same policy.
 */
export function chooseRerolls(first: readonly number[], rerolls: number, chaseSixes = false): number[] {
  const budget = Math.min(Math.max(0, Math.floor(rerolls)), MAX_REROLLS_PER_THROW);
  if (budget === 0) return [];
  const candidates = first
    .map((face, index) => ({ face, index }))
    .filter(({ face }) => face < 4 || (chaseSixes && face < 6))
    .sort((a, b) => a.face - b.face || a.index - b.index);
  return candidates.slice(0, budget).map(({ index }) => index);
}

function assertDieCount(count: number, what: string): void {
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`${what} must be a whole number of dice, 0 or more (got ${count})`);
  }
}

function pluralGoals(goals: number): string {
  return goals === 1 ? "1 goal" : `${goals} goals`;
}

function formatPool(dice: number, rerolls: number): string {
  return rerolls > 0 ? `${dice}D[${rerolls}]` : `${dice}D`;
}

/**
 * Throws a pool of D6 and counts goals, applying re-rolls by the Ruling R22 policy
 * (see `chooseRerolls`). Dice are taken from `dice` in order: the whole first throw, then
 * each re-roll (lowest missed face first).
 */
export function rollGoals(dice: Dice, pool: GoalPool, purpose: RollPurpose): GoalRoll {
  assertDieCount(pool.dice, "A goal pool");
  const rerollCount = pool.rerolls ?? 0;
  assertDieCount(rerollCount, "Re-rolls");
  const chaseSixes = pool.chaseSixes === true;

  const first: number[] = [];
  for (let i = 0; i < pool.dice; i++) first.push(dice.roll(6, purpose));

  const final = [...first];
  const thrown: ThrownDie[] = first.map((face) => ({ sides: 6, face, purpose, status: "kept" }));
  const rerolls: GoalRoll["rerolls"] = [];
  for (const index of chooseRerolls(first, rerollCount, chaseSixes)) {
    const from = first[index]!;
    const to = dice.roll(6, purpose);
    final[index] = to;
    rerolls.push({ index, from, to });
    thrown[index] = { ...thrown[index]!, status: "rerolled" };
    thrown.push({ sides: 6, face: to, purpose, status: "kept", replaces: index, note: `re-roll of die ${index + 1}` });
  }

  const goals = final.reduce((sum, face) => sum + goalsOfFace(face), 0);
  const rerollText = rerolls.length > 0 ? ` re-roll ${rerolls.map((r) => `${r.from}→${r.to}`).join(", ")}` : "";
  const summary = `${formatPool(pool.dice, rerollCount)} [${first.join(",")}]${rerollText} = ${pluralGoals(goals)}`;

  return {
    purpose,
    pool: chaseSixes ? { dice: pool.dice, rerolls: rerollCount, chaseSixes } : { dice: pool.dice, rerolls: rerollCount },
    first,
    rerolls,
    final,
    goals,
    thrown,
    summary,
  };
}

/** A Chance roll: 2D counted for goals, no re-rolls (SMF L145); `extraDice` adds to the 2D. */
export function rollChance(dice: Dice, purpose: RollPurpose, extraDice = 0): GoalRoll {
  assertDieCount(extraDice, "Extra Chance dice");
  return rollGoals(dice, { dice: CHANCE_ROLL_DICE + extraDice }, purpose);
}

/** A goal roll against a target number. STORED AS JSON (see GoalRoll). */
export interface TnCheck extends GoalRoll {
  tn: number;
  /** Goals >= TN. */
  isSuccess: boolean;
  /** max(0, goals − TN): subplots reward "each goal above the TN". */
  goalsAboveTn: number;
}

/** Rolls a pool against a TN: success when goals >= TN. */
export function rollCheck(dice: Dice, pool: GoalPool, tn: number, purpose: RollPurpose): TnCheck {
  if (!Number.isInteger(tn) || tn < 0) throw new Error(`A TN must be a whole number, 0 or more (got ${tn})`);
  const roll = rollGoals(dice, pool, purpose);
  const isSuccess = roll.goals >= tn;
  const goalsAboveTn = Math.max(0, roll.goals - tn);
  const outcome = isSuccess ? (goalsAboveTn > 0 ? `success, ${goalsAboveTn} above` : "success") : "failure";
  return { ...roll, tn, isSuccess, goalsAboveTn, summary: `${roll.summary} vs TN ${tn}: ${outcome}` };
}

/** One D6 read as a number (injury, bumps...). STORED AS JSON (see GoalRoll). */
export interface D6Roll {
  purpose: RollPurpose;
  face: number;
  thrown: ThrownDie[];
  /** e.g. "D6 4". */
  summary: string;
}

export function rollD6(dice: Dice, purpose: RollPurpose): D6Roll {
  const face = dice.roll(6, purpose);
  return { purpose, face, thrown: [{ sides: 6, face, purpose, status: "kept" }], summary: `D6 ${face}` };
}

function assertSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 1 || sides > 2 ** 32) {
    throw new Error(`A die must have a whole number of sides from 1 to 2^32 (got ${sides})`);
  }
}

function faceProblem(face: unknown, sides: number): string | undefined {
  if (typeof face !== "number" || !Number.isInteger(face) || face < 1 || face > sides) {
    return `${String(face)} is not a possible face of a D${sides} (1–${sides})`;
  }
  return undefined;
}

/** Dice that replay given faces, for tests and for dice typed in by hand (Ruling R20). */
export interface ScriptedDice extends Dice {
  /** Faces not used yet. */
  remaining(): number;
  /** Throws if any face was left unused. */
  assertExhausted(): void;
}

/**
 * Dice that return `faces` in order. Every face must be possible for a D`sides` (checked at once)
 * and for the die actually rolled (checked on each roll); running out throws.
 */
export function scriptedDice(faces: readonly number[], sides = 6): ScriptedDice {
  assertSides(sides);
  faces.forEach((face, i) => {
    const problem = faceProblem(face, sides);
    if (problem) throw new Error(`Scripted face ${i + 1}: ${problem}`);
  });
  const script = [...faces];
  let next = 0;
  return {
    roll(rolledSides, purpose) {
      assertSides(rolledSides);
      if (next >= script.length) {
        throw new Error(`Scripted dice ran out: a D${rolledSides} for "${purpose}" was rolled after all ${script.length} faces were used`);
      }
      const face = script[next]!;
      const problem = faceProblem(face, rolledSides);
      if (problem) throw new Error(`Scripted face ${next + 1} (for "${purpose}"): ${problem}`);
      next++;
      return face;
    },
    remaining: () => script.length - next,
    assertExhausted() {
      if (next < script.length) {
        const left = script.slice(next);
        throw new Error(`Scripted dice have ${left.length} unused face(s): [${left.join(",")}]`);
      }
    },
  };
}

/** Error codes of `validateTypedFaces`. */
export type TypedFacesErrorCode = "wrong-dice-count" | "face-not-a-whole-number" | "face-out-of-range";

export type TypedFacesResult = { ok: true; faces: number[] } | { ok: false; error: { code: TypedFacesErrorCode; message: string } };

/**
 * Checks dice a player typed in (Ruling R20): each face must be a whole number possible for a
 * D`sides`. Numbers and numeric strings are accepted. Errors:
 * - `wrong-dice-count` when `expectedCount` is given and a different number of faces was typed;
 * - `face-not-a-whole-number` when an entry is empty, not a number, or has a fraction;
 * - `face-out-of-range` when a face is below 1 or above `sides`.
 */
export function validateTypedFaces(faces: readonly unknown[], sides: number, expectedCount?: number): TypedFacesResult {
  assertSides(sides);
  if (expectedCount !== undefined && faces.length !== expectedCount) {
    return {
      ok: false,
      error: {
        code: "wrong-dice-count",
        message: `Expected ${expectedCount} D${sides}, got ${faces.length} ${faces.length === 1 ? "face" : "faces"}.`,
      },
    };
  }
  const parsed: number[] = [];
  for (const [i, raw] of faces.entries()) {
    const value = typeof raw === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : raw;
    if (typeof value !== "number" || !Number.isInteger(value)) {
      return {
        ok: false,
        error: { code: "face-not-a-whole-number", message: `Die ${i + 1}: "${String(raw)}" is not a whole number.` },
      };
    }
    if (value < 1 || value > sides) {
      return {
        ok: false,
        error: { code: "face-out-of-range", message: `Die ${i + 1}: ${value} is not possible on a D${sides} (1–${sides}).` },
      };
    }
    parsed.push(value);
  }
  return { ok: true, faces: parsed };
}

/** SplitMix32: spreads a seed into well-mixed 32-bit words for the generator state. */
function splitMix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** SFC32 (Chris Doty-Humphrey's Small Fast Counting generator): 32-bit outputs, pure integer maths. */
function sfc32(seed: number): () => number {
  const mix = splitMix32(seed);
  let a = mix();
  let b = mix();
  let c = mix();
  let d = 1;
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/**
 * Deterministic dice for simulations and fixed-seed tests: the same seed gives the same faces
 * on every platform. Faces are unbiased (rejection sampling, no modulo bias). Not for real play.
 */
export function seededDice(seed: number): Dice {
  if (!Number.isFinite(seed)) throw new Error(`A dice seed must be a finite number (got ${seed})`);
  const next = sfc32(Math.trunc(seed));
  return {
    roll(sides) {
      assertSides(sides);
      // Largest multiple of `sides` that fits in 2^32; words at or above it are thrown away.
      const limit = Math.floor(2 ** 32 / sides) * sides;
      let word = next();
      while (word >= limit) word = next();
      return (word % sides) + 1;
    },
  };
}
