import type { z } from "zod";
import type { VersionedSettings } from "./game-system";

/**
 * The choices of a yes/no option on the campaign form. The values are the stored booleans as
 * text, so the form shows the stored choice; a select always posts one (an unticked box posts
 * nothing, which would read as the default).
 */
export const YES_NO_OPTIONS = [
  { value: "true", label: "Yes" },
  { value: "false", label: "No" },
] as const;

/** The rules library's settings out of a game's stored ones: all but the version, which is the app's. */
export function rulesSettingsOf<Stored extends VersionedSettings>(settings: Stored): Omit<Stored, "version"> {
  const { version: _version, ...rules } = settings;
  return rules;
}

/** How a game's form fields are read: the names of its number, yes/no, choice and list options. */
export interface RulesSettingsFields<Name extends string = string> {
  numbers: readonly Name[];
  yesNo: readonly Name[];
  /** Options posted as the stored text itself (a select of named choices). */
  choices: readonly Name[];
  /** Options that are arrays, taken only when an array is given. */
  lists: readonly Name[];
}

/** A number typed into a form (text) as a number; anything else is left for the schema to judge. */
const typedNumber = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value);
/** A yes/no answer ("yes", "no", a ticked box's "on", or the select's "true"/"false") as a boolean; anything else is left for the schema to judge. */
const typedYesNo = (value: unknown) => (value === "yes" || value === "on" || value === "true" ? true : value === "no" || value === "false" ? false : value);

/**
 * A game's settings out of the campaign form's fields (text) or typed values, checked by its
 * schema with its field messages: an option the input leaves out (empty text included) takes its
 * default, and the version is the game's.
 */
export function rulesSettingsFromInput<Stored extends VersionedSettings>(
  game: { schema: z.ZodType<Stored>; defaults: Stored; fields: RulesSettingsFields<Exclude<keyof Stored & string, "version">> },
  input: Record<string, unknown>,
): z.ZodSafeParseResult<Stored> {
  const given: Record<string, unknown> = {};
  const present = (name: string) => input[name] !== undefined && input[name] !== "";
  for (const name of game.fields.numbers) if (present(name)) given[name] = typedNumber(input[name]);
  for (const name of game.fields.yesNo) if (present(name)) given[name] = typedYesNo(input[name]);
  for (const name of game.fields.choices) if (present(name)) given[name] = input[name];
  for (const name of game.fields.lists) if (Array.isArray(input[name])) given[name] = input[name];
  return game.schema.safeParse({ ...game.defaults, ...given, version: game.defaults.version });
}
