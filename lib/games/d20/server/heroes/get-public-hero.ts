import "server-only";
import { HERO_POINT_CURRENCY, minutesToRecover } from "@/lib/rules/d20";
import { d20 } from "@/lib/games/d20";
import { readD20Hero } from "@/lib/games/d20/hero-sheet";
import type { D20PublicHeroView } from "@/lib/games/d20/views/views";
import { publicTokenSchema } from "@/lib/schemas/team-share";
import { db } from "@/lib/server/db";

/**
 * The d20 hero behind a public link, or null for a malformed, unknown or withdrawn token or another
 * game's team. An explicit list of fields, so nothing the game master keeps to the table slips in:
 * its ranks, the damage it carries, its lasting injuries and its hero-point balance; never the
 * hazard timers the game master started on it, the ledger's notes, the team's notes, who recorded
 * what, or anything of the adventures' conflicts. Two queries.
 */
export async function getPublicD20Hero(token: string): Promise<D20PublicHeroView | null> {
  if (!publicTokenSchema.safeParse(token).success) return null;
  const team = await db.team.findUnique({
    where: { publicToken: token },
    select: { id: true, name: true, archivedAt: true, state: true, campaign: { select: { name: true, gameSystem: true } } },
  });
  if (!team || team.campaign.gameSystem !== d20.id) return null;
  const hero = readD20Hero(team.state);
  const points = await db.storyPointEntry.aggregate({ where: { teamId: team.id, currency: HERO_POINT_CURRENCY }, _sum: { delta: true } });
  return {
    name: team.name,
    isArchived: team.archivedAt !== null,
    campaignName: team.campaign.name,
    ranks: hero.ranks,
    damage: hero.damage,
    minutesToRecover: minutesToRecover(hero.damage),
    injuries: hero.injuries.map((injury) => injury.text),
    heroPoints: points._sum.delta ?? 0,
  };
}
