import { z } from "zod";
import { HERO_POINT_AWARDS, HERO_POINT_SPENDS } from "@/lib/rules/d20";
import { idField } from "@/lib/schemas/campaign";
import { D20_RANKS, D20_RANK_LABELS, type D20Rank } from "../hero-sheet";

/** The forms of the d20 series (a form posts text: numbers are coerced, then checked). */
export const d20RequestKeyField = z
  .string({ error: "Missing request key." })
  .trim()
  .regex(/^[A-Za-z0-9-]{16,64}$/, { error: "Missing request key." });

const rankField = (label: string) =>
  z.coerce
    .number({ error: `Enter ${label} as a number.` })
    .int({ error: `Enter ${label} as a whole number.` })
    .min(-5, { error: `${label} is at least −5.` })
    .max(40, { error: `${label} is at most 40.` });

/** Typed d20 faces as a GM writes them: "12 7", "12,7". */
const faces = z.preprocess(
  (value) =>
    typeof value === "string" && value.trim() !== ""
      ? value
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : undefined,
  z
    .array(
      z
        .number({ error: "Type each d20 as a whole number from 1 to 20." })
        .int({ error: "Type each d20 as a whole number from 1 to 20." })
        .min(1, { error: "A d20 shows 1 to 20." })
        .max(20, { error: "A d20 shows 1 to 20." }),
    )
    .max(60)
    .optional(),
);
const source = z.enum(["app", "physical"], { error: "Roll with the app or type the d20." });
const typedNeedsFaces = (input: { source: "app" | "physical"; faces?: number[] }) => input.source === "app" || (input.faces?.length ?? 0) > 0;
const ticked = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

export const ranksShape = Object.fromEntries(D20_RANKS.map((rank) => [rank, rankField(D20_RANK_LABELS[rank])])) as Record<D20Rank, ReturnType<typeof rankField>>;

export const FOE_ROWS = 2;

export const startD20ConflictSchema = z
  .object({
    campaignId: idField,
    sessionId: idField,
    requestKey: d20RequestKeyField,
    name: z.string({ error: "Name the conflict." }).trim().min(1, { error: "Name the conflict." }).max(80, { error: "Keep the name under 80 characters." }),
    heroes: z.array(idField).max(40),
    foes: z
      .array(
        z.object({
          name: z.string().trim().max(60, { error: "Keep a foe's name under 60 characters." }),
          kind: z.enum(["villain", "minion"], { error: "A foe is a villain or a minion group." }),
          count: z.coerce
            .number({ error: "Enter how many minions." })
            .int({ error: "Enter a whole number of minions." })
            .min(1, { error: "A group has at least one minion." })
            .max(20, { error: "A group has at most 20 minions." }),
          initiative: ranksShape.initiative,
          dodge: ranksShape.dodge,
          agility: ranksShape.agility,
          awareness: ranksShape.awareness,
          toughness: ranksShape.toughness,
        }),
      )
      .max(FOE_ROWS),
    source,
    faces,
  })
  .refine(typedNeedsFaces, { error: "Type the face of every d20 the initiative throws.", path: ["faces"] });

/** The start form's fields as the schema reads them: the heroes ticked, and each foe row that has a name. */
export function startConflictFromForm(formData: FormData) {
  const foes = [];
  for (let row = 0; row < FOE_ROWS; row++) {
    const name = String(formData.get(`foe${row}Name`) ?? "").trim();
    if (!name) continue;
    const field = (suffix: string) => formData.get(`foe${row}${suffix}`) ?? "";
    foes.push({
      name,
      kind: field("Kind"),
      count: field("Count") || "1",
      initiative: field("Initiative"),
      dodge: field("Dodge"),
      agility: field("Agility"),
      awareness: field("Awareness"),
      toughness: field("Toughness"),
    });
  }
  return {
    campaignId: formData.get("campaignId"),
    sessionId: formData.get("sessionId"),
    requestKey: formData.get("requestKey"),
    name: formData.get("name"),
    heroes: formData.getAll("heroes"),
    foes,
    source: formData.get("source"),
    faces: formData.get("faces") ?? undefined,
  };
}

const CONDITION_NAME = z.string({ error: "Name the condition." }).trim().min(1, { error: "Name the condition." }).max(40, { error: "Keep a condition under 40 characters." });

export const tapD20ConflictSchema = z
  .object({
    campaignId: idField,
    sessionId: idField,
    conflictId: z.string({ error: "Choose the conflict." }).trim().min(1).max(20),
    requestKey: d20RequestKeyField,
    tap: z.enum(["resistance", "ongoing-check", "end-turn", "recover", "add-condition", "remove-condition", "undo", "end", "delay", "act-now", "ready", "readied-action", "join"], {
      error: "Choose what to do.",
    }),
    combatantId: z.string().trim().max(20).optional(),
    rank: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.coerce
        .number({ error: "Enter the damage rank as a number." })
        .int({ error: "Enter the damage rank as a whole number." })
        .min(0, { error: "A rank is 0 or more." })
        .max(40, { error: "A rank is at most 40." })
        .optional(),
    ),
    heroPoint: ticked,
    source: source.optional(),
    faces,
    key: z.string().trim().max(80).optional(),
    condition: CONDITION_NAME.optional(),
    lasts: z.enum(["end-of-next-turn", "until-recovered", "ongoing"], { error: "Say how long it lasts." }).optional(),
    dc: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number({ error: "Enter the DC as a number." }).int().min(1).max(60, { error: "A DC is at most 60." }).optional()),
    resistance: z.enum(["toughness", "fortitude", "will"], { error: "Choose the resistance." }).optional(),
    trigger: z.string({ error: "Say what triggers the readied action." }).trim().max(120, { error: "Keep the trigger under 120 characters." }).optional(),
    /** A late joiner: a hero of the campaign (its team id), or a foe by name, kind and ranks. */
    joinHero: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(40).optional()),
    joinName: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(60, { error: "Keep the name under 60 characters." }).optional()),
    joinKind: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["villain", "minion"], { error: "Choose a villain or a minion." }).optional()),
    joinInitiative: ranksShape.initiative.optional(),
    joinDodge: ranksShape.dodge.optional(),
    joinAgility: ranksShape.agility.optional(),
    joinAwareness: ranksShape.awareness.optional(),
    joinToughness: ranksShape.toughness.optional(),
  })
  .superRefine((input, context) => {
    const needs = (field: keyof typeof input, message: string) => {
      if (input[field] === undefined || input[field] === "") context.addIssue({ code: "custom", path: [field], message });
    };
    if (["resistance", "ongoing-check", "recover", "add-condition", "remove-condition", "act-now", "readied-action"].includes(input.tap))
      needs("combatantId", "Choose the combatant.");
    if (input.tap === "ready" && !input.trigger) context.addIssue({ code: "custom", path: ["trigger"], message: "Say what triggers the readied action." });
    if (input.tap === "join") {
      if (!input.joinHero && !input.joinName) context.addIssue({ code: "custom", path: ["joinHero"], message: "Choose a hero, or name the foe who joins." });
      needs("source", "Roll with the app or type the d20.");
      if (input.source === "physical" && !input.faces?.length) context.addIssue({ code: "custom", path: ["faces"], message: "Type the d20's face." });
    }
    if (input.tap === "resistance") needs("rank", "Enter the damage rank.");
    if (input.tap === "resistance" || input.tap === "ongoing-check") {
      needs("source", "Roll with the app or type the d20.");
      if (input.source === "physical" && !input.faces?.length) context.addIssue({ code: "custom", path: ["faces"], message: "Type the d20's face." });
    }
    if (input.tap === "ongoing-check" || input.tap === "remove-condition") needs("key", "Choose the effect.");
    if (input.tap === "add-condition") {
      needs("condition", "Name the condition.");
      needs("lasts", "Say how long it lasts.");
      if (input.lasts === "ongoing") needs("dc", "An ongoing effect needs the DC of its check.");
    }
  });

export const undoD20ConflictSchema = z.object({ campaignId: idField, sessionId: idField, conflictId: z.string().trim().min(1).max(20), requestKey: d20RequestKeyField });

const note = z.string().trim().max(200, { error: "Keep the note under 200 characters." }).default("");

export const awardD20HeroPointSchema = z.object({
  teamId: idField,
  requestKey: d20RequestKeyField,
  reason: z.enum(HERO_POINT_AWARDS, { error: "Choose why the hero earns the point." }),
  note,
});

export const spendD20HeroPointSchema = z.object({
  teamId: idField,
  requestKey: d20RequestKeyField,
  reason: z.enum(HERO_POINT_SPENDS, { error: "Choose what the point is spent on." }),
  note,
});

export const setD20RanksSchema = z.object({ teamId: idField, requestKey: d20RequestKeyField, ...ranksShape });

export const recordD20InjurySchema = z.object({
  teamId: idField,
  requestKey: d20RequestKeyField,
  text: z.string({ error: "Describe the injury." }).trim().min(1, { error: "Describe the injury." }).max(200, { error: "Keep it under 200 characters." }),
});

export const restD20HeroSchema = z.object({
  teamId: idField,
  requestKey: d20RequestKeyField,
  minutes: z.coerce
    .number({ error: "Enter the minutes of rest." })
    .int({ error: "Enter whole minutes." })
    .min(1, { error: "Rest at least a minute." })
    .max(1440, { error: "Rest at most a day (1440 minutes) at a time." }),
});

export const startD20HazardSchema = z
  .object({
    teamId: idField,
    requestKey: d20RequestKeyField,
    kind: z.enum(["heat-cold", "thirst", "hunger", "suffocation", "vacuum-bends", "vacuum-breath", "disease", "radiation"], { error: "Choose the hazard." }),
    label: z.string({ error: "Name the hazard." }).trim().min(1, { error: "Name the hazard." }).max(80),
    rank: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number({ error: "Enter the rank as a number." }).int().min(0).max(40).optional()),
    severity: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["uncomfortable", "intense", "extreme"]).optional()),
  })
  .refine((input) => input.kind !== "heat-cold" || input.severity !== undefined, { error: "Heat or cold needs its severity.", path: ["severity"] })
  .refine((input) => (input.kind !== "disease" && input.kind !== "radiation") || input.rank !== undefined, { error: "A disease or radiation needs its rank.", path: ["rank"] });

export const stopD20HazardSchema = z.object({ teamId: idField, requestKey: d20RequestKeyField, hazardId: z.string().trim().min(1).max(80) });

export const checkD20HazardSchema = z
  .object({ teamId: idField, requestKey: d20RequestKeyField, hazardId: z.string().trim().min(1).max(80), source, faces })
  .refine((input) => input.source !== "physical" || (input.faces?.length ?? 0) > 0, { error: "Type the d20's face.", path: ["faces"] });

export const fallD20HeroSchema = z
  .object({
    teamId: idField,
    requestKey: d20RequestKeyField,
    distanceRank: z.coerce
      .number({ error: "Enter the distance rank as a number." })
      .int({ error: "Enter the distance rank as a whole number." })
      .min(-5, { error: "A distance rank is at least −5." })
      .max(30, { error: "A distance rank is at most 30." }),
    source,
    faces,
  })
  .refine((input) => input.source !== "physical" || (input.faces?.length ?? 0) > 0, { error: "Type the d20's face.", path: ["faces"] });
