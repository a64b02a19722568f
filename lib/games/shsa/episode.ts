import { z } from "zod";
import { STATUS_MODIFIERS, type CombatEndCondition, type StatusCause } from "@/lib/rules/shsa";

/**
 * SHSA's record of an episode, kept under the key `episode` of its session's details
 * (PlaySession.details): its steps (a task or a combat, who took part, the outcome, who was
 * captured, whether it made the news) and, for a combat, the aftermath of every hero left at TO 0
 * (the post-combat status roll, then the Medical save of a Dying hero). Every read goes through
 * `readEpisode`, so a record of the wrong shape is a clear error, never a half-read episode.
 */
export const EPISODE_KEY = "episode";

export const STEP_KINDS = ["task", "combat"] as const;
export type StepKind = (typeof STEP_KINDS)[number];
export const STEP_OUTCOMES = ["success", "failure"] as const;
export type StepOutcome = (typeof STEP_OUTCOMES)[number];
export const COMBAT_END_CONDITIONS = ["knockout", "overmatched", "rout"] as const satisfies readonly CombatEndCondition[];
export const STATUS_CAUSES = STATUS_MODIFIERS.map((modifier) => modifier.id) as [StatusCause, ...StatusCause[]];

const source = z.enum(["app", "physical"]);
const teamId = z.string().min(1).max(40);

const statusRollSchema = z.strictObject({
  key: z.string().min(1).max(80),
  causes: z.array(z.enum(STATUS_CAUSES)).max(STATUS_CAUSES.length),
  face: z.number().int().min(1).max(10),
  modifier: z.number().int(),
  total: z.number().int(),
  status: z.enum(["dying", "hurt", "shaken"]),
  source,
  by: z.string().max(120),
});

const saveRollSchema = z.strictObject({
  key: z.string().min(1).max(80),
  medical: z.string().min(1).max(20),
  summary: z.string().max(200),
  isSaved: z.boolean(),
  source,
  by: z.string().max(120),
});

export const heroAftermathSchema = z.strictObject({
  status: statusRollSchema.nullable(),
  save: saveRollSchema.nullable(),
});
export type HeroAftermath = z.infer<typeof heroAftermathSchema>;

/** A combat's mooks out of play at its end, and the D6 each full team of four rolled to return (L556–L558, SHSA-R13). */
const mookReturnSchema = z.strictObject({
  key: z.string().min(1).max(80),
  outOfPlay: z.number().int().min(0).max(400),
  faces: z.array(z.number().int().min(1).max(6)).max(100),
  returning: z.number().int().min(0),
  defeated: z.number().int().min(0),
  source,
  by: z.string().max(120),
});
export type MookReturnRecord = z.infer<typeof mookReturnSchema>;

/** A Comeback challenge rolled during a combat (L544): who, on which turn, its dice and whether the Name came back. */
const comebackSchema = z.strictObject({
  key: z.string().min(1).max(80),
  teamId,
  turn: z.number().int().min(1).max(12),
  timesOutOfAction: z.number().int().min(1).max(20),
  wp: z.string().min(1).max(20),
  summary: z.string().max(200),
  isBack: z.boolean(),
  source,
  by: z.string().max(120),
});
export type ComebackRecord = z.infer<typeof comebackSchema>;

export const episodeStepSchema = z.strictObject({
  id: z.string().min(1).max(80),
  kind: z.enum(STEP_KINDS),
  title: z.string().max(120),
  heroIds: z.array(teamId).max(50),
  outcome: z.enum(STEP_OUTCOMES),
  capturedIds: z.array(teamId).max(50),
  inTheNews: z.boolean(),
  /** A combat's: the conditions under which the losing side lost (L560–L564), as the table saw them. */
  endedBy: z.array(z.enum(COMBAT_END_CONDITIONS)).max(3),
  /** A combat's: the heroes left at TO 0, each with its aftermath. */
  takenOut: z.array(z.strictObject({ teamId, aftermath: heroAftermathSchema })).max(50),
  /** A combat's mook returns, once rolled (absent in a step recorded before they were kept). */
  mooks: mookReturnSchema.nullable().optional(),
  /** A combat's Comeback challenges, in the order rolled (absent in a step recorded before they were kept). */
  comebacks: z.array(comebackSchema).max(100).optional(),
});
export type EpisodeStep = z.infer<typeof episodeStepSchema>;

export const episodeRecordSchema = z.strictObject({
  v: z.literal(1),
  /** Bumped by every change, so a page can tell it is behind. */
  version: z.number().int().min(0),
  steps: z.array(episodeStepSchema).max(100),
});
export type EpisodeRecord = z.infer<typeof episodeRecordSchema>;

export const EMPTY_EPISODE: EpisodeRecord = { v: 1, version: 0, steps: [] };

export class EpisodeRecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EpisodeRecordError";
  }
}

/** The episode record in a session's details (empty when none was written); throws EpisodeRecordError naming what does not fit. */
export function readEpisode(details: unknown): EpisodeRecord {
  const stored = details && typeof details === "object" ? (details as Record<string, unknown>)[EPISODE_KEY] : undefined;
  if (stored === undefined || stored === null) return EMPTY_EPISODE;
  const parsed = episodeRecordSchema.safeParse(stored);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new EpisodeRecordError(`The stored episode does not fit at ${issue.path.join(".") || "its root"}: ${issue.message}`);
  }
  return parsed.data;
}

/** The session's details with `episode` replaced (anything else kept as it was). */
export function withEpisode(details: unknown, episode: EpisodeRecord): Record<string, unknown> {
  const rest = details && typeof details === "object" && !Array.isArray(details) ? (details as Record<string, unknown>) : {};
  return { ...rest, [EPISODE_KEY]: episode };
}

/** Where a taken-out hero's aftermath stands: what is rolled next, or that it is done. */
export function aftermathStage(aftermath: HeroAftermath): "status" | "save" | "done" {
  if (!aftermath.status) return "status";
  if (aftermath.status.status === "dying" && !aftermath.save) return "save";
  return "done";
}

/** Whether any roll of the step's aftermath was made (such a step is kept as it is: undo the episode instead). */
export function hasAftermathRolls(step: EpisodeStep): boolean {
  return step.takenOut.some((hero) => hero.aftermath.status !== null) || (step.mooks ?? null) !== null || (step.comebacks?.length ?? 0) > 0;
}
