import "server-only";
import { vsgmr } from "../../index";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import {
  checkParity,
  forceFromSampleArmy,
  parityForceOf,
  SAMPLE_ARMIES,
  sampleArmyById,
  VSGMR_SCENARIO_IDS,
  vsgmrScenarioById,
  type ScenarioRole,
  type VsgmrScenarioId,
  type VsgmrForce,
} from "@/lib/rules/vsgmr";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { findOpenBattle, openBattleMessage } from "@/lib/server/battles/open-battles";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import type { Prisma } from "@/lib/generated/prisma/client";
import { vsgmrRulesSettings, type VsgmrSeriesSettings } from "../../campaign-settings";
import { SOLO_ENEMY, type VsgmrBattleDetails } from "../../battles/battle-details";
import { loadForces } from "./load-forces";
import { pendingScenarioRolls } from "./pending-scenario-rolls";

export interface CreateVsgmrBattleInput {
  scenarioId: VsgmrScenarioId;
  /** The forces that play, each with its side where the scenario has sides. */
  teams: Array<{ teamId: string; role?: ScenarioRole }>;
  /** Solo mode: one force against a sample army the app drives. */
  solo?: { sampleArmyId: string; role?: ScenarioRole };
}

export interface VsgmrBattleProblem {
  teamId: string | null;
  message: string;
}

export type CreateVsgmrBattleResult =
  | { ok: true; battleId: string; issue: number }
  | (ServiceFailure<"bad-forces" | "unknown-team" | "not-your-battle" | "team-in-battle" | "unknown-scenario" | "scenario-rolled" | "bad-roles" | "budgets"> & {
      problems?: VsgmrBattleProblem[];
    });

function roleProblems(scenarioId: VsgmrScenarioId, sides: ReadonlyArray<{ key: string; name: string; role?: ScenarioRole }>): VsgmrBattleProblem[] {
  const roles = vsgmrScenarioById(scenarioId).roles;
  if (!roles) return [];
  const problems = sides
    .filter((side) => !side.role || !roles.includes(side.role))
    .map((side) => ({ teamId: side.key === SOLO_ENEMY ? null : side.key, message: `${side.name}: choose a side (${roles.join(" or ")}).` }));
  if (problems.length === 0 && !roles.every((role) => sides.some((side) => side.role === role))) {
    problems.push({ teamId: null, message: `Every side must be played: ${roles.join(" and ")}.` });
  }
  return problems;
}

/**
 * Sets up a VSGMR battle (the next issue): two or more forces of the series, or one force against
 * a sample army the app drives (solo mode), in the chosen scenario. Each force is priced as it
 * stands and the budgets checked (checkParity: within 5 points, or the scenario's own budgets
 * per side); a battle that breaks them is refused with every reason, and nothing is written.
 * A scenario the player rolled and no battle has taken binds this set-up (VS-R18): another
 * scenario is refused (scenario-rolled), and the battle takes over that roll and those it re-rolled.
 */
export async function createVsgmrBattle(access: CampaignAccess, input: CreateVsgmrBattleInput): Promise<CreateVsgmrBattleResult> {
  const teamIds = input.teams.map((t) => t.teamId);
  if (new Set(teamIds).size !== teamIds.length) return { ok: false, code: "bad-forces", message: "Pick different forces." };
  if (teamIds.length + (input.solo ? 1 : 0) < 2 || (input.solo && teamIds.length !== 1)) {
    return { ok: false, code: "bad-forces", message: input.solo ? "Solo mode is one force against the app's." : "Pick two or more forces to play." };
  }
  if (!(VSGMR_SCENARIO_IDS as readonly string[]).includes(input.scenarioId)) return { ok: false, code: "unknown-scenario", message: "Pick a scenario from the list." };
  if (access.gameSystem !== vsgmr.id) return { ok: false, code: "bad-forces", message: "This campaign does not play VSGMR." };
  if (input.solo && !SAMPLE_ARMIES.some((army) => army.id === input.solo!.sampleArmyId))
    return { ok: false, code: "bad-forces", message: "Pick the enemy from the sample armies." };

  return db.$transaction(async (tx) => {
    await lockCampaign(tx, access.campaignId);
    const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { gameSystem: true, settings: true, optionsLockedAt: true } });
    const settings = vsgmrRulesSettings(readCampaignSettings<VsgmrSeriesSettings>(vsgmr, campaign));
    const teams = await tx.team.findMany({
      where: { id: { in: teamIds }, campaignId: access.campaignId, archivedAt: null },
      select: { id: true, name: true, ownerId: true, ownerName: true },
    });
    if (teams.length !== teamIds.length) return { ok: false, code: "unknown-team", message: "One of those forces is not an active force of this series." } as const;
    if (!can(access.role, "battle:play") && !teams.some((t) => t.ownerId === access.userId)) {
      return { ok: false, code: "not-your-battle", message: "You can set up a battle your own force plays in." } as const;
    }
    const rolled = await pendingScenarioRolls(tx, access.campaignId, access.userId);
    if (rolled[0] && rolled[0].scenarioId !== input.scenarioId) {
      const name = vsgmrScenarioById(rolled[0].scenarioId).name;
      return {
        ok: false,
        code: "scenario-rolled",
        message: `You rolled ${name} for this battle, so it plays ${name}. Roll again to re-roll it (the roll log shows both).`,
      } as const;
    }
    const open = await findOpenBattle(teamIds, tx);
    if (open) return { ok: false, code: "team-in-battle", message: openBattleMessage(open) } as const;

    const forces = await loadForces(tx, teams);
    const sides: Array<{ key: string; name: string; role: (typeof input.teams)[number]["role"]; force: VsgmrForce }> = input.teams.map(({ teamId, role }) => ({
      key: teamId,
      name: teams.find((t) => t.id === teamId)!.name,
      role,
      force: forces.get(teamId)!,
    }));
    const enemy = input.solo ? forceFromSampleArmy(sampleArmyById(input.solo.sampleArmyId)) : null;
    if (enemy) sides.push({ key: SOLO_ENEMY, name: enemy.name, role: input.solo!.role, force: enemy });

    const empty = sides.filter((side) => side.force.figures.length === 0).map((side) => ({ teamId: side.key, message: `${side.name} has no figures yet.` }));
    if (empty.length > 0) return { ok: false, code: "bad-forces", message: "Every force needs figures.", problems: empty } as const;
    const roles = roleProblems(input.scenarioId, sides);
    if (roles.length > 0) return { ok: false, code: "bad-roles", message: "Choose each force's side.", problems: roles } as const;

    const priced = sides.map((side) => parityForceOf(side.force, side.role, settings));
    const verdict = checkParity(priced, input.scenarioId);
    if (!verdict.isFair) {
      const problems = verdict.reasons.map((reason) => ({
        teamId: reason.forces.length === 1 && sides[reason.forces[0]!]!.key !== SOLO_ENEMY ? sides[reason.forces[0]!]!.key : null,
        message: reason.message,
      }));
      return { ok: false, code: "budgets", message: `The forces do not fit the budgets: ${verdict.summary}`, problems } as const;
    }

    const details: VsgmrBattleDetails = {
      v: 1,
      scenarioId: input.scenarioId,
      roles: Object.fromEntries(sides.filter((side) => side.role).map((side) => [side.key, side.role!])),
      forceHalves: Object.fromEntries(sides.map((side, i) => [side.key, priced[i]!.totalHalves])),
      // The set-up snapshot: the battle plays these figures, whatever happens to the forces meanwhile.
      forces: Object.fromEntries(input.teams.map(({ teamId }) => [teamId, forces.get(teamId)!.snapshot])),
      solo: enemy ? { enemyName: enemy.name, sampleArmyId: input.solo!.sampleArmyId, figures: enemy.figures, turns: [], outflankedArrived: false } : null,
      result: null,
    };
    const last = await tx.battle.findFirst({ where: { campaignId: access.campaignId }, orderBy: { issue: "desc" }, select: { issue: true } });
    const issue = (last?.issue ?? 0) + 1;
    const battle = await tx.battle.create({
      data: {
        campaignId: access.campaignId,
        issue,
        // Set up means playing: VSGMR has no pre-battle sequence to run first.
        status: "REPORTING",
        details: details as unknown as Prisma.InputJsonValue,
        createdById: access.userId,
        createdByName: access.actorName,
        teams: {
          create: input.teams.map(({ teamId }, position) => {
            const team = teams.find((t) => t.id === teamId)!;
            return { teamId, position, teamName: team.name, ownerId: team.ownerId, ownerName: team.ownerName, lineUp: [] };
          }),
        },
      },
      select: { id: true },
    });
    if (rolled.length > 0) await tx.roll.updateMany({ where: { id: { in: rolled.map((roll) => roll.id) }, battleId: null }, data: { battleId: battle.id } });
    if (!campaign.optionsLockedAt) await tx.campaign.update({ where: { id: access.campaignId }, data: { optionsLockedAt: new Date() } });
    return { ok: true, battleId: battle.id, issue } as const;
  }, BATTLE_TRANSACTION);
}
