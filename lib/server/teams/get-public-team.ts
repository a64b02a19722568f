import "server-only";
import type { TeamAlignment } from "@/lib/generated/prisma/enums";
import type { RosterOptions, SmfCharacter } from "@/lib/rules/smf";
import { publicTokenSchema } from "@/lib/schemas/team-share";
import { rosterOptions } from "@/lib/server/campaigns/roster-options";
import { CHARACTER_ROW_SELECT, ROSTER_ORDER, toSmfCharacter } from "@/lib/server/characters/character-row";
import { db } from "@/lib/server/db";
import { storyPointTotals, totalsOf, type StoryPointTotals } from "@/lib/server/story-points/story-point-totals";

/**
 * What a team's public page shows to anyone with the link: an explicit list of fields, so nothing
 * private (emails, account or membership ids, notes, other members) can slip in as the schema grows.
 */
export interface PublicTeam {
  name: string;
  alignment: TeamAlignment;
  /** The name the leader chose for their account; null when they chose none or left Longbox, since the fallback (part of their email) is not for the public. */
  leaderName: string | null;
  isArchived: boolean;
  campaign: { name: string; storyPointGoal: number };
  options: Required<RosterOptions>;
  storyPoints: StoryPointTotals;
  /** Characters on the roster, in the player's order; retired ones are left out. */
  roster: SmfCharacter[];
}

/**
 * The team behind a public link, or null for a malformed, unknown or revoked token (the page
 * answers 404 either way). The lookup uses Team.publicToken's unique index; the campaign and the
 * roster come with it, and the story points from one grouped query.
 */
export async function getPublicTeam(token: string): Promise<PublicTeam | null> {
  if (!publicTokenSchema.safeParse(token).success) return null;
  const team = await db.team.findUnique({
    where: { publicToken: token },
    select: {
      id: true,
      name: true,
      alignment: true,
      archivedAt: true,
      owner: { select: { name: true } },
      campaign: { select: { name: true, storyPointGoal: true, allowVehicles: true, allowAlternatePowerLevels: true, socialScienceVariant: true } },
      characters: { where: { retiredAt: null }, orderBy: ROSTER_ORDER, select: CHARACTER_ROW_SELECT },
    },
  });
  if (!team) return null;
  const totals = await storyPointTotals([team.id]);
  return {
    name: team.name,
    alignment: team.alignment,
    leaderName: team.owner?.name?.trim() || null,
    isArchived: team.archivedAt !== null,
    campaign: { name: team.campaign.name, storyPointGoal: team.campaign.storyPointGoal },
    options: rosterOptions(team.campaign),
    storyPoints: totalsOf(totals, team.id),
    roster: team.characters.map(toSmfCharacter),
  };
}
