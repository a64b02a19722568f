import "server-only";
import { exportFileName } from "@/lib/export/export-file-name";
import { readCampaignSettings } from "@/lib/games/campaign-settings";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { VSGMR_DEFEATED_CURRENCY } from "../../index";
import type { VsgmrSeriesSettings } from "../../campaign-settings";
import { VSGMR_FIGURE_KIND } from "../../force-form";
import { buildSeriesFile, type SeriesSource } from "../../export/build-series-file";
import type { VsgmrSeriesFile } from "../../export/series-file-schema";

/** Everything of a series the file holds, in five queries whatever its size. */
export async function loadSeriesSource(campaignId: string): Promise<SeriesSource> {
  const campaign = await db.campaign.findUniqueOrThrow({
    where: { id: campaignId },
    select: { name: true, gameSystem: true, settings: true, teamControl: true, appDiceOnly: true, reportConfirmation: true, optionsLockedAt: true, createdAt: true },
  });
  const teams = await db.team.findMany({
    where: { campaignId },
    select: {
      id: true,
      name: true,
      ownerName: true,
      alignment: true,
      notes: true,
      archivedAt: true,
      createdAt: true,
      characters: { where: { kind: VSGMR_FIGURE_KIND }, select: { id: true, name: true, position: true, build: true, hasFought: true, retiredAt: true, createdAt: true } },
    },
  });
  const battles = await db.battle.findMany({
    where: { campaignId },
    select: {
      id: true,
      issue: true,
      status: true,
      details: true,
      createdByName: true,
      createdAt: true,
      resolvedAt: true,
      undoneAt: true,
      undoneByName: true,
      cancelledAt: true,
      teams: { select: { teamId: true, position: true, teamName: true, ownerName: true, result: true } },
    },
  });
  const ledger = await db.storyPointEntry.findMany({
    where: { campaignId, currency: VSGMR_DEFEATED_CURRENCY },
    select: { id: true, teamId: true, battleId: true, currency: true, reason: true, delta: true, note: true, reversesEntryId: true, actorName: true, createdAt: true },
  });
  const rolls = await db.roll.findMany({
    where: { campaignId },
    select: {
      sequence: true,
      battleId: true,
      slot: true,
      purpose: true,
      label: true,
      sides: true,
      faces: true,
      source: true,
      teamId: true,
      teamName: true,
      actorName: true,
      createdAt: true,
    },
  });
  return {
    campaign: { ...campaign, settings: readCampaignSettings<VsgmrSeriesSettings>(campaign) },
    teams,
    battles,
    ledger,
    rolls,
  };
}

/** The series file of a series, for a member who passed authorizeCampaign(…, "campaign:view"). */
export async function exportVsgmrSeriesFile(access: CampaignAccess, exportedAt = new Date()): Promise<{ file: VsgmrSeriesFile; fileName: string }> {
  const source = await loadSeriesSource(access.campaignId);
  return { file: buildSeriesFile(source, exportedAt), fileName: exportFileName(source.campaign.name, "campaign") };
}
