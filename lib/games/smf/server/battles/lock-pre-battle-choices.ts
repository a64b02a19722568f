import "server-only";
import { problemText } from "@/lib/rules/smf";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { advanceBattle, loadRecordedFaces } from "./advance-battle";
import type { BattleProgress } from "@/lib/games/smf/battles/battle-progress";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import type { PreBattleTeamChoices } from "@/lib/games/smf/battles/battle-record";
import { NeedsDice, NO_DICE, runPreBattleStage } from "@/lib/games/smf/battles/battle-stages";
import { lockBattle, toJson } from "./load-battle";
import { wrongStageMessage } from "./report-battle";
import { loadTeamStates } from "./load-team-states";
import type { BattleProblem } from "./create-battle";
import { refuseOthersSpends } from "./spend-owners";
import { battleTeamOwners, firstForeignTeam, isTeamControlled, mayActForTeam, othersTeamMessage } from "./team-control";
import type { BattleTeamOwner } from "@/lib/games/smf/views/battle-view";
import { superMissionForce } from "@/lib/games/smf";

export type LockPreBattleResult =
  | { ok: true; progress: BattleProgress; waitingFor: BattleTeamOwner[] }
  | (ServiceFailure<"wrong-stage" | "illegal-choices" | "not-your-points" | "not-your-team"> & { problems?: BattleProblem[] });

/**
 * Locks the pre-battle choices (subplot preferences, curse lifts, sidekick picks…) and takes the
 * battle's snapshot of every team, which the pre-battle and post-battle run on and an undo
 * restores. The rules check every choice before any die: a refusal saves nothing.
 *
 * Where each team's owner chooses for it (Campaign.teamControl OWNERS), a player saves the choices
 * of the teams they may act for (the ones they name, the rules' defaults for the others) and the
 * battle waits, its choices kept in Battle.preBattleChoices while it stays in SETUP, until every
 * team's are in; an organiser's save fills in every team still missing and locks. Choices naming
 * another's team are refused, naming it. `waitingFor`: the teams whose choices are still missing.
 */
export async function lockPreBattleChoices(access: CampaignAccess, battleId: string, submitted: PreBattleTeamChoices[]): Promise<LockPreBattleResult> {
  return db.$transaction(async (tx) => {
    const loaded = await lockBattle(tx, battleId);
    if (loaded.row.status !== "SETUP") return { ok: false, code: "wrong-stage", message: wrongStageMessage(loaded, "take pre-battle choices") };
    const teamIds = new Set(loaded.data.teams.map((t) => t.teamId));
    if (submitted.some((c) => !teamIds.has(c.teamId))) return { ok: false, code: "illegal-choices", message: "Those choices name a team that is not in this battle." };

    let choices = submitted;
    let waitingFor: BattleTeamOwner[] = [];
    if (isTeamControlled(loaded)) {
      const owners = await battleTeamOwners(tx, loaded);
      const foreign = firstForeignTeam(
        access,
        loaded,
        owners,
        submitted.map((c) => c.teamId),
      );
      if (foreign) return { ok: false, code: "not-your-team", message: othersTeamMessage(foreign, "make its pre-battle choices", ", so nothing was saved") };
      const saved = loaded.data.preBattleChoices ?? [];
      choices = loaded.data.teams.flatMap(({ teamId }) => {
        const chosen = submitted.find((c) => c.teamId === teamId) ?? saved.find((c) => c.teamId === teamId);
        if (chosen) return [chosen];
        return mayActForTeam(
          access,
          loaded,
          owners.find((t) => t.teamId === teamId),
        )
          ? [{ teamId }]
          : [];
      });
      waitingFor = owners.filter((t) => teamIds.has(t.teamId) && !choices.some((c) => c.teamId === t.teamId));
    }

    const othersSpends = await refuseOthersSpends(
      tx,
      access,
      submitted.filter((c) => (c.curseLiftsWithStoryPoints?.length ?? 0) > 0).map((c) => c.teamId),
    );
    if (othersSpends) return { ok: false, code: "not-your-points", message: othersSpends };

    const snapshot = await loadTeamStates(loaded.row.campaignId, tx);
    loaded.data.snapshot = snapshot;
    loaded.data.preBattleChoices = choices;
    for (const { teamId } of loaded.data.teams) {
      if (!snapshot.teams.some((t) => t.teamId === teamId))
        return { ok: false, code: "illegal-choices", message: "A team of this battle was archived; cancel the battle and set it up again." };
    }
    try {
      const result = runPreBattleStage(loaded.data, NO_DICE);
      if (!result.ok) {
        return {
          ok: false,
          code: "illegal-choices",
          message: "A choice breaks a rule, so nothing was locked.",
          problems: result.problems.map((p) => ({ ...(p.teamId ? { teamId: p.teamId } : {}), message: problemText(p) })),
        };
      }
    } catch (error) {
      if (!(error instanceof NeedsDice)) throw error;
    }
    if (waitingFor.length > 0) {
      // Checked above with the rules' defaults for the missing teams; saved without a snapshot, which the lock takes.
      await tx.battle.update({ where: { id: battleId }, data: { preBattleChoices: toJson(choices) } });
      const saved = loaded.row.teams.filter((t) => submitted.some((c) => c.teamId === t.teamId)).map((t) => t.teamName);
      await battleChanged(tx, superMissionForce, battleId, access, saved.length > 0 ? `saved the pre-battle choices of ${saved.join(", ")}` : "saved the pre-battle choices");
      return { ok: true, progress: { kind: "setup" }, waitingFor };
    }
    await tx.battle.update({ where: { id: battleId }, data: { status: "PRE_BATTLE", snapshot: toJson(snapshot), preBattleChoices: toJson(choices) } });
    loaded.row.status = "PRE_BATTLE";
    const progress = await advanceBattle(tx, loaded, await loadRecordedFaces(tx, battleId), access);
    await battleChanged(tx, superMissionForce, battleId, access, "locked the pre-battle choices");
    return { ok: true, progress, waitingFor };
  }, BATTLE_TRANSACTION);
}
