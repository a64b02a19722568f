import "server-only";
import { notFound } from "next/navigation";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { forceCost, forceFromSampleArmy, SAMPLE_ARMIES, type VsgmrScenarioId } from "@/lib/rules/vsgmr";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaignOrNotFound, type CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { vsgmr } from "../../index";
import { vsgmrRulesSettings, type VsgmrSeriesSettings } from "../../campaign-settings";
import { loadForces } from "../battles/load-forces";
import { pendingScenarioRolls } from "../battles/pending-scenario-rolls";

export interface NewBattleForce {
  teamId: string;
  name: string;
  ownerName: string;
  isOwn: boolean;
  figures: number;
  totalHalves: number;
}

/** The set-up page's data: every active force of the series, priced as it stands. */
export async function loadNewVsgmrBattle(campaignId: string): Promise<{
  access: CampaignAccess;
  forces: NewBattleForce[];
  enemies: Array<{ id: string; name: string; totalHalves: number }>;
  pointBudget: number;
  rolledScenarios: VsgmrScenarioId[];
  appDiceOnly: boolean;
  /** A scenario this player rolled that no battle has taken yet: it binds the set-up (VS-R18). */
  pendingRoll: { scenarioId: VsgmrScenarioId; sides: number; faces: number[]; replaces: VsgmrScenarioId | null } | null;
}> {
  const user = await requireUser(`/campaigns/${campaignId}/battles/new`);
  const access = await authorizeCampaignOrNotFound(user.id, campaignId, "battle:create");
  if (access.gameSystem !== vsgmr.id) notFound();
  const [campaign, teams, rolled] = await Promise.all([
    db.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { gameSystem: true, settings: true, appDiceOnly: true } }),
    db.team.findMany({ where: { campaignId, archivedAt: null }, orderBy: { createdAt: "asc" }, select: { id: true, name: true, ownerId: true, ownerName: true } }),
    pendingScenarioRolls(db, campaignId, access.userId),
  ]);
  const series = readCampaignSettings<VsgmrSeriesSettings>(vsgmr, campaign);
  const settings = vsgmrRulesSettings(series);
  const forces = await loadForces(db, teams);
  return {
    access,
    pointBudget: series.pointBudget,
    // VS-R18: the scenarios a roll picks from, in book order.
    rolledScenarios: series.rolledScenarios,
    appDiceOnly: campaign.appDiceOnly,
    pendingRoll: rolled[0] ? { scenarioId: rolled[0].scenarioId, sides: rolled[0].sides, faces: rolled[0].faces, replaces: rolled[1]?.scenarioId ?? null } : null,
    // The solo enemies priced by this series' rules, as the budget check will price them.
    enemies: SAMPLE_ARMIES.map((army) => ({ id: army.id, name: army.name, totalHalves: forceCost(forceFromSampleArmy(army), settings).totalHalves })),
    forces: teams.map((team) => {
      const force = forces.get(team.id)!;
      return {
        teamId: team.id,
        name: team.name,
        ownerName: team.ownerName,
        isOwn: team.ownerId === access.userId,
        figures: force.figures.length,
        totalHalves: forceCost(force, settings).totalHalves,
      };
    }),
  };
}
