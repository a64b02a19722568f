import "server-only";
import { isDeepStrictEqual } from "node:util";
import { readCampaignSettings, settingsFromInput } from "@/lib/game-contract/campaign-settings";
import type { AnyGameSystem, CampaignGoal } from "@/lib/game-contract/game-system";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignSettingsInput } from "@/lib/schemas/campaign";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";

/** What an organiser may still change once play has begun, in the campaign's words. */
export function optionsLockedMessage(goal: CampaignGoal | null): string {
  return `The campaign's options are locked since its first battle. You can still rename it${goal ? ` and raise the ${goal.label}` : ""}.`;
}
export function goalOnlyRaisedMessage(goal: CampaignGoal): string {
  return `Once play has begun, the ${goal.label} can only be raised.`;
}
export const GAME_SYSTEM_FIXED_MESSAGE = "A campaign's game system is chosen when it starts and never changes.";

/**
 * The generic options that the first battle locks; the game system adds its own
 * (GameSystem.settings.lockedByPlay). The name, the goal and the table policy stay open.
 */
const GENERIC_OPTION_FIELDS = ["reportConfirmation"] as const;

/**
 * Table policy, not rules: who rolls and chooses for each team, and whether typed dice count. They
 * change nothing a battle already recorded, only who may do the next thing, so an organiser may
 * change them at any time, also once play has begun (a group that finds it needs stricter play
 * mid-campaign, or a lost phone that needs typed dice back).
 */
const TABLE_POLICY_FIELDS = ["teamControl", "appDiceOnly"] as const;

const GENERIC_FIELDS = ["name", ...GENERIC_OPTION_FIELDS, ...TABLE_POLICY_FIELDS] as const;

export type UpdateCampaignSettingsResult =
  | { ok: true; changed: string[] }
  | ServiceFailure<"options-locked" | "goal-lowered" | "game-system-fixed">
  | (ServiceFailure<"invalid-settings"> & { fieldErrors: Record<string, string[]> });

/**
 * Before the first battle everything may change. After it (`optionsLockedAt` set): the name, the
 * table policy (TABLE_POLICY_FIELDS), the system's options it does not lock, and its goal upwards
 * only. options-locked: a locked option differs from the stored one. goal-lowered: a lower goal
 * once locked. game-system-fixed: a `gameSystem` other than the campaign's (it never changes).
 * invalid-settings: the system's schema refused an option. All leave the campaign unchanged. The
 * system's options are read from and written to Campaign.settings, checked by its schema both ways;
 * its goal (GameSystem.goal) decides when a finished campaign plays on again. `system` is the
 * campaign's game, handed by the caller that read the catalog (the action).
 */
export async function updateCampaignSettings(
  access: CampaignAccess,
  system: AnyGameSystem,
  given: CampaignSettingsInput & { gameSystem?: string },
): Promise<UpdateCampaignSettingsResult> {
  const { gameSystem: askedSystem, ...input } = given;
  return db.$transaction(async (tx) => {
    // The campaign's lock (which a battle's set-up also takes) holds the settings read below until
    // the write: two raises of the goal, or a raise and the first battle, take turns.
    await lockCampaign(tx, access.campaignId);
    const stored = await tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId } });
    if (askedSystem !== undefined && askedSystem !== stored.gameSystem) return { ok: false, code: "game-system-fixed", message: GAME_SYSTEM_FIXED_MESSAGE };
    if (system.id !== stored.gameSystem) throw new Error(`Campaign ${access.campaignId} is a campaign of “${stored.gameSystem}”, not of “${system.id}”.`);
    const next = settingsFromInput(system, input);
    if (!next.ok) return { ok: false, code: "invalid-settings", message: "Check the campaign's options.", fieldErrors: next.fieldErrors };
    const storedSettings: Record<string, unknown> = { ...readCampaignSettings(system, stored) };
    const nextSettings: Record<string, unknown> = { ...next.settings };
    const changedGeneric = GENERIC_FIELDS.filter((field) => input[field] !== stored[field]);
    const changedSettings = Object.keys(nextSettings).filter((field) => !isDeepStrictEqual(nextSettings[field], storedSettings[field]));
    const changed = [...changedGeneric, ...changedSettings];
    if (changed.length === 0) return { ok: true, changed };

    const goalBefore = system.goal?.(storedSettings) ?? null;
    const goalAfter = system.goal?.(nextSettings) ?? null;
    const isLocked = stored.optionsLockedAt !== null;
    const lockedFields: readonly string[] = [...GENERIC_OPTION_FIELDS, ...system.settings.lockedByPlay];
    if (isLocked && lockedFields.some((field) => changed.includes(field))) {
      return { ok: false, code: "options-locked", message: optionsLockedMessage(goalBefore) };
    }
    if (isLocked && goalBefore && goalAfter && goalAfter.amount < goalBefore.amount) {
      return { ok: false, code: "goal-lowered", message: goalOnlyRaisedMessage(goalBefore) };
    }
    const generic = isLocked
      ? { name: input.name, ...pick(input, TABLE_POLICY_FIELDS) }
      : { name: input.name, reportConfirmation: input.reportConfirmation, ...pick(input, TABLE_POLICY_FIELDS) };
    const { count } = await tx.campaign.updateMany({
      where: isLocked ? { id: access.campaignId } : { id: access.campaignId, optionsLockedAt: null },
      data: { ...generic, settings: { ...next.settings } },
    });
    if (count === 0) return { ok: false, code: "options-locked", message: optionsLockedMessage(goalBefore) };

    const actor = { userId: access.userId, actorName: access.actorName };
    const isGoalRaised = goalBefore !== null && goalAfter !== null && goalAfter.amount > goalBefore.amount;
    if (isGoalRaised) {
      await recordActivity(tx, {
        campaignId: access.campaignId,
        actor,
        kind: "STORY_POINT_GOAL_RAISED",
        summary: `${access.actorName} raised the ${goalAfter.label} from ${goalBefore.amount} to ${goalAfter.amount}.`,
        payload: { v: 1, from: goalBefore.amount, to: goalAfter.amount },
      });
      if (stored.finishedAt) await reopenIfBelowGoal(tx, access, goalAfter.amount);
    }
    const otherChanges = changed.filter((field) => !(isGoalRaised && field === goalAfter.field));
    if (otherChanges.length > 0) {
      await recordActivity(tx, {
        campaignId: access.campaignId,
        actor,
        kind: "CAMPAIGN_SETTINGS_CHANGED",
        summary: `${access.actorName} changed the campaign settings.`,
        payload: { v: 1, changed: otherChanges },
      });
    }
    return { ok: true, changed };
  });
}

function pick<K extends keyof CampaignSettingsInput>(input: CampaignSettingsInput, fields: readonly K[]): Pick<CampaignSettingsInput, K> {
  return Object.fromEntries(fields.map((field) => [field, input[field]])) as Pick<CampaignSettingsInput, K>;
}

/**
 * A finished campaign plays on when the goal is raised above every team's balance (SMF's Ruling
 * R14, the contract's goal: the goal decides the end, so a higher goal un-ends it). Still at or over it: it stays finished.
 */
async function reopenIfBelowGoal(tx: Prisma.TransactionClient, access: CampaignAccess, goal: number) {
  const teams = await tx.team.findMany({ where: { campaignId: access.campaignId, archivedAt: null }, select: { id: true } });
  const totals = await storyPointTotals(
    teams.map((t) => t.id),
    tx,
  );
  if ([...totals.values()].some((t) => t.balance >= goal)) return;
  await tx.campaign.update({ where: { id: access.campaignId }, data: { finishedAt: null, winners: Prisma.DbNull, finishedByBattleId: null } });
  await recordActivity(tx, {
    campaignId: access.campaignId,
    actor: { userId: access.userId, actorName: access.actorName },
    kind: "CAMPAIGN_REOPENED",
    summary: `${access.actorName} raised the goal to ${goal}: the campaign plays on.`,
    payload: { v: 1, goal },
  });
}
