import { z } from "zod";
import { DOWNTIME_ACTIONS, type DowntimeAction } from "@/lib/rules/shsa";
import { idField } from "@/lib/schemas/campaign";
import { WEEK_ROLL_MODES, WEEK_ROLLS } from "@/lib/games/shsa/week/week-actions";
import { shsaRequestKeyField } from "./sheet-change";

/** A select left on its empty option, or a field left empty, posts "": nothing given. */
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
const box = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
const whole = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Enter ${what} as a number.` })
    .int({ error: `Enter ${what} as a whole number.` })
    .min(min, { error: `${what[0]!.toUpperCase()}${what.slice(1)} must be from ${min} to ${max}.` })
    .max(max, { error: `${what[0]!.toUpperCase()}${what.slice(1)} must be from ${min} to ${max}.` });

/** Typed faces as a player writes them: "3 5", "3,5". */
const faces = z.preprocess(
  (value) =>
    typeof value === "string" && value.trim() !== ""
      ? value
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : undefined,
  z
    .array(z.number({ error: "Type each face as a whole number." }).int({ error: "Type each face as a whole number." }))
    .max(200)
    .optional(),
);

const dice = (what: string) =>
  optional(
    z
      .string()
      .trim()
      .min(1)
      .max(20, { error: `Give ${what} as dice (2D8).` }),
  );

/** The planner's form: the periods of each downtime action (fields `periods:<action>`), and the Medical task's dice for a Hurt hero. */
const periodsField = () => optional(whole("the periods", 0, 30));
const periodsShape = Object.fromEntries(DOWNTIME_ACTIONS.map((action) => [`periods:${action}`, periodsField()])) as Record<
  `periods:${DowntimeAction}`,
  ReturnType<typeof periodsField>
>;
export const planShsaWeekSchema = z.object({ teamId: idField, sessionId: idField, ...periodsShape, medicalSkill: dice("the Medical dice") });

export const rollShsaWeekSchema = z
  .object({
    teamId: idField,
    sessionId: idField,
    requestKey: shsaRequestKeyField,
    action: z.enum(WEEK_ROLLS, { error: "Choose what to roll." }),
    mode: optional(z.enum(WEEK_ROLL_MODES, { error: "Choose what the action does." })),
    skill: dice("the hero's dice"),
    amount: optional(whole("the amount", 1, 10000)),
    government: optional(z.enum(["evil", "neutral", "other"], { error: "Choose the government." })),
    hasBaseAdvantages: box,
    otherSponsors: optional(whole("the other sponsors", 0, 20)),
    inTheNews: box,
    resourceIncrease: optional(whole("the Resources increase", 0, 3)),
    isTapping: box,
    lastEpisodeSucceeded: box,
    relationshipValue: optional(whole("the relationship's value", -10, 10)),
    source: z.enum(["app", "physical"], { error: "Roll with the app or type the dice." }),
    faces,
  })
  .refine((input) => input.source === "app" || (input.faces?.length ?? 0) > 0, { error: "Type the faces of every die the roll throws.", path: ["faces"] });

export const closeShsaWeekSchema = z
  .object({
    campaignId: idField,
    sessionId: idField,
    requestKey: shsaRequestKeyField,
    source: z.enum(["app", "physical"], { error: "Roll with the app or type the dice." }),
    faces,
  })
  .refine((input) => input.source === "app" || (input.faces?.length ?? 0) > 0, { error: "Type the faces of every die the close throws, in the summary's order.", path: ["faces"] });

/** A condition set by hand: well, dying, hurt, or dead with the cadence of its return checks. */
export const correctShsaConditionSchema = z.object({
  teamId: idField,
  requestKey: shsaRequestKeyField,
  condition: z.enum(["well", "dying", "hurt", "dead-weekly", "dead-monthly", "dead-yearly"], { error: "Choose the hero's condition." }),
});
