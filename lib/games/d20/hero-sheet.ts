import { z } from "zod";
import { UNHURT, type DamageTrack, type HazardKind, type HazardState } from "@/lib/rules/d20";

/**
 * The d20 series' reader of a hero as the app stores it (STORED AS JSON in the hero's Team.state;
 * changing the shape needs a data migration): the ranks these rules read, the damage the hero
 * carries out of a conflict until rest clears it, its lasting injuries (complications) and the
 * hazards a GM started on it. Every read goes through `readD20Hero`, so a stored hero of the wrong
 * shape is a clear error naming the field, never a half-read hero.
 */
export const D20_RANKS = ["initiative", "dodge", "agility", "awareness", "toughness", "fortitude", "will"] as const;
export type D20Rank = (typeof D20_RANKS)[number];

export const D20_RANK_LABELS: Record<D20Rank, string> = {
  initiative: "Initiative bonus",
  dodge: "Dodge",
  agility: "Agility",
  awareness: "Awareness",
  toughness: "Toughness",
  fortitude: "Fortitude",
  will: "Will",
};

const rank = (what: string) =>
  z
    .number({ error: `${what} must be a number.` })
    .int({ error: `${what} must be a whole number.` })
    .min(-5, { error: `${what} is at least −5.` })
    .max(40, { error: `${what} is at most 40.` });

export const d20RanksSchema = z.strictObject(Object.fromEntries(D20_RANKS.map((name) => [name, rank(D20_RANK_LABELS[name])])) as Record<D20Rank, ReturnType<typeof rank>>);
export type D20Ranks = z.infer<typeof d20RanksSchema>;

const damageSchema = z.strictObject({
  penalty: z.number().int().min(0),
  dazed: z.boolean(),
  staggered: z.boolean(),
  state: z.enum(["active", "incapacitated", "dying", "dead"]),
}) satisfies z.ZodType<DamageTrack>;

const HAZARD_KINDS = ["heat-cold", "thirst", "hunger", "suffocation", "vacuum-bends", "vacuum-breath", "disease", "radiation"] as const satisfies readonly HazardKind[];
const FATIGUE = ["none", "fatigued", "exhausted", "incapacitated", "dying"] as const;

const hazardStateSchema = z.strictObject({
  kind: z.enum(HAZARD_KINDS),
  checks: z.number().int().min(0),
  successes: z.number().int().min(0),
  fatigue: z.enum(FATIGUE),
  stunned: z.boolean(),
  staminaLost: z.number().int().min(0),
  rank: z.number().int(),
  severity: z.enum(["uncomfortable", "intense", "extreme"]).optional(),
  over: z.boolean(),
}) satisfies z.ZodType<HazardState>;

const heroStateSchema = z.strictObject({
  v: z.literal(1),
  ranks: d20RanksSchema,
  /** What the hero carries out of its last conflict; rest clears it (lib/rules/d20/recovery.ts). */
  damage: damageSchema,
  /** Lasting injuries, recorded as complications; each may bring a hero point when it comes into play. */
  injuries: z.array(z.strictObject({ id: z.string().min(1).max(80), text: z.string().min(1).max(200), at: z.string(), by: z.string() })).max(40),
  /** Hazard timers a GM started on the hero. */
  hazards: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(80),
        label: z.string().min(1).max(80),
        state: hazardStateSchema,
        at: z.string(),
        by: z.string(),
        /** Each check rolled in the app, oldest first: its line (the die, the DC, what it did). Absent before checks were rolled in the app. */
        checks: z
          .array(z.strictObject({ summary: z.string().max(300), at: z.string(), by: z.string() }))
          .max(200)
          .optional(),
      }),
    )
    .max(20),
  /** The request keys already applied to the hero (a retried change finds its key and is not applied twice); the latest 200. */
  keys: z.array(z.string()).max(200),
});

export type D20HeroState = z.infer<typeof heroStateSchema>;

export const DEFAULT_RANKS: D20Ranks = { initiative: 2, dodge: 6, agility: 2, awareness: 2, toughness: 6, fortitude: 6, will: 6 };

/** A hero just made by the team form: average ranks, unhurt, nothing lasting. */
export function newD20Hero(): D20HeroState {
  return { v: 1, ranks: { ...DEFAULT_RANKS }, damage: UNHURT, injuries: [], hazards: [], keys: [] };
}

export class D20HeroError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "D20HeroError";
  }
}

/** A stored hero, checked; an empty state (a hero just made) is a new hero. Throws D20HeroError naming the field. */
export function readD20Hero(stored: unknown): D20HeroState {
  if (typeof stored === "object" && stored !== null && !Array.isArray(stored) && Object.keys(stored).length === 0) return newD20Hero();
  const parsed = heroStateSchema.safeParse(stored);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new D20HeroError(`The stored hero does not fit at ${issue.path.join(".") || "its root"}: ${issue.message}`);
  }
  return parsed.data;
}

/** The state with a request key remembered (the latest 200). */
export function withKey(state: D20HeroState, key: string): D20HeroState {
  return { ...state, keys: [...state.keys, key].slice(-200) };
}

/** What a hero carries out of its last conflict, in words ("Unhurt.", "Carries −2, staggered; 3 minute(s) of rest clear it."). */
export function describeCarried(damage: DamageTrack, minutesToRecover: number | null): string {
  const carried = [damage.penalty > 0 ? `−${damage.penalty}` : null, damage.staggered ? "staggered" : null, damage.state === "active" ? null : damage.state].filter(
    (x): x is string => x !== null,
  );
  if (carried.length === 0) return "Unhurt.";
  return `Carries ${carried.join(", ")}; ${minutesToRecover === null ? "rest cannot help." : `${minutesToRecover} minute(s) of rest clear it.`}`;
}
