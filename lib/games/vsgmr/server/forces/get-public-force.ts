import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { vsgmr, type VsgmrSeriesSettings } from "@/lib/games/vsgmr";
import { forceFromRows } from "@/lib/games/vsgmr/force-form";
import type { VsgmrForce } from "@/lib/rules/vsgmr";
import { publicTokenSchema } from "@/lib/schemas/team-share";
import { db } from "@/lib/server/db";
import { figureRows } from "./force-rows";

/** What a force's public page shows: an explicit list of fields, so nothing private slips in. */
export interface PublicForce {
  name: string;
  isArchived: boolean;
  campaign: { name: string };
  settings: VsgmrSeriesSettings;
  /** Figures known by their places ("figure-1", …), crew links rewritten to match: no internal id reaches the page. */
  force: VsgmrForce;
}

/** Figure ids may be anything a player's file carried; the public page gets places instead. */
function byPlace(force: VsgmrForce): VsgmrForce {
  const aliases = new Map(force.figures.map((figure, index) => [figure.id, `figure-${index + 1}`]));
  return {
    ...force,
    figures: force.figures.map((figure) => {
      const { crewId, ...rest } = figure;
      const crew = crewId === undefined ? undefined : aliases.get(crewId);
      return { ...rest, id: aliases.get(figure.id)!, ...(crew ? { crewId: crew } : {}) };
    }),
  };
}

/** The VSGMR force behind a public link, or null for a malformed, unknown or revoked token or another game's team. */
export async function getPublicForce(token: string): Promise<PublicForce | null> {
  if (!publicTokenSchema.safeParse(token).success) return null;
  const team = await db.team.findUnique({
    where: { publicToken: token },
    select: { id: true, name: true, archivedAt: true, campaign: { select: { name: true, gameSystem: true, settings: true } } },
  });
  if (!team || team.campaign.gameSystem !== vsgmr.id) return null;
  const settings = readCampaignSettings<VsgmrSeriesSettings>(vsgmr, team.campaign);
  const force = forceFromRows(team.name, await figureRows(db, team.id));
  return { name: team.name, isArchived: team.archivedAt !== null, campaign: { name: team.campaign.name }, settings, force: byPlace(force) };
}
