import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { startAdventureHeroPoints } from "@/lib/rules/d20";
import { d20, type D20CampaignSettings } from "@/lib/games/d20";
import { d20RulesSettings } from "@/lib/games/d20/campaign-settings";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { adventureLedgerPrefix, heroPointBalanceIn, writeHeroPointEntry } from "../ledger";

export type AdventureStartOutcome = { ok: true; given: number } | ServiceFailure<"not-d20" | "unknown-session" | "session-undone">;

/**
 * Gives each of the campaign's heroes its hero points for the start of an adventure (D20-R3: the
 * balance set to the starting points, or the starting points added, as the series chose), in one
 * transaction. Each hero's entry is keyed by the adventure, so a second tap (or a retry) gives
 * nothing more, and undoing the adventure reverses them. The caller passed
 * authorizeCampaign(…, "d20:award-hero-point").
 */
export async function startAdventureHeroPointsFor(access: CampaignAccess, sessionId: string): Promise<AdventureStartOutcome> {
  if (access.gameSystem !== d20.id) return { ok: false, code: "not-d20", message: "That campaign is not a d20 superhero series." };
  return db.$transaction(async (tx) => {
    await lockCampaign(tx, access.campaignId);
    const session = await tx.playSession.findFirst({ where: { id: sessionId, campaignId: access.campaignId }, select: { kind: true, undoneAt: true } });
    if (!session || session.kind !== "ADVENTURE") return { ok: false, code: "unknown-session", message: "That adventure is not part of this campaign." } as const;
    if (session.undoneAt) return { ok: false, code: "session-undone", message: "That adventure was undone." } as const;
    const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { gameSystem: true, settings: true } });
    const settings = d20RulesSettings(readCampaignSettings<D20CampaignSettings>(d20, campaign));
    const heroes = await tx.team.findMany({ where: { campaignId: access.campaignId, archivedAt: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } });
    let given = 0;
    for (const hero of heroes) {
      const key = `${adventureLedgerPrefix(sessionId)}start:${hero.id}`;
      if (await tx.storyPointEntry.findUnique({ where: { idempotencyKey: key }, select: { id: true } })) continue;
      const entry = startAdventureHeroPoints(await heroPointBalanceIn(tx, hero.id), hero.id, settings);
      if (!entry) continue;
      await writeHeroPointEntry(tx, access, hero.id, entry, key);
      given++;
    }
    return { ok: true, given } as const;
  });
}
