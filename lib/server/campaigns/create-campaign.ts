import "server-only";
import { settingsFromInput } from "@/lib/game-contract/campaign-settings";
import type { AnyGameSystem } from "@/lib/game-contract/game-system";
import type { CreateCampaignInput } from "@/lib/schemas/campaign";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";

export const UNKNOWN_GAME_SYSTEM_MESSAGE = "Choose a game system Longbox can play.";

export type CreateCampaignResult = { ok: true; campaign: { id: string; name: string } } | (ServiceFailure<"invalid-settings"> & { fieldErrors: Record<string, string[]> });

/**
 * Any signed-in user may start a campaign; they become its organiser in the same transaction. The
 * game system is chosen once, by the caller: the action checks the chosen id against the catalog
 * (a "coming" system or a forged form is refused there, with UNKNOWN_GAME_SYSTEM_MESSAGE) and hands
 * the chosen system down; its settings schema checks the options here.
 * invalid-settings: the system's schema refused an option (fieldErrors by field).
 */
export async function createCampaign(user: { id: string; name: string | null; email: string }, system: AnyGameSystem, input: CreateCampaignInput): Promise<CreateCampaignResult> {
  const { name, reportConfirmation, teamControl, appDiceOnly } = input;
  const gameSystem = system.id;
  const settings = settingsFromInput(system, input);
  if (!settings.ok) return { ok: false, code: "invalid-settings", message: "Check the campaign's options.", fieldErrors: settings.fieldErrors };

  const actorName = displayName(user);
  return db.$transaction(async (tx) => {
    const campaign = await tx.campaign.create({
      data: {
        name,
        gameSystem,
        reportConfirmation,
        teamControl,
        appDiceOnly,
        settings: { ...settings.settings },
        memberships: { create: { userId: user.id, role: "ORGANISER" } },
      },
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
