import { z } from "zod";
import { COMBAT_END_CONDITIONS, STATUS_CAUSES, STEP_KINDS, STEP_OUTCOMES } from "@/lib/games/shsa/episode";
import { idField } from "@/lib/schemas/campaign";
import { shsaRequestKeyField } from "./sheet-change";

type FormLike = Pick<FormData, "get" | "getAll">;
const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
const texts = (form: FormLike, name: string) => form.getAll(name).map(text).filter(Boolean);

const ids = (message: string) => z.array(z.string().trim().min(1).max(40, { error: message })).max(50, { error: message });

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
    .max(40)
    .optional(),
);

const episodeFields = { campaignId: idField, sessionId: idField };

/** A step of an episode, added (no stepId) or changed, from the step form: its checkboxes post one value each. */
export const saveEpisodeStepSchema = z.object({
  ...episodeFields,
  requestKey: shsaRequestKeyField,
  stepId: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.string().trim().min(1).max(80).optional()),
  kind: z.enum(STEP_KINDS, { error: "Choose a task or a combat." }),
  title: z.string({ error: "Say what the step was." }).trim().max(120, { error: "Keep the step's title under 120 characters." }),
  heroIds: ids("Choose the heroes who took part."),
  outcome: z.enum(STEP_OUTCOMES, { error: "Choose whether the heroes succeeded." }),
  capturedIds: ids("Choose who was captured."),
  inTheNews: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
  endedBy: z.array(z.enum(COMBAT_END_CONDITIONS, { error: "Choose how the combat ended: Knockout, Overmatched or Rout." })).max(3),
  takenOutIds: ids("Choose the heroes left at TO 0."),
});

export function saveEpisodeStepFromForm(form: FormLike) {
  return {
    campaignId: form.get("campaignId"),
    sessionId: form.get("sessionId"),
    requestKey: form.get("requestKey"),
    stepId: form.get("stepId"),
    kind: form.get("kind"),
    title: text(form.get("title")),
    heroIds: texts(form, "heroIds"),
    outcome: form.get("outcome"),
    capturedIds: texts(form, "capturedIds"),
    inTheNews: form.get("inTheNews"),
    endedBy: texts(form, "endedBy"),
    takenOutIds: texts(form, "takenOutIds"),
  };
}

export const removeEpisodeStepSchema = z.object({ ...episodeFields, stepId: z.string({ error: "Choose the step." }).trim().min(1, { error: "Choose the step." }).max(80) });

/** One roll of a taken-out hero's aftermath: the status roll (with its causes) or the Medical save (with the medic's dice). */
export const rollAftermathSchema = z
  .object({
    ...episodeFields,
    requestKey: shsaRequestKeyField,
    stepId: z.string({ error: "Choose the step." }).trim().min(1, { error: "Choose the step." }).max(80),
    teamId: idField,
    roll: z.enum(["status", "save"], { error: "Choose the roll." }),
    causes: z.array(z.enum(STATUS_CAUSES, { error: "Choose how the hero was brought down." })).max(STATUS_CAUSES.length),
    medical: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.string().trim().min(1).max(20, { error: "Give the Medical dice (2D8)." }).optional()),
    source: z.enum(["app", "physical"], { error: "Roll with the app or type the dice." }),
    faces,
  })
  .refine((input) => input.roll === "status" || input.medical !== undefined, { error: "Give the Medical dice of whoever saves the hero (2D8).", path: ["medical"] })
  .refine((input) => input.source === "app" || (input.faces?.length ?? 0) > 0, { error: "Type the faces of every die the roll throws.", path: ["faces"] });

export function rollAftermathFromForm(form: FormLike) {
  return {
    campaignId: form.get("campaignId"),
    sessionId: form.get("sessionId"),
    requestKey: form.get("requestKey"),
    stepId: form.get("stepId"),
    teamId: form.get("teamId"),
    roll: form.get("roll"),
    causes: texts(form, "causes"),
    medical: form.get("medical"),
    source: form.get("source"),
    faces: form.get("faces"),
  };
}

/** A combat's mook returns: how many mooks were out of play, and the dice. */
export const rollMookReturnsSchema = z
  .object({
    ...episodeFields,
    requestKey: shsaRequestKeyField,
    stepId: z.string({ error: "Choose the step." }).trim().min(1, { error: "Choose the step." }).max(80),
    outOfPlay: z.coerce
      .number({ error: "Give the mooks out of play as a number." })
      .int({ error: "Give the mooks out of play as a whole number." })
      .min(0, { error: "Give the mooks out of play as a whole number from 0 to 400." })
      .max(400, { error: "Give the mooks out of play as a whole number from 0 to 400." }),
    source: z.enum(["app", "physical"], { error: "Roll with the app or type the dice." }),
    faces,
  })
  .refine((input) => input.source === "app" || input.outOfPlay < 4 || (input.faces?.length ?? 0) > 0, {
    error: "Type one D6 per full team of four.",
    path: ["faces"],
  });

/** A Comeback challenge during a combat (L544): the Name, the turn, how many times it has been Out of Action, its WP dice, and the dice. */
export const rollComebackSchema = z.object({
  ...episodeFields,
  requestKey: shsaRequestKeyField,
  stepId: z.string({ error: "Choose the step." }).trim().min(1, { error: "Choose the step." }).max(80),
  teamId: z.string({ error: "Choose the hero." }).trim().min(1, { error: "Choose the hero." }).max(40),
  turn: z.coerce
    .number({ error: "Give the turn as a number." })
    .int({ error: "Give the turn as a whole number." })
    .min(1, { error: "Turns start at 1." })
    .max(20, { error: "A fight ends on turn 13 (L552)." }),
  timesOutOfAction: z.coerce
    .number({ error: "Give how many times the hero has been Out of Action." })
    .int({ error: "Give how many times the hero has been Out of Action as a whole number." })
    .min(1, { error: "A hero in a Comeback has been Out of Action at least once." })
    .max(20, { error: "Give at most 20 times Out of Action." }),
  wp: z.string({ error: "Give the hero's WP dice (2D8)." }).trim().min(1, { error: "Give the hero's WP dice (2D8)." }).max(20),
  source: z.enum(["app", "physical"], { error: "Roll with the app or type the dice." }),
  faces,
});
