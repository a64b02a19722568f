import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { leaderCandidates, teamLeader } from "@/lib/rules/supers-unlimited";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { supersUnlimited } from "../../index";
import { readSuTeamState, SU_TEAM_STATE_VERSION, type SuTeamState } from "../../team-state";
import { CARD_ORDER, CARD_ROW_SELECT, SU_CARD_KIND, toSuCard } from "../cards/card-row";
import { NOT_SU_TEAM_MESSAGE } from "../cards/check-card-for-team";

export type ChooseLeaderResult = { ok: true; leader: { id: string; name: string } } | ServiceFailure<"team-archived" | "team-in-battle" | "not-su-team" | "not-a-candidate">;

/**
 * The owner's choice of Team Leader among the cards the rules tie (SU L384, Ruling SU-R35), kept
 * in Team.state. The caller passed authorizeTeam(…, "team:edit"). Refusals, each changing nothing:
 * - not-a-candidate: the card is not one of those the rules let lead (not on the roster, or lower);
 * - not-su-team: the team's campaign plays another system;
 * - team-archived / team-in-battle: see lockTeam.
 */
export async function chooseLeader(access: CampaignAccess, teamId: string, leaderId: string): Promise<ChooseLeaderResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const team = await tx.team.findUniqueOrThrow({
      where: { id: teamId },
      select: {
        state: true,
        campaign: { select: { gameSystem: true } },
        characters: { where: { retiredAt: null, kind: SU_CARD_KIND }, orderBy: CARD_ORDER, select: CARD_ROW_SELECT },
      },
    });
    if (team.campaign.gameSystem !== supersUnlimited.id) return { ok: false, code: "not-su-team", message: NOT_SU_TEAM_MESSAGE };
    const candidates = leaderCandidates(teamLeader(team.characters.map(toSuCard)));
    const chosen = candidates.find((c) => c.id === leaderId);
    if (!chosen)
      return {
        ok: false,
        code: "not-a-candidate",
        message: "Only a card the rules let lead may be chosen: the highest Level with Leadership, or the highest Level when none has it.",
      };
    // The rest of the state (the Gimmick pool) stays as it is.
    const state: SuTeamState = { ...readSuTeamState(team.state), v: SU_TEAM_STATE_VERSION, leaderId: chosen.id };
    await tx.team.update({ where: { id: teamId }, data: { state: state as unknown as Prisma.InputJsonValue } });
    return { ok: true, leader: { id: chosen.id, name: chosen.name } };
  });
}
