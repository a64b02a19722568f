import type { AnyGameSystem } from "@/lib/game-contract/game-system";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { createTeam } from "@/lib/server/teams/create-team";
import { accessFor, addMember, createUser, DEFAULT_SETTINGS } from "../integration/factories";

/**
 * A campaign of `system` organised by a new user ("Olive"), with a player ("Pat"); both lead a side
 * ("Red" and "Blue"), heroes when the game has alignments. Played through the generic services, as
 * the forms do: `options` are the posted settings beside the generic ones. Names no game: every
 * test-only game (tests/games/catalog.ts) plays through it.
 */
export async function playedCampaign(system: AnyGameSystem, options: Record<string, unknown> = {}) {
  const organiser = await createUser({ name: "Olive" });
  const created = await createCampaign(organiser, system, { ...DEFAULT_SETTINGS, name: `A ${system.id} campaign`, gameSystem: system.id, ...options });
  if (!created.ok) throw new Error(created.message);
  const campaignId = created.campaign.id;
  const player = await addMember(campaignId, "PLAYER", "Pat");
  const organiserAccess = await accessFor(organiser.id, campaignId);
  const playerAccess = await accessFor(player.id, campaignId);
  const sides = [];
  for (const [access, name] of [
    [organiserAccess, "Red"],
    [playerAccess, "Blue"],
  ] as const) {
    const team = await createTeam(access, system, { name, alignment: system.roster?.alignments ? "HEROES" : undefined, notes: "" });
    if (!team.ok) throw new Error(team.message);
    sides.push(team.team);
  }
  return { campaignId, organiser, player, organiserAccess, playerAccess, sides };
}
