import "server-only";
import { withBattleResult } from "@/lib/battles/battle-status";
import { requireTeamAlignment } from "@/lib/schemas/team";
import { exportFileName } from "@/lib/export/export-file-name";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { ROLL_LOG_EXPORT_SELECT } from "@/lib/server/export/roll-log-select";
import { VSGMR_DEFEATED_CURRENCY } from "../../index";
import type { VsgmrSeriesSettings } from "../../campaign-settings";
import { VSGMR_FIGURE_KIND } from "../../force-form";
import { buildSeriesFile, type SeriesSource } from "../../export/build-series-file";
import type { VsgmrSeriesFile } from "../../export/series-file-schema";
import { vsgmr } from "@/lib/games/vsgmr";

/** Everything of a series the file holds, in five queries whatever its size. */
export async function loadSeriesSource(campaignId: string): Promise<SeriesSource> {
  const campaign = db.campaign.findUniqueOrThrow({
    where: { id: campaignId },
    select: { name: true, gameSystem: true, settings: true, teamControl: true, appDiceOnly: true, reportConfirmation: true, optionsLockedAt: true, createdAt: true },
  });
  const teams = db.team.findMany({
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
  const battles = db.battle.findMany({
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
      trackEntries: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, payload: true, actorName: true, createdAt: true } },
    },
  });
  const ledger = db.storyPointEntry.findMany({
    where: { campaignId, currency: VSGMR_DEFEATED_CURRENCY },
    select: { id: true, teamId: true, battleId: true, currency: true, reason: true, delta: true, note: true, reversesEntryId: true, actorName: true, createdAt: true },
  });
  const rolls = db.roll.findMany({ where: { campaignId }, select: ROLL_LOG_EXPORT_SELECT });
  // Five independent reads: sent together rather than one after another.
  const [campaignRow, teamRows, battleRows, ledgerRows, rollRows] = await Promise.all([campaign, teams, battles, ledger, rolls]);
  return {
    campaign: { ...campaignRow, settings: readCampaignSettings<VsgmrSeriesSettings>(vsgmr, campaignRow) },
    teams: teamRows.map((team) => ({ ...team, alignment: requireTeamAlignment(team.alignment) })),
    battles: battleRows.map(({ trackEntries, ...battle }) => ({ ...battle, teams: battle.teams.map(withBattleResult), track: trackEntries })),
    ledger: ledgerRows,
    rolls: rollRows,
  };
}

/** The series file of a series, for a member who passed authorizeCampaign(…, "campaign:view"). */
export async function exportVsgmrSeriesFile(access: CampaignAccess, exportedAt = new Date()): Promise<{ file: VsgmrSeriesFile; fileName: string }> {
  const source = await loadSeriesSource(access.campaignId);
  return { file: buildSeriesFile(source, exportedAt), fileName: exportFileName(source.campaign.name, "campaign") };
}
