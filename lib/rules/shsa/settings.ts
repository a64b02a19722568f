/**
 * A campaign's SHSA settings: what the play sheet assumes from the full rules but never gives, and
 * the readings of garbled lines a group may prefer the other way. Each default is our ruling
 * (RULINGS.md, `SHSA-R1` …); a group that owns the full rules sets its own.
 */
import { z } from "zod";

export const ALIGNMENTS = ["villain", "neutral", "hero"] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

const whole = (what: string, min: number, max?: number) => {
  const range = max === undefined ? `${min} or more` : `from ${min} to ${max}`;
  const base = z
    .number({ error: `Enter ${what} as a number.` })
    .int({ error: `Enter ${what} as a whole number.` })
    .min(min, { error: `${what} must be ${range}.` });
  return max === undefined ? base : base.max(max, { error: `${what} must be ${range}.` });
};

export const shsaSettingsSchema = z.object({
  /** SHSA-R1: how many dice a die-rated stat or skill throws in a task (D8 skill → 2D8). */
  traitDice: whole("The dice a stat or skill throws", 1, 4).default(2),
  /** SHSA-R1: what an opposed task compares: both totals, or each side's highest die. */
  comparator: z.enum(["total", "highest"], { error: "Choose how a task compares the rolls: total or highest." }).default("total"),
  /** SHSA-R1: whether an actor who only ties the resistance succeeds. */
  tieIsSuccess: z.boolean({ error: "Say whether a tie succeeds (yes or no)." }).default(true),
  /** SHSA-R1: the margin from which a success or failure is major. */
  majorMargin: whole("The margin of a major result", 1).default(5),
  /** SHSA-R2: the Hero/Villain/Neutral roll of character generation: one die … */
  alignmentDie: whole("The alignment die", 2).default(6),
  /** … faces up to this are Villain … */
  alignmentVillainUpTo: whole("The highest Villain face", 0).default(2),
  /** … faces up to this are Neutral, the rest Hero. */
  alignmentNeutralUpTo: whole("The highest Neutral face", 0).default(4),
  /** SHSA-R2: personality traits a hero may have; empty means the group names them freely. */
  personalityTraits: z.array(z.string().min(1, { error: "A personality trait needs a name." }), { error: "Give the personality traits as a list." }).default([]),
  /** SHSA-R4: a "+1 difficulty" (Level, Sponsor modifiers, relationships) is one Val step or +1 to the total. */
  difficultyModifier: z.enum(["val-step", "total"], { error: "Choose what a difficulty modifier does: a Val step or the total." }).default("val-step"),
  /** SHSA-R5: Activity Periods per hero per week ("usually 6", L106). */
  activityPeriodsPerWeek: whole("Activity Periods per week", 1).default(6),
  /** SHSA-R7: the die that picks a Patrol task; the printed column was lost (L140–L153). */
  patrolTaskDie: whole("The Patrol task die", 12).default(12),
  /** SHSA-R8: the D6 face at or under which Lifestyle drops when two or more periods short (L136). */
  lifestyleDropWhenTwoShort: whole("The Lifestyle drop face", 1, 6).default(2),
  /** SHSA-R9: the Lifestyle die from which a hero is Luxurious, and from which a Plutocrat. */
  luxuriousFrom: whole("The Luxurious Lifestyle die", 4, 30).default(14),
  plutocratFrom: whole("The Plutocrat Lifestyle die", 4, 30).default(16),
  /** SHSA-R12: whether turn 12 (missing from the Comeback table, L546–L552) throws D12 or no Comeback. */
  comebackOnTurn12: z.boolean({ error: "Say whether turn 12 has a Comeback (yes or no)." }).default(true),
  /** SHSA-R16: weeks between a dead Name's return checks once a 1 has slowed them to "once per month" (L583). */
  monthlyCheckWeeks: whole("Weeks between monthly checks", 1, 520).default(4),
  /** SHSA-R16: weeks between a dead Name's return checks once a second 1 has slowed them to "once per year" (L583). */
  yearlyCheckWeeks: whole("Weeks between yearly checks", 1, 520).default(52),
});

export type ShsaSettings = z.infer<typeof shsaSettingsSchema>;
export type ShsaSettingsInput = z.input<typeof shsaSettingsSchema>;

export const DEFAULT_SHSA_SETTINGS: ShsaSettings = shsaSettingsSchema.parse({});

/** The defaults with a group's own choices on top; throws on a value the schema refuses. */
export function shsaSettings(overrides: ShsaSettingsInput = {}): ShsaSettings {
  const settings = shsaSettingsSchema.parse(overrides);
  if (settings.alignmentNeutralUpTo < settings.alignmentVillainUpTo || settings.alignmentNeutralUpTo >= settings.alignmentDie) {
    throw new Error("The Hero/Villain/Neutral roll needs Villain ≤ Neutral < the die's top face");
  }
  if (settings.yearlyCheckWeeks < settings.monthlyCheckWeeks) throw new Error("Yearly return checks cannot come more often than monthly ones");
  return settings;
}
