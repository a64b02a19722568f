import { z } from "zod";
import { idField } from "./campaign";
import { nameField } from "./name-field";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "./plain-text";

export const TEAM_ALIGNMENTS = ["HEROES", "VILLAINS"] as const;
export type TeamAlignmentValue = (typeof TEAM_ALIGNMENTS)[number];

export const ALIGNMENT_LABELS: Record<TeamAlignmentValue, string> = {
  HEROES: "Heroes",
  VILLAINS: "Villains",
};

export const MAX_TEAM_NOTES_LENGTH = 2000;

/** What a player chooses for a team; the same fields create it and edit it. */
export const teamDetailsSchema = z.object({
  name: nameField("Name the team."),
  alignment: z.enum(TEAM_ALIGNMENTS, { error: "Choose heroes or villains." }),
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
