import { z } from "zod";
import { SMF_CHARACTER_FORMAT, SMF_RULES_VERSION } from "@/lib/rules/smf";

/**
 * Which rules an export was written under. `characterFormat` decides whether its builds and
 * states can be read at all (SMF_CHARACTER_FORMAT); `rulesVersion` is informational for a team
 * (an import re-checks every build against today's rules) and will matter for battle records.
 */
export const SMF_GAME = "super-mission-force";

export const rulesEditionSchema = z.strictObject({
  game: z.literal(SMF_GAME),
  rulesVersion: z.string().min(1).max(64),
  characterFormat: z.literal(SMF_CHARACTER_FORMAT),
});
export type RulesEdition = z.infer<typeof rulesEditionSchema>;

export const CURRENT_RULES_EDITION: RulesEdition = {
  game: SMF_GAME,
  rulesVersion: SMF_RULES_VERSION,
  characterFormat: SMF_CHARACTER_FORMAT,
};
