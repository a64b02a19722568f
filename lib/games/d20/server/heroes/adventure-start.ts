import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { startAdventureHeroPoints } from "@/lib/rules/d20";
import { d20, type D20CampaignSettings } from "@/lib/games/d20";
import { d20RulesSettings } from "@/lib/games/d20/campaign-settings";
import { readAdventureDetails } from "@/lib/games/d20/conflict-record";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sessionChanged } from "@/lib/server/sessions/session-changed";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { adventureStartLedgerKey, heroPointBalanceIn, writeHeroPointEntry } from "../ledger";

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
    const session = await tx.playSession.findFirst({ where: { id: sessionId, campaignId: access.campaignId }, select: { kind: true, undoneAt: true, details: true } });
    if (!session || session.kind !== "ADVENTURE") return { ok: false, code: "unknown-session", message: "That adventure is not part of this campaign." } as const;
    if (session.undoneAt) return { ok: false, code: "session-undone", message: "That adventure was undone." } as const;
    const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { gameSystem: true, settings: true } });
    const settings = d20RulesSettings(readCampaignSettings<D20CampaignSettings>(d20, campaign));
    const heroes = await tx.team.findMany({ where: { campaignId: access.campaignId, archivedAt: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } });
    const details = readAdventureDetails(session.details);
    // A hero the adventure already started (named in its own record, so also in a copy read from a file) gets nothing more.
    const started = new Set(details.starts.map((start) => start.teamId));
    const starts = [...details.starts];
    for (const hero of heroes) {
      if (started.has(hero.id)) continue;
      const entry = startAdventureHeroPoints(await heroPointBalanceIn(tx, hero.id), hero.id, settings);
      if (!entry) continue;
      starts.push({ teamId: hero.id, entryId: await writeHeroPointEntry(tx, access, hero.id, entry, adventureStartLedgerKey(sessionId, hero.id)) });
    }
    const given = starts.length - details.starts.length;
    if (given > 0) {
      const written = { ...details, starts, version: details.version + 1 };
      await tx.playSession.update({ where: { id: sessionId }, data: { details: written as unknown as Prisma.InputJsonValue } });
      await sessionChanged(tx, sessionId, written.version, access, `gave ${given} hero(es) their starting hero points`);
    }
    return { ok: true, given } as const;
  });
}
