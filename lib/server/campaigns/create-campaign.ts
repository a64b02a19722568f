import "server-only";
import type { CampaignSettingsInput } from "@/lib/schemas/campaign";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";

/** Any signed-in user may start a campaign; they become its organiser in the same transaction. */
export async function createCampaign(user: { id: string; name: string | null; email: string }, input: CampaignSettingsInput) {
  const actorName = displayName(user);
  return db.$transaction(async (tx) => {
    const campaign = await tx.campaign.create({
      data: { ...input, memberships: { create: { userId: user.id, role: "ORGANISER" } } },
      select: { id: true, name: true },
    });
    await recordActivity(tx, {
      campaignId: campaign.id,
      actor: { userId: user.id, actorName },
      kind: "CAMPAIGN_CREATED",
      summary: `${actorName} started the campaign “${campaign.name}”.`,
      payload: { v: 1, name: campaign.name },
    });
    return { ok: true as const, campaign };
  });
}
