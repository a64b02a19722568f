import { z } from "zod";
import { EMPTY_FILE_MESSAGE } from "@/lib/games/smf/export/read-team-file";
import { idField } from "@/lib/schemas/campaign";

/**
 * The import form: the campaign and the export's text (read from the chosen file on the client,
 * or pasted). The text's size and content are checked by readTeamFile, which says what is wrong.
 */
export const teamImportSchema = z.object({
  campaignId: idField,
  json: z.string({ error: EMPTY_FILE_MESSAGE }),
});
export type TeamImportInput = z.infer<typeof teamImportSchema>;
