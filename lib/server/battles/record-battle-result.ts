import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { battleResults } from "@/lib/game-contract/battle-results";
import type { AnyGameSystem } from "@/lib/game-contract/game-system";
import type { Dice } from "@/lib/rules/dice";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { cryptoDice } from "@/lib/server/crypto-dice";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { BATTLE_TRANSACTION } from "./battle-transaction";
import { findOpenBattle, openBattleMessage } from "./open-battles";
import { appendRoll } from "@/lib/server/rolls/append-roll";

export type RecordBattleResultResult =
  | { ok: true; battleId: string; issue: number }
  | ServiceFailure<"no-battles" | "staged-battles" | "campaign-finished" | "too-few-teams" | "unknown-team" | "not-your-battle" | "team-in-battle">;

/**
 * The generic battle path of a game system without pre- or post-battle (GameSystem.battle of kind
 * "result-only"): the system works out the result with the app's dice, and the battle is stored
 * resolved at once, its teams' results on BattleTeam (the standings' record), its dice in the roll
 * log, one activity line. Systems with staged battles play them through the battle pages instead.
 *
 * staged-battles: the campaign's system plays staged battles. The other codes are createBattle's:
 * a finished campaign, fewer than two different teams, a team that is not an active team of the
 * campaign, a player none of whose teams plays, a team already in an open battle. `game` is the
 * campaign's game, handed by the caller that read the catalog (the action).
 */
export async function recordBattleResult(access: CampaignAccess, game: AnyGameSystem, teamIds: readonly string[], dice: Dice = cryptoDice()): Promise<RecordBattleResultResult> {
  if (new Set(teamIds).size !== teamIds.length || teamIds.length < 2) return { ok: false, code: "too-few-teams", message: "Pick two or more different teams." };
  return db.$transaction(async (tx) => {
    await lockCampaign(tx, access.campaignId);
    const campaign = await tx.campaign.findUniqueOrThrow({
      where: { id: access.campaignId },
      select: { gameSystem: true, settings: true, finishedAt: true, optionsLockedAt: true },
    });
    const flow = game.battles;
    if (!flow) return { ok: false, code: "no-battles", message: "This campaign's game has no battles." };
    if (flow.kind !== "result-only") return { ok: false, code: "staged-battles", message: "This campaign's battles are played step by step on the battle page." };
    if (campaign.finishedAt) return { ok: false, code: "campaign-finished", message: "This campaign is finished." };

    const found = await tx.team.findMany({
      where: { id: { in: [...teamIds] }, campaignId: access.campaignId, archivedAt: null },
      select: { id: true, name: true, ownerId: true, ownerName: true },
    });
    if (found.length !== teamIds.length) return { ok: false, code: "unknown-team", message: "One of those teams is not an active team of this campaign." };
    if (!can(access.role, "battle:play") && !found.some((t) => t.ownerId === access.userId)) {
      return { ok: false, code: "not-your-battle", message: "You can record a battle your own team plays in." };
    }
    const open = await findOpenBattle([...teamIds], tx);
    if (open) return { ok: false, code: "team-in-battle", message: openBattleMessage(open) };
    const teams = teamIds.map((id) => found.find((t) => t.id === id)!);

    const result = flow.recordResult({ settings: readCampaignSettings(game, campaign), teams: teams.map((t) => ({ teamId: t.id, name: t.name })) }, dice);
    // Only a result the game declares is stored: the standings count each by its declared meaning.
    const declared = battleResults(flow);
    const undeclared = result.teams.find((r) => !declared.some((kind) => kind.id === r.result));
    if (undeclared) throw new Error(`The game returned the result “${undeclared.result}”, which it does not declare.`);
    const last = await tx.battle.findFirst({ where: { campaignId: access.campaignId }, orderBy: { issue: "desc" }, select: { issue: true } });
    const issue = (last?.issue ?? 0) + 1;
    const now = new Date();
    const battle = await tx.battle.create({
      data: {
        campaignId: access.campaignId,
        issue,
        status: "RESOLVED",
        // A system recorded by its result alone keeps no game details of its own.
        details: {},
        reportedById: access.userId,
        reportedByName: access.actorName,
        reportedAt: now,
        applyCount: 1,
        createdById: access.userId,
        createdByName: access.actorName,
        teams: {
          create: teams.map((team, position) => ({
            teamId: team.id,
            position,
            teamName: team.name,
            ownerId: team.ownerId,
            ownerName: team.ownerName,
            lineUp: [],
            // Checked against the game's declared results above.
            result: result.teams.find((r) => r.teamId === team.id)?.result ?? null,
          })),
        },
      },
      select: { id: true },
    });
    for (const [index, roll] of result.rolls.entries()) {
      await appendRoll(tx, access, {
        campaignId: access.campaignId,
        battleId: battle.id,
        slot: `result:${index}`,
        requestKey: `${battle.id}:result:${index}`,
        purpose: roll.purpose,
        label: `Issue #${issue} · ${roll.label}`,
        sides: roll.sides,
        faces: roll.faces,
        source: "app",
        teamId: roll.teamId ?? null,
        teamName: teams.find((t) => t.id === roll.teamId)?.name ?? null,
      });
    }
    if (!campaign.optionsLockedAt) await tx.campaign.update({ where: { id: access.campaignId }, data: { optionsLockedAt: now } });
    const winning = new Set(declared.filter((kind) => kind.counts === "won").map((kind) => kind.id));
    const winners = teams.filter((t) => winning.has(result.teams.find((r) => r.teamId === t.id)?.result ?? "")).map((t) => t.name);
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "BATTLE_RESOLVED",
      summary: `Issue #${issue} is resolved: ${winners.length > 0 ? `${winners.join(" and ")} won` : "a draw"}.`,
      payload: { v: 1, battleId: battle.id, issue },
    });
    return { ok: true, battleId: battle.id, issue };
  }, BATTLE_TRANSACTION);
}
