/**
 * A series' settings for the d20 superhero rules: what the "Running the Game" chapter takes from
 * chapters we do not have (how degrees are counted, the full condition list, hero points at the
 * start of an adventure) and the readings a group may prefer. Each default is a ruling
 * (D20-R1 … in RULINGS.md). Rules never hard-code these numbers: they read them from here.
 */
import { z } from "zod";

export const d20SettingsSchema = z.object({
  /** D20-R1: a degree is every full step of this many points past the DC (L262–L268 count degrees). */
  degreeStep: z.number().int().min(1).max(20).default(5),
  /** D20-R2: a natural 20 on a check that is not an attack counts one degree better (the chapter only rules on attacks, L234). */
  naturalTwentyImprovesDegree: z.boolean().default(true),
  /** D20-R3: hero points a hero holds at the start of each adventure. */
  startingHeroPoints: z.number().int().min(0).max(20).default(1),
  /** D20-R3: at the start of an adventure the balance is set to the starting points (unspent points lapse); off: the starting points are added. */
  resetHeroPointsEachAdventure: z.boolean().default(true),
  /** D20-R4: conditions the series uses beyond those the chapter defines; tracked by name, with no numeric effect. */
  extraConditions: z.array(z.string().trim().min(1).max(40)).max(40).default([]),
  /** D20-R5: who acts first when a late joiner ties exactly with those already in the order: "existing" keeps them first; "roll-off" rolls. */
  lateJoinerTies: z.enum(["existing", "roll-off"]).default("existing"),
  /** D20-R6: each failed damage check by an object the attacker does not mean to break still adds the −1 penalty. */
  objectsTakePenalties: z.boolean().default(true),
});

export type D20Settings = z.infer<typeof d20SettingsSchema>;

/** The defaults: every ruling's stated default. */
export const DEFAULT_D20_SETTINGS: D20Settings = d20SettingsSchema.parse({});

/** A series' stored choices on top of the defaults (unknown keys dropped, bad values refused by zod). */
export function d20Settings(overrides: Partial<D20Settings> = {}): D20Settings {
  return d20SettingsSchema.parse({ ...DEFAULT_D20_SETTINGS, ...overrides });
}
