import { z } from "zod";
import { idField } from "./campaign";
import { nameField } from "./name-field";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "./plain-text";

export const TEAM_ALIGNMENTS = ["HEROES", "VILLAINS"] as const;
export type TeamAlignmentValue = (typeof TEAM_ALIGNMENTS)[number];
/** The alignment as the code reads it (Team.alignment is text, null in a game without alignment). */
export type TeamAlignment = TeamAlignmentValue;

/**
 * A stored alignment read back (Team.alignment is text, null in a game without alignment:
 * migration 20261128200000_game_words_text); a word outside TEAM_ALIGNMENTS is a data error.
 */
export function asTeamAlignment(value: string | null): TeamAlignmentValue | null {
  if (value === null) return null;
  if (!(TEAM_ALIGNMENTS as readonly string[]).includes(value)) throw new Error(`A team holds the alignment “${value}”, which no game declares.`);
  return value as TeamAlignmentValue;
}

/** The alignment of a team in a game that always has one (SMF, its files): a missing one is a data error. */
export function requireTeamAlignment(value: string | null): TeamAlignmentValue {
  const alignment = asTeamAlignment(value);
  if (alignment === null) throw new Error("A team of a game with alignments has none.");
  return alignment;
}

export const ALIGNMENT_LABELS: Record<TeamAlignmentValue, string> = {
  HEROES: "Heroes",
  VILLAINS: "Villains",
};

export const MAX_TEAM_NOTES_LENGTH = 2000;

/**
 * What a player chooses for a team; the same fields create it and edit it. The alignment is the
 * game's (GameSystem.roster.alignments): createTeam and updateTeam check it against the campaign's
 * game, so this shape only bounds the text; a game whose teams take none posts no field.
 */
export const teamDetailsSchema = z.object({
  name: nameField("Name the team."),
  alignment: z.string().trim().max(40, { error: "Choose a side from the list." }).optional(),
  notes: z
    .string()
    .trim()
    .max(MAX_TEAM_NOTES_LENGTH, { error: `Keep the notes under ${MAX_TEAM_NOTES_LENGTH} characters.` })
    .refine(hasNoControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
    .optional()
    .transform((notes) => notes ?? ""),
});
export type TeamDetailsInput = z.infer<typeof teamDetailsSchema>;

export const createTeamSchema = teamDetailsSchema.extend({ campaignId: idField });
export type CreateTeamInput = z.infer<typeof createTeamSchema>;

export const updateTeamSchema = teamDetailsSchema.extend({ teamId: idField });
export type UpdateTeamInput = z.infer<typeof updateTeamSchema>;
