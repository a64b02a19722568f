import type { AnyGameSystem } from "@/lib/game-contract/game-system";
import { db } from "@/lib/server/db";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { stageCampaign, type Stage } from "../reliability/fast/authz-world";
import { cast } from "../reliability/harness/authz-matrix";

/**
 * A staged campaign of the authorization matrix (tests/reliability/fast/authz-actions.test.ts, SMF's
 * world) turned into a campaign of `system` with its default settings: the stage a test-only game's
 * rows (tests/games/<game>/authz-rows.ts) set the generic actions on. Names no game.
 */
export async function stagedAs(system: AnyGameSystem, options: Parameters<typeof stageCampaign>[1] = {}): Promise<Stage> {
  const stage = await stageCampaign(cast(), options);
  await db.campaign.update({ where: { id: stage.campaignId }, data: { gameSystem: system.id, settings: system.settings.defaults } });
  const withGame = (access: CampaignAccess) => ({ ...access, gameSystem: system.id });
  return {
    ...stage,
    access: { organiser: withGame(stage.access.organiser), owner: withGame(stage.access.owner), player: withGame(stage.access.player), rival: withGame(stage.access.rival) },
  };
}
