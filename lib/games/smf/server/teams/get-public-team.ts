import "server-only";
import type { TeamAlignment } from "@/lib/schemas/team";
import type { RosterOptions, SmfCharacter } from "@/lib/rules/smf";
import { publicTokenSchema } from "@/lib/schemas/team-share";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { superMissionForce, rosterOptions, type SmfCampaignSettings } from "@/lib/games/smf";
import { linkedStateIds, remapLinks } from "@/lib/games/smf/export/character-links";
import { CHARACTER_ROW_SELECT, ROSTER_ORDER, toSmfCharacter } from "@/lib/games/smf/server/characters/character-row";
import { db } from "@/lib/server/db";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf, type StoryPointTotals } from "@/lib/ledger/ledger-totals";

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
  /**
   * Characters on the roster, in the player's order; retired ones are left out. Their ids are
   * their places ("roster-1", …), and links between them (a sidekick's owner, a Rapport partner)
   * are rewritten to match: the page's HTML carries no internal id (security issue, weak point).
   */
  roster: SmfCharacter[];
}

/** The roster with each character known by its place; a link to someone off the roster (retired) by a placeholder. */
function byPosition(roster: SmfCharacter[]): SmfCharacter[] {
  const aliases = new Map(roster.map((character, index) => [character.id, `roster-${index + 1}`]));
  for (const { build, state } of roster) {
    const linked = [...linkedStateIds(state), ...build.powers.flatMap((pick) => (pick.choices?.rapportPartnerId === undefined ? [] : [pick.choices.rapportPartnerId]))];
    for (const id of linked) if (!aliases.has(id)) aliases.set(id, `off-roster-${aliases.size + 1}`);
  }
  return roster.map((character) => ({ ...character, id: aliases.get(character.id)!, ...remapLinks(character.build, character.state, aliases) }));
}

/**
 * The team behind a public link, or null for a malformed, unknown or revoked token (the page
 * answers 404 either way). Three queries: the team with its leader's name and its campaign, by
 * Team.publicToken's unique index and a join on each key (where Prisma would load each relation with
 * a query of its own); then, side by side, the roster and the story points.
 */
export async function getPublicTeam(token: string): Promise<PublicTeam | null> {
  if (!publicTokenSchema.safeParse(token).success) return null;
  const [team] = await db.$queryRaw<
    Array<{
      id: string;
      name: string;
      alignment: TeamAlignment;
      archivedAt: Date | null;
      leaderName: string | null;
      campaignName: string;
      gameSystem: string;
      settings: unknown;
    }>
  >`
    SELECT t."id", t."name", t."alignment"::text AS "alignment", t."archivedAt", u."name" AS "leaderName",
           c."name" AS "campaignName", c."gameSystem", c."settings"
    FROM "Team" t
    JOIN "Campaign" c ON c."id" = t."campaignId"
    LEFT JOIN "User" u ON u."id" = t."ownerId"
    WHERE t."publicToken" = ${token}`;
  if (!team) return null;
  const settings = readCampaignSettings<SmfCampaignSettings>(superMissionForce, team);
  const [characters, totals] = await Promise.all([
    db.character.findMany({ where: { teamId: team.id, retiredAt: null }, orderBy: ROSTER_ORDER, select: CHARACTER_ROW_SELECT }),
    storyPointTotals([team.id]),
  ]);
  return {
    name: team.name,
    alignment: team.alignment,
    leaderName: team.leaderName?.trim() || null,
    isArchived: team.archivedAt !== null,
    campaign: { name: team.campaignName, storyPointGoal: settings.storyPointGoal },
    options: rosterOptions(settings),
    storyPoints: totalsOf(totals, team.id),
    roster: byPosition(characters.map(toSmfCharacter)),
  };
}
