import { z } from "zod";
import {
  ALIGNMENTS,
  DIE_LADDER,
  isDieSides,
  LEDGER_REASONS,
  RELATIONSHIP_TYPES,
  RETURN_CADENCES,
  STATS,
  type DieSides,
  type HeroSheet,
  type RelationshipType,
  type ReturnCadence,
} from "@/lib/rules/shsa";

/**
 * SHSA's reader of a hero's sheet as the app stores it (STORED AS JSON in the hero's Team.state):
 * every read of a stored sheet goes through `readHeroSheet`, so a sheet of the wrong shape is a
 * clear error naming the field, never a half-read hero. The shape is the rules library's HeroSheet.
 */
const die = (what: string) =>
  z
    .number({ error: `${what} must be a die (D${DIE_LADDER.join(", D")}).` })
    .refine(isDieSides, { error: `${what} must be a die on the Val ladder (D${DIE_LADDER.join(", D")}).` }) as unknown as z.ZodType<DieSides>;
const count = (what: string) => z.number({ error: `${what} must be a number.` }).int({ error: `${what} must be a whole number.` });
const points = (what: string) => count(what).min(0, { error: `${what} cannot be below 0.` });
const RELATIONSHIP_TYPE_IDS = RELATIONSHIP_TYPES.map((type) => type.id) as [RelationshipType, ...RelationshipType[]];

export const heroSheetSchema = z.strictObject({
  name: z.string({ error: "A hero needs a name." }).trim().min(1, { error: "A hero needs a name." }).max(80, { error: "A hero's name is at most 80 characters." }),
  level: count("Level").min(1, { error: "Level is 1 or more." }).max(20, { error: "Level is at most 20." }),
  stats: z.strictObject(Object.fromEntries(STATS.map((stat) => [stat, die(stat)])) as Record<(typeof STATS)[number], z.ZodType<DieSides>>),
  skills: z.record(z.string().trim().min(1, { error: "A skill needs a name." }).max(60), die("A skill")),
  virtue: count("Virtue"),
  ego: count("Ego"),
  reputation: count("Reputation"),
  vp: points("VP"),
  lifestyle: die("Lifestyle"),
  resources: die("Resources"),
  legendPoints: points("Legend points"),
  buildPoints: points("Build points"),
  resourcePoints: points("Resource points"),
  trainingPoints: points("Training points"),
  dp: points("DP"),
  alignment: z.enum(ALIGNMENTS, { error: "Alignment is hero, neutral or villain." }),
  personalityTraits: z.array(z.string().trim().min(1).max(60)).max(20),
  secretIdentity: z.strictObject({ isSecret: z.boolean(), knownBy: z.array(z.string().trim().min(1).max(80)).max(50) }),
  secretBase: z.strictObject({ isHighTech: z.boolean() }).nullable(),
  relationships: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(40),
        type: z.enum(RELATIONSHIP_TYPE_IDS, { error: "Not one of the seven relationship types." }),
        with: z.string().trim().min(1, { error: "Say who the relationship is with." }).max(80),
        value: count("A relationship's value"),
        isActive: z.boolean(),
      }),
    )
    .max(40)
    .refine((relationships) => new Set(relationships.map((relationship) => relationship.id)).size === relationships.length, { error: "Two relationships share an id." }),
}) satisfies z.ZodType<HeroSheet>;

export class HeroSheetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "HeroSheetError";
  }
}

/** A stored sheet, checked; throws HeroSheetError naming the first field that does not fit. */
export function readHeroSheet(stored: unknown): HeroSheet {
  const parsed = heroSheetSchema.safeParse(stored);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HeroSheetError(`The stored hero sheet does not fit at ${issue.path.join(".") || "its root"}: ${issue.message}`);
  }
  return parsed.data as HeroSheet;
}

/** A new hero's sheet: every stat D6, no skills, Level 1, the points at 0, a public identity. */
export function newHeroSheet(name: string, alignment: HeroSheet["alignment"] = "hero"): HeroSheet {
  return {
    name,
    level: 1,
    stats: { ST: 6, DX: 6, TO: 6, IN: 6, WP: 6, CH: 6 },
    skills: {},
    virtue: 0,
    ego: 0,
    reputation: 0,
    vp: 0,
    lifestyle: 6,
    resources: 6,
    legendPoints: 0,
    buildPoints: 0,
    resourcePoints: 0,
    trainingPoints: 0,
    dp: 0,
    alignment,
    personalityTraits: [],
    secretIdentity: { isSecret: false, knownBy: [] },
    secretBase: null,
    relationships: [],
  };
}

/** One line of a hero's history: a value that moved, why, who changed it and when (STORED AS JSON). */
export interface HeroHistoryLine {
  field: string;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
  reason: (typeof LEDGER_REASONS)[number];
  note?: string;
  /** The change's request key: a retried change finds its lines and is not applied twice. */
  key: string;
  /** The session (an episode or a week) whose play made the change, when one did: undoing the session takes it back. */
  sessionId?: string;
  at: string;
  by: string;
}

/**
 * How a hero stands after its last combat (lib/rules/shsa/aftermath.ts): well; dying until a
 * Medical task saves it; hurt until it recovers (the week's roll or a Medical task); dead, a powered
 * Name checking for its return at a cadence that slows on 1s (SHSA-R10). STORED AS JSON.
 */
export type HeroCondition =
  | { status: "well" }
  | { status: "dying" }
  | { status: "hurt" }
  /** `weeksSinceCheck`: weeks closed since the last return check (or the death), absent for none (SHSA-R16). */
  | { status: "dead"; cadence: ReturnCadence; weeksSinceCheck?: number };

export const WELL: HeroCondition = { status: "well" };

/** A condition as a history line and a page write it: "well", "hurt", "dead (checks weekly)". */
export function describeCondition(condition: HeroCondition): string {
  if (condition.status !== "dead") return condition.status;
  const since = condition.weeksSinceCheck ?? 0;
  return since > 0 ? `dead (checks ${condition.cadence}, ${since} week${since === 1 ? "" : "s"} since the last)` : `dead (checks ${condition.cadence})`;
}

/**
 * A change-table row (L585–L602) the sheet cannot hold (an ability, an advantage, a disadvantage,
 * a trait, the personality): kept on the hero until its player marks it applied, saying what
 * changed. STORED AS JSON in the hero's state.
 */
export interface PendingChange {
  /** Unique on the hero: the request key that rolled it and its place among that roll's rows. */
  id: string;
  /** The D20's face and the table's row. */
  face: number;
  row: string;
  text: string;
  line: string;
  /** What rolled it ("close of the week: back in play"). */
  from: string;
  /** The session whose play rolled it: undoing the session takes it back. */
  sessionId?: string;
  at: string;
}

/** A pending change as its history line and the page write it: "D20 4: Add a random ability … (L588)". */
export function describePendingChange(change: Pick<PendingChange, "face" | "text" | "line">): string {
  return `D20 ${change.face}: ${change.text} (${change.line})`;
}

/**
 * What a hero was before a session first changed it: the sheet, the condition, its pending
 * changes, and how long its history was then. Undoing the session (lib/games/shsa/server/sessions/undo-session.ts) puts the
 * sheet and condition back, refusing if a line outside the session came after.
 */
export interface SessionStart {
  sessionId: string;
  sheet: HeroSheet;
  condition: HeroCondition;
  pending: PendingChange[];
  historyLength: number;
}

/** How many sessions back a hero's state can be undone (one start kept per session that touched it). */
export const SESSION_STARTS_KEPT = 12;

/** A hero's state as its Team.state holds it (STORED AS JSON; changing it needs a data migration). */
export interface HeroState {
  v: 1;
  sheet: HeroSheet;
  history: HeroHistoryLine[];
  /** Absent in a state written before conditions were kept: read as well. */
  condition: HeroCondition;
  /** The latest sessions that changed the hero, oldest first (at most SESSION_STARTS_KEPT). */
  sessionStarts: SessionStart[];
  /** Change-table rows the sheet cannot hold, waiting for the player to apply them; absent in an older state: none. */
  pending: PendingChange[];
}

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const conditionSchema = z.discriminatedUnion("status", [
  z.strictObject({ status: z.literal("well") }),
  z.strictObject({ status: z.literal("dying") }),
  z.strictObject({ status: z.literal("hurt") }),
  z.strictObject({ status: z.literal("dead"), cadence: z.enum(RETURN_CADENCES), weeksSinceCheck: z.number().int().min(1).optional() }),
]);
const pendingSchema = z.strictObject({
  id: z.string().min(1).max(200),
  face: z.number().int().min(1).max(20),
  row: z.string().min(1).max(40),
  text: z.string().min(1).max(200),
  line: z.string().min(1).max(20),
  from: z.string().max(200),
  sessionId: z.string().min(1).optional(),
  at: z.string(),
});
const heroStateSchema = z.strictObject({
  v: z.literal(1),
  sheet: heroSheetSchema,
  history: z.array(
    z.strictObject({
      field: z.string(),
      before: scalar,
      after: scalar,
      reason: z.enum(LEDGER_REASONS),
      note: z.string().optional(),
      key: z.string().min(1),
      sessionId: z.string().min(1).optional(),
      at: z.string(),
      by: z.string(),
    }),
  ),
  condition: conditionSchema.optional().default(WELL),
  sessionStarts: z
    .array(
      z.strictObject({
        sessionId: z.string().min(1),
        sheet: heroSheetSchema,
        condition: conditionSchema,
        pending: z.array(pendingSchema).optional().default([]),
        historyLength: z.number().int().min(0),
      }),
    )
    .max(SESSION_STARTS_KEPT)
    .optional()
    .default([]),
  pending: z.array(pendingSchema).max(100).optional().default([]),
});

/**
 * A hero's stored state, checked. A hero just made by the team form has an empty state: its sheet
 * is a new one under the hero's name, with no history yet. Throws HeroSheetError naming the field
 * for anything else that does not fit.
 */
export function readHeroState(stored: unknown, heroName: string): HeroState {
  if (typeof stored === "object" && stored !== null && !Array.isArray(stored) && Object.keys(stored).length === 0)
    return { v: 1, sheet: newHeroSheet(heroName), history: [], condition: WELL, sessionStarts: [], pending: [] };
  const parsed = heroStateSchema.safeParse(stored);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HeroSheetError(`The stored hero does not fit at ${issue.path.join(".") || "its root"}: ${issue.message}`);
  }
  return parsed.data as HeroState;
}
