import { z } from "zod";
import type { TeamCounters } from "@/lib/games/smf/battles/team-counters";
import { MAX_CAMPAIGN_TEAM_CHARACTERS } from "@/lib/export/import-limits";
import { exportedCharacterSchema, exportedTeamSchema, isoDateTime } from "./team-export-schema";

/**
 * A team as a campaign export (version 2) carries it: the team export's shape plus what only a
 * campaign needs to be rebuilt exactly: when it was archived, its campaign counters
 * (Team.state) and, per character, whether it has fought and when it was created or retired.
 * Part of a FILE FORMAT (campaign-export-schema.ts).
 */
const id = z.string().min(1).max(64);
const count = z.number().int().min(0).max(10_000);

/** Team.state (the file calls it `counters`) as lib/games/smf/battles/team-counters.ts reads them (missing keys filled in). */
export const teamCountersSchema = z.strictObject({
  milestonesReached: count,
  base: z.strictObject({ wonInIssue: count, battlesWhileHeld: count }).optional(),
  carriedSubplotDice: count,
  guestStarsPending: count,
  replacedSidekickIds: z.array(id).max(500),
  artifactUpkeepDeclined: z.array(id).max(500),
  wipedOutHenchmenIds: z.array(id).max(500),
}) satisfies z.ZodType<TeamCounters>;

export const campaignCharacterSchema = exportedCharacterSchema.extend({
  hasFought: z.boolean(),
  createdAt: isoDateTime,
  /** Null while on the roster; `isRetired` says the same (the team format's word). */
  retiredAt: isoDateTime.nullable(),
});
export type CampaignCharacter = z.infer<typeof campaignCharacterSchema>;

export const campaignTeamSchema = exportedTeamSchema.extend({
  /** Null while active; `isArchived` says the same (the team format's word). */
  archivedAt: isoDateTime.nullable(),
  counters: teamCountersSchema,
  characters: z.array(campaignCharacterSchema).max(MAX_CAMPAIGN_TEAM_CHARACTERS),
});
export type CampaignTeam = z.infer<typeof campaignTeamSchema>;
