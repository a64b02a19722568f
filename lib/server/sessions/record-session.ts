import "server-only";
import type { SessionKind } from "@/lib/game-contract/game-system";
import type { SessionDetailsInput } from "@/lib/schemas/session";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";

export type RecordSessionResult = { ok: true; session: { id: string; kind: string; number: number } } | ServiceFailure<"no-sessions" | "unknown-kind" | "campaign-archived">;

/**
 * Records one session of play (an episode, a week, an adventure) for a campaign whose game
 * declares sessions; the caller passed authorizeCampaign(…, "session:record") and hands the kinds
 * the campaign's game declares (GameSystem.sessions), or null when it has none.
 *
 * In one transaction, under the campaign's lock so two records never take one number: the next
 * number of that kind, the row, the activity line, and the campaign's options locked by its first play
 * (GameSystem.settings.lockedByPlay), as a first battle locks them.
 */
export async function recordSession(access: CampaignAccess, kinds: readonly SessionKind[] | null, input: SessionDetailsInput): Promise<RecordSessionResult> {
  if (!kinds) return { ok: false, code: "no-sessions", message: "This campaign's game keeps no sessions." };
  const kind = kinds.find((candidate) => candidate.id === input.kind);
  if (!kind) return { ok: false, code: "unknown-kind", message: `Choose one of: ${kinds.map((k) => k.one).join(", ")}.` };
  return db.$transaction(async (tx) => {
    await lockCampaign(tx, access.campaignId);
    const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { archivedAt: true, optionsLockedAt: true } });
    if (campaign.archivedAt) return { ok: false, code: "campaign-archived", message: "This campaign has ended: nothing more is recorded." };
    const last = await tx.playSession.findFirst({ where: { campaignId: access.campaignId, kind: kind.id }, orderBy: { number: "desc" }, select: { number: true } });
    const session = await tx.playSession.create({
      data: {
        campaignId: access.campaignId,
        kind: kind.id,
        number: (last?.number ?? 0) + 1,
        title: input.title,
        playedOn: new Date(`${input.playedOn}T00:00:00Z`),
        notes: input.notes,
        createdById: access.userId,
        createdByName: access.actorName,
      },
      select: { id: true, kind: true, number: true },
    });
    if (!campaign.optionsLockedAt) await tx.campaign.update({ where: { id: access.campaignId }, data: { optionsLockedAt: new Date() } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "SESSION_RECORDED",
      summary: `${access.actorName} recorded ${kind.one} ${session.number}: “${input.title}”.`,
      payload: { v: 1, sessionId: session.id, kind: kind.id, number: session.number },
    });
    return { ok: true, session };
  });
}
