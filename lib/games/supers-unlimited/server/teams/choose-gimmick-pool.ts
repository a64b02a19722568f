import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { validateGimmickPool, type SuGimmickPick, type SuProblem } from "@/lib/rules/supers-unlimited";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { supersUnlimited } from "../../index";
import { suRosterSettings, type SuLeagueSettings } from "../../campaign-settings";
import { readSuTeamState, SU_TEAM_STATE_VERSION, type SuTeamState } from "../../team-state";
import { CARD_ORDER, CARD_ROW_SELECT, SU_CARD_KIND, toSuCard } from "../cards/card-row";
import { NOT_SU_TEAM_MESSAGE } from "../cards/check-card-for-team";

export type ChooseGimmickPoolResult =
  | { ok: true; picks: SuGimmickPick[] }
  | ServiceFailure<"team-archived" | "team-in-battle" | "not-su-team">
  | { ok: false; code: "invalid-pool"; message: string; problems: SuProblem[] };

/**
 * The owner's Gimmick pool (SU L972–L977), kept in Team.state beside the Leader choice. The caller
 * passed authorizeTeam(…, "su:choose-gimmick-pool"). The rules library re-checks the whole pool against the
 * team's cards as stored (never the ids of the request alone) and the league's settings; any
 * problem refuses it with every problem and nothing changes. Refusals: invalid-pool (also when
 * the league plays without Gimmicks and picks are sent); not-su-team; team-archived /
 * team-in-battle (see lockTeam).
 */
export async function chooseGimmickPool(access: CampaignAccess, teamId: string, picks: readonly SuGimmickPick[]): Promise<ChooseGimmickPoolResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const team = await tx.team.findUniqueOrThrow({
      where: { id: teamId },
      select: {
        state: true,
        campaign: { select: { gameSystem: true, settings: true } },
        characters: { where: { retiredAt: null, kind: SU_CARD_KIND }, orderBy: CARD_ORDER, select: CARD_ROW_SELECT },
      },
    });
    if (team.campaign.gameSystem !== supersUnlimited.id) return { ok: false, code: "not-su-team", message: NOT_SU_TEAM_MESSAGE };
    const settings = suRosterSettings(readCampaignSettings<SuLeagueSettings>(supersUnlimited, team.campaign));
    const verdict = validateGimmickPool(settings, team.characters.map(toSuCard), picks);
    if (!verdict.ok) return { ok: false, code: "invalid-pool", message: verdict.problems.map((p) => p.message).join(" "), problems: verdict.problems };
    const state: SuTeamState = { ...readSuTeamState(team.state), v: SU_TEAM_STATE_VERSION, gimmickPool: [...picks] };
    await tx.team.update({ where: { id: teamId }, data: { state: state as unknown as Prisma.InputJsonValue } });
    return { ok: true, picks: [...picks] };
  });
}
