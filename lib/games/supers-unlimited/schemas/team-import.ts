import { z } from "zod";
import { idField } from "@/lib/schemas/campaign";
import { EMPTY_TEAM_FILE_MESSAGE } from "../export/team-file";

/**
 * The import form: the league and the team file's text (read from the chosen file in the browser,
 * or pasted). Its size and content are readSuTeamFile's, which says what is wrong.
 */
export const suTeamImportSchema = z.object({
  campaignId: idField,
  json: z.string({ error: EMPTY_TEAM_FILE_MESSAGE }),
});
