import "server-only";
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { SU_CARD_VERSION } from "@/lib/rules/supers-unlimited";
import { ALIGNMENT_LABELS } from "@/lib/schemas/team";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { CAMPAIGN_ENDED_MESSAGE, insertTeam } from "@/lib/server/teams/create-team";
import { supersUnlimited } from "../../index";
import type { SuLeagueSettings } from "../../campaign-settings";
import { readSuTeamFile } from "../../export/team-file";
import { SU_TEAM_STATE_VERSION, type SuTeamState } from "../../team-state";
import { cardJson, SU_CARD_KIND } from "../cards/card-row";
import { NOT_SU_TEAM_MESSAGE } from "../cards/check-card-for-team";

export type ImportSuTeamResult =
  | { ok: true; team: { id: string; name: string }; cardCount: number }
  | (ServiceFailure<"invalid-file"> & { problems: string[] })
  | ServiceFailure<"campaign-archived" | "already-has-team" | "not-su-league">;

export function alreadyLeadsMessage(teamName: string): string {
  return `You already lead “${teamName}” in this league; each member leads one team. An imported team would be a second one.`;
}

export function invalidTeamFileMessage(count: number): string {
  return `Nothing was imported: the file has ${count === 1 ? "a problem" : `${count} problems`}.`;
}

/**
 * Imports a league team's file as the member's new team here, for a member who passed
 * authorizeCampaign(…, "team:create"). ONE transaction, after the campaign lock create-team.ts
 * takes, with its rules: the importer owns the team; one active team per member per league. The
 * file is read with this league's settings as they are now (readSuTeamFile: every card checked as
 * the card builder's save checks it). Cards get new ids; the leader choice follows its card.
 * Refusals, each writing nothing:
 * - invalid-file: the file, or a card in it, has problems (all of them are returned);
 * - not-su-league: the campaign plays another system;
 * - campaign-archived: the league has ended;
 * - already-has-team: the member already leads an active team here.
 */
export async function importSuTeam(access: CampaignAccess, text: string): Promise<ImportSuTeamResult> {
  return db.$transaction(async (tx) => {
    // Serialises this with createTeam and another import by the same member (two tabs).
    await lockCampaign(tx, access.campaignId);
    const [campaign, existing] = await Promise.all([
      tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { archivedAt: true, gameSystem: true, settings: true } }),
      tx.team.findFirst({ where: { campaignId: access.campaignId, ownerId: access.userId, archivedAt: null }, select: { name: true } }),
    ]);
    if (campaign.gameSystem !== supersUnlimited.id) return { ok: false, code: "not-su-league", message: NOT_SU_TEAM_MESSAGE };
    if (campaign.archivedAt) return { ok: false, code: "campaign-archived", message: CAMPAIGN_ENDED_MESSAGE };
    if (existing) return { ok: false, code: "already-has-team", message: alreadyLeadsMessage(existing.name) };
    const reading = readSuTeamFile(text, readCampaignSettings<SuLeagueSettings>(supersUnlimited, campaign));
    if (!reading.ok) return { ok: false, code: "invalid-file", message: invalidTeamFileMessage(reading.problems.length), problems: reading.problems };
    const { plan } = reading;

    const team = await insertTeam(tx, access, supersUnlimited, campaign, plan.team, "imported");
    const ids = plan.cards.map(() => `c${randomBytes(12).toString("hex")}`);
    await tx.character.createMany({
      data: plan.cards.map((card, position) => ({
        id: ids[position]!,
        teamId: team.id,
        position,
        name: card.name,
        kind: SU_CARD_KIND,
        build: cardJson({ ...card, id: ids[position]! }),
        state: {},
        formatVersion: SU_CARD_VERSION,
      })),
    });
    if (plan.leader !== null || plan.gimmickPool.length > 0) {
      // The file names cards by place ("card-3"): each pick follows its card to the new row's id.
      const gimmickPool = plan.gimmickPool.map((pick) => ({ ...pick, cardId: ids[Number(pick.cardId.slice("card-".length)) - 1]! }));
      const state: SuTeamState = { v: SU_TEAM_STATE_VERSION, leaderId: plan.leader !== null ? ids[plan.leader]! : null, ...(gimmickPool.length > 0 ? { gimmickPool } : {}) };
      await tx.team.update({ where: { id: team.id }, data: { state: state as unknown as Prisma.InputJsonValue } });
    }
    const count = plan.cards.length;
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "TEAM_CREATED",
      summary: `${access.actorName} imported the ${ALIGNMENT_LABELS[plan.team.alignment].toLowerCase()} team “${team.name}” from a file, with ${count === 1 ? "1 card" : `${count} cards`}.`,
      payload: { v: 1, teamId: team.id, name: team.name },
    });
    return { ok: true, team, cardCount: count };
  });
}
