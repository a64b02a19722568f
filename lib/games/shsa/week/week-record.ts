import { z } from "zod";
import { DOWNTIME_ACTIONS, type DowntimeAction } from "@/lib/rules/shsa";

/**
 * A week's own record inside its session's details (PlaySession.details.week, STORED AS JSON;
 * changing it needs a data migration): each hero's plan of Activity Periods, what the planned
 * actions rolled, and the close of the week. Every read goes through `readWeekRecord`.
 */
export const WEEK_RECORD_KEY = "week";

/** An item of a hero's plan: an action and the periods it takes. */
export interface WeekPlanItem {
  action: DowntimeAction;
  periods: number;
}

export interface WeekHeroPlan {
  items: WeekPlanItem[];
  /** The Medical task route for a Hurt hero (L583): two periods, rolled when the week closes, with these dice. */
  medical: { skill: string } | null;
  by: string;
}

/** One action rolled (or applied) during the week: what it was, its summary and what it changed. */
export interface WeekActionDone {
  key: string;
  teamId: string;
  action: string;
  summary: string;
  lines: string[];
  /** A sponsor found: its D6 extra periods are rolled when the week closes. */
  sponsorFound?: boolean;
  source: "app" | "physical" | "none";
  by: string;
}

/** What closing the week did for one hero. */
export interface WeekCloseLine {
  teamId: string;
  name: string;
  lines: string[];
  /** Periods the hero owes the next week: a new sponsor's D6 extra periods to finalise it (L120). */
  owed?: number;
}

export interface WeekRecord {
  v: 1;
  /** How many times the record was written: an open week page compares it with the one it shows (SessionLive). */
  version: number;
  plans: Record<string, WeekHeroPlan>;
  done: WeekActionDone[];
  closed: { key: string; by: string; source: "app" | "physical"; heroes: WeekCloseLine[] } | null;
}

const planItemSchema = z.strictObject({
  action: z.enum(DOWNTIME_ACTIONS),
  periods: z.number().int().min(1).max(30),
});

const weekRecordSchema = z.strictObject({
  v: z.literal(1),
  // Absent in a week written before pages followed it live: read as 0.
  version: z.number().int().min(0).optional().default(0),
  plans: z.record(
    z.string(),
    z.strictObject({
      items: z.array(planItemSchema).max(12),
      medical: z.strictObject({ skill: z.string().min(1).max(20) }).nullable(),
      by: z.string(),
    }),
  ),
  done: z.array(
    z.strictObject({
      key: z.string().min(1),
      teamId: z.string().min(1),
      action: z.string().min(1),
      summary: z.string(),
      lines: z.array(z.string()),
      sponsorFound: z.boolean().optional(),
      source: z.enum(["app", "physical", "none"]),
      by: z.string(),
    }),
  ),
  closed: z
    .strictObject({
      key: z.string().min(1),
      by: z.string(),
      source: z.enum(["app", "physical"]),
      heroes: z.array(z.strictObject({ teamId: z.string(), name: z.string(), lines: z.array(z.string()), owed: z.number().int().min(0).optional() })),
    })
    .nullable(),
}) satisfies z.ZodType<WeekRecord, unknown>;

export const EMPTY_WEEK: WeekRecord = { v: 1, version: 0, plans: {}, done: [], closed: null };

export class WeekRecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WeekRecordError";
  }
}

/** The week's record out of a session's details (an empty week when nothing was recorded); throws WeekRecordError naming the field that does not fit. */
export function readWeekRecord(details: unknown): WeekRecord {
  if (details === null || details === undefined || typeof details !== "object" || Array.isArray(details)) return EMPTY_WEEK;
  const stored = (details as Record<string, unknown>)[WEEK_RECORD_KEY];
  if (stored === undefined) return EMPTY_WEEK;
  const parsed = weekRecordSchema.safeParse(stored);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new WeekRecordError(`The stored week does not fit at ${[WEEK_RECORD_KEY, ...issue.path].join(".")}: ${issue.message}`);
  }
  return parsed.data as WeekRecord;
}

/** The session's details with the week's record replaced (the other keys, such as an episode's, kept). */
export function withWeekRecord(details: unknown, week: WeekRecord): Record<string, unknown> {
  const base = details !== null && typeof details === "object" && !Array.isArray(details) ? (details as Record<string, unknown>) : {};
  return { ...base, [WEEK_RECORD_KEY]: week };
}

/** The periods a hero's plan spends: its actions and, when planned, the two of the Medical task. */
export function periodsOfPlan(plan: Pick<WeekHeroPlan, "items" | "medical">, medicalPeriods: number): number {
  return plan.items.reduce((sum, item) => sum + item.periods, 0) + (plan.medical ? medicalPeriods : 0);
}

/**
 * The periods a hero has to plan this week: the campaign's allowance (SHSA-R5) less what a sponsor
 * found the week before still takes to finalise (its D6 extra periods, L120), never below 0.
 */
export function periodsToPlan(allowance: number, owed: number): number {
  return Math.max(0, allowance - owed);
}
