import "server-only";
import { problemText, resolveFielded, SCENARIOS, smfBattleDetails, SPECIAL_EVENTS, validateLineUp, type ScenarioId, type SpecialEventId } from "@/lib/rules/smf";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { loadTeamStates } from "./load-team-states";
import { findOpenBattle, openBattleMessage } from "@/lib/server/battles/open-battles";
import { toJson } from "./load-battle";

export interface CreateBattleInput {
  teams: Array<{ teamId: string; fieldedIds: string[] }>;
  scenarioChoice?: ScenarioId;
  specialEventChoice?: SpecialEventId;
}

export interface BattleProblem {
  teamId?: string;
  message: string;
}

export type CreateBattleResult =
  | { ok: true; battleId: string; issue: number }
  | (ServiceFailure<"campaign-finished" | "too-few-teams" | "unknown-team" | "not-your-battle" | "team-in-battle" | "illegal-line-up" | "unknown-scenario"> & {
      problems?: BattleProblem[];
    });

/**
 * A team plays when it fields anyone: the set-up page's "plays" box follows the ticked line-up and
 * is not posted, so nothing can disagree with it, and a team listed with nobody fielded (a forged
 * or stale form, or a caller) is left out rather than refused.
 */
function playingTeams(teams: CreateBattleInput["teams"]): CreateBattleInput["teams"] {
  return teams.filter((t) => t.fieldedIds.length > 0);
}

/**
 * Set-up of a battle (the next issue): two or more active teams of the campaign, each with a
 * line-up the rules accept (availability, Ruling R4), and the agreed scenario or event if any. The
 * teams that play are those that field someone (playingTeams).
 * A player must play in it; organisers may set up anyone's. The campaign's options lock with it.
 */
export async function createBattle(access: CampaignAccess, given: CreateBattleInput): Promise<CreateBattleResult> {
  const input = { ...given, teams: playingTeams(given.teams) };
  const teamIds = input.teams.map((t) => t.teamId);
  if (new Set(teamIds).size !== teamIds.length) return { ok: false, code: "too-few-teams", message: "Pick two or more different teams." };
  if (teamIds.length < 2) return { ok: false, code: "too-few-teams", message: "Pick two or more teams to play." };
  if (input.scenarioChoice && !SCENARIOS.some((s) => s.id === input.scenarioChoice))
    return { ok: false, code: "unknown-scenario", message: "Pick a scenario from the list, or let the dice choose." };
  if (input.specialEventChoice && !SPECIAL_EVENTS.some((e) => e.id === input.specialEventChoice))
    return { ok: false, code: "unknown-scenario", message: "Pick a special event from the list, or let the dice choose." };

  return db.$transaction(async (tx) => {
    await lockCampaign(tx, access.campaignId);
    const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { finishedAt: true, optionsLockedAt: true } });
    if (campaign.finishedAt) return { ok: false, code: "campaign-finished", message: "This campaign is finished. An organiser can raise the story-point goal to play on." };

    const teams = await tx.team.findMany({
      where: { id: { in: teamIds }, campaignId: access.campaignId, archivedAt: null },
      select: { id: true, name: true, ownerId: true, ownerName: true },
    });
    if (teams.length !== teamIds.length) return { ok: false, code: "unknown-team", message: "One of those teams is not an active team of this campaign." };
    if (!can(access.role, "battle:play") && !teams.some((t) => t.ownerId === access.userId)) {
      return { ok: false, code: "not-your-battle", message: "You can set up a battle your own team plays in." };
    }
    const open = await findOpenBattle(teamIds, tx);
    if (open) return { ok: false, code: "team-in-battle", message: openBattleMessage(open) };

    const { teams: states } = await loadTeamStates(access.campaignId, tx);
    const problems: BattleProblem[] = [];
    const lineUps = input.teams.map(({ teamId, fieldedIds }) => {
      const team = states.find((t) => t.teamId === teamId)!;
      const fielded = resolveFielded(team, fieldedIds);
      if (!fielded.ok) {
        problems.push({ teamId, message: `${team.name}: ${problemText(fielded.error)}` });
        return [];
      }
      const check = validateLineUp(fielded.fielded);
      if (!check.ok) for (const p of check.problems) problems.push({ teamId, message: `${team.name}: ${problemText(p)}` });
      return fielded.fielded.map((c) => ({ characterId: c.id, name: c.name }));
    });
    if (problems.length > 0) return { ok: false, code: "illegal-line-up", message: "A line-up breaks a rule, so the battle was not set up.", problems };

    const last = await tx.battle.findFirst({ where: { campaignId: access.campaignId }, orderBy: { issue: "desc" }, select: { issue: true } });
    const issue = (last?.issue ?? 0) + 1;
    const battle = await tx.battle.create({
      data: {
        campaignId: access.campaignId,
        issue,
        details: toJson(smfBattleDetails({ scenarioChoice: input.scenarioChoice ?? null, specialEventChoice: input.specialEventChoice ?? null })),
        createdById: access.userId,
        createdByName: access.actorName,
        teams: {
          create: input.teams.map(({ teamId }, position) => {
            const team = teams.find((t) => t.id === teamId)!;
            return { teamId, position, teamName: team.name, ownerId: team.ownerId, ownerName: team.ownerName, lineUp: toJson(lineUps[position]) };
          }),
        },
      },
      select: { id: true },
    });
    if (!campaign.optionsLockedAt) await tx.campaign.update({ where: { id: access.campaignId }, data: { optionsLockedAt: new Date() } });
    const names = input.teams.map(({ teamId }) => teams.find((t) => t.id === teamId)!.name);
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "BATTLE_CREATED",
      summary: `${access.actorName} set up issue #${issue}: ${names.join(" vs ")}.`,
      payload: { v: 1, battleId: battle.id, issue },
    });
    return { ok: true, battleId: battle.id, issue };
  }, BATTLE_TRANSACTION);
}
