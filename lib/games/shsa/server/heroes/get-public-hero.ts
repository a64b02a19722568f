import "server-only";
import { shsa } from "@/lib/games/shsa";
import { describeCondition, readHeroState } from "@/lib/games/shsa/hero-sheet";
import type { HeroSheet } from "@/lib/rules/shsa";
import { publicTokenSchema } from "@/lib/schemas/team-share";
import { db } from "@/lib/server/db";

/**
 * What an SHSA hero's public page shows: an explicit list of fields, so nothing private slips in.
 * A secret identity stays secret on a public link: the sheet says the identity is secret but not
 * who knows it, and a secret base is not mentioned at all. The history (who changed what) stays
 * with the group.
 */
export interface PublicHero {
  name: string;
  isArchived: boolean;
  campaign: { name: string };
  condition: string;
  sheet: Omit<HeroSheet, "secretIdentity" | "secretBase"> & { secretIdentity: { isSecret: boolean } };
}

/** The SHSA hero behind a public link, or null for a malformed, unknown or withdrawn token or another game's team. One query by the unique token. */
export async function getPublicHero(token: string): Promise<PublicHero | null> {
  if (!publicTokenSchema.safeParse(token).success) return null;
  const team = await db.team.findUnique({
    where: { publicToken: token },
    select: { name: true, archivedAt: true, state: true, campaign: { select: { name: true, gameSystem: true } } },
  });
  if (!team || team.campaign.gameSystem !== shsa.id) return null;
  const state = readHeroState(team.state, team.name);
  const { secretIdentity, secretBase: _base, ...rest } = state.sheet;
  return {
    name: team.name,
    isArchived: team.archivedAt !== null,
    campaign: { name: team.campaign.name },
    condition: describeCondition(state.condition),
    sheet: { ...rest, secretIdentity: { isSecret: secretIdentity.isSecret } },
  };
}
