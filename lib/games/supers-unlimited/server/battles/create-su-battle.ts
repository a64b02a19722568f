import "server-only";
import { SU_CARD_KIND } from "../cards/card-row";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { parseCard, type SuCard } from "@/lib/rules/supers-unlimited";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { findOpenBattle, openBattleMessage } from "@/lib/server/battles/open-battles";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { supersUnlimited } from "../..";
import { suRosterSettings, type SuLeagueSettings } from "../../campaign-settings";
import { checkLineUp } from "../../battles/line-up";
import { EMPTY_SU_BATTLE_DETAILS } from "../../battles/su-battle-details";
import { toJson } from "./load-su-battle";

export interface CreateSuBattleInput {
  teams: Array<{ teamId: string; characterIds: string[] }>;
}

export type CreateSuBattleResult =
  | { ok: true; battleId: string; issue: number }
  | (ServiceFailure<"wrong-system" | "too-few-teams" | "unknown-team" | "not-your-battle" | "team-in-battle" | "illegal-line-up"> & {
      problems?: Array<{ teamId: string; message: string }>;
    });

/**
 * Records a battle of two or more active teams of a league, each with a line-up of its own cards
 * within the league's Levels budget (SU L382, L401); refused with the reason per team otherwise.
 * The line-up is copied onto BattleTeam (a card edited later never changes the battle). A player
 * must play in it; organisers may record anyone's. The league's locked options lock with it.
 *
 * Errors: wrong-system (not a Supers Unlimited league), too-few-teams, unknown-team (not an active
 * team of the league), not-your-battle, team-in-battle (already in an open battle), illegal-line-up.
 */
export async function createSuBattle(access: CampaignAccess, input: CreateSuBattleInput): Promise<CreateSuBattleResult> {
  const playing = input.teams.filter((t) => t.characterIds.length > 0);
  const teamIds = playing.map((t) => t.teamId);
  if (new Set(teamIds).size !== teamIds.length || teamIds.length < 2)
    return { ok: false, code: "too-few-teams", message: "Pick two or more different teams, each with a line-up." };

  return db.$transaction(async (tx) => {
    await lockCampaign(tx, access.campaignId);
    const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { gameSystem: true, settings: true, optionsLockedAt: true } });
    if (campaign.gameSystem !== supersUnlimited.id) return { ok: false, code: "wrong-system", message: "This campaign is not a Supers Unlimited league." };
    const settings = readCampaignSettings<SuLeagueSettings>(supersUnlimited, campaign);

    const teams = await tx.team.findMany({
      where: { id: { in: teamIds }, campaignId: access.campaignId, archivedAt: null },
      select: {
        id: true,
        name: true,
        ownerId: true,
        ownerName: true,
        characters: { where: { retiredAt: null, kind: SU_CARD_KIND }, orderBy: { position: "asc" }, select: { id: true, build: true } },
      },
    });
    if (teams.length !== teamIds.length) return { ok: false, code: "unknown-team", message: "One of those teams is not an active team of this league." };
    if (!can(access.role, "battle:play") && !teams.some((t) => t.ownerId === access.userId)) {
      return { ok: false, code: "not-your-battle", message: "You can record a battle your own team plays in." };
    }
    const open = await findOpenBattle(teamIds, tx);
    if (open) return { ok: false, code: "team-in-battle", message: openBattleMessage(open) };

    const problems: Array<{ teamId: string; message: string }> = [];
    const lineUps = playing.map(({ teamId, characterIds }) => {
      const team = teams.find((t) => t.id === teamId)!;
      const chosen = new Set(characterIds);
      const rows = team.characters.filter((c) => chosen.has(c.id));
      if (rows.length !== chosen.size) {
        problems.push({ teamId, message: `${team.name}: a character picked is not on the team's roster.` });
        return [];
      }
      const cards: SuCard[] = [];
      for (const row of rows) {
        const parsed = parseCard(row.build);
        // The battle names models by their Character row, whatever id the card carries inside.
        if (parsed.ok) cards.push({ ...parsed.card, id: row.id });
        else problems.push({ teamId, message: `${team.name}: a card cannot be read (${parsed.problems[0]?.message ?? "unknown problem"}).` });
      }
      const check = checkLineUp(suRosterSettings(settings), team.name, cards);
      if (!check.ok) {
        problems.push({ teamId, message: check.message });
        return [];
      }
      return check.lineUp;
    });
    if (problems.length > 0) return { ok: false, code: "illegal-line-up", message: problems.map((p) => p.message).join(" "), problems };

    const last = await tx.battle.findFirst({ where: { campaignId: access.campaignId }, orderBy: { issue: "desc" }, select: { issue: true } });
    const issue = (last?.issue ?? 0) + 1;
    const battle = await tx.battle.create({
      data: {
        campaignId: access.campaignId,
        issue,
        details: toJson(EMPTY_SU_BATTLE_DETAILS),
        createdById: access.userId,
        createdByName: access.actorName,
        teams: {
          create: playing.map(({ teamId }, position) => {
            const team = teams.find((t) => t.id === teamId)!;
            return { teamId, position, teamName: team.name, ownerId: team.ownerId, ownerName: team.ownerName, lineUp: toJson(lineUps[position]) };
          }),
        },
      },
      select: { id: true },
    });
    if (!campaign.optionsLockedAt) await tx.campaign.update({ where: { id: access.campaignId }, data: { optionsLockedAt: new Date() } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "BATTLE_CREATED",
      summary: `${access.actorName} recorded issue #${issue}: ${playing.map((p) => teams.find((t) => t.id === p.teamId)!.name).join(" vs ")}.`,
      payload: { v: 1, battleId: battle.id, issue },
    });
    return { ok: true, battleId: battle.id, issue };
  }, BATTLE_TRANSACTION);
}
