import "server-only";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/server/service-result";
import { BATTLE_TRANSACTION } from "./battle-transaction";
import { advanceBattle, loadRecordedFaces, type BattleProgress } from "./advance-battle";
import type { PreBattleTeamChoices } from "./battle-record";
import { NeedsDice, NO_DICE, runPreBattleStage } from "./battle-stages";
import { lockBattle, toJson } from "./load-battle";
import { loadTeamStates } from "./load-team-states";
import type { BattleProblem } from "./create-battle";
import { refuseOthersSpends } from "./spend-owners";

export type LockPreBattleResult =
  | { ok: true; progress: BattleProgress }
  | (ServiceFailure<"wrong-stage" | "illegal-choices" | "not-your-points"> & { problems?: BattleProblem[] });

/**
 * Locks the pre-battle choices (subplot preferences, curse lifts, sidekick picks…) and takes the
 * battle's snapshot of every team, which the pre-battle and post-battle run on and an undo
 * restores. The rules check every choice before any die: a refusal saves nothing.
 */
export async function lockPreBattleChoices(access: CampaignAccess, battleId: string, choices: PreBattleTeamChoices[]): Promise<LockPreBattleResult> {
  return db.$transaction(async (tx) => {
    const loaded = await lockBattle(tx, battleId);
    if (loaded.row.status !== "SETUP") return { ok: false, code: "wrong-stage", message: "The pre-battle choices are already locked." };
    const teamIds = new Set(loaded.data.teams.map((t) => t.teamId));
    if (choices.some((c) => !teamIds.has(c.teamId))) return { ok: false, code: "illegal-choices", message: "Those choices name a team that is not in this battle." };

    const othersSpends = await refuseOthersSpends(tx, access, choices.filter((c) => (c.curseLiftsWithStoryPoints?.length ?? 0) > 0).map((c) => c.teamId));
    if (othersSpends) return { ok: false, code: "not-your-points", message: othersSpends };

    const snapshot = await loadTeamStates(loaded.row.campaignId, tx);
    loaded.data.snapshot = snapshot;
    loaded.data.preBattleChoices = choices;
    for (const { teamId } of loaded.data.teams) {
      if (!snapshot.teams.some((t) => t.teamId === teamId)) return { ok: false, code: "illegal-choices", message: "A team of this battle was archived; cancel the battle and set it up again." };
    }
    try {
      const result = runPreBattleStage(loaded.data, NO_DICE);
      if (!result.ok) {
        return { ok: false, code: "illegal-choices", message: "A choice breaks a rule, so nothing was locked.", problems: result.problems.map((p) => ({ ...(p.teamId ? { teamId: p.teamId } : {}), message: p.message })) };
      }
    } catch (error) {
      if (!(error instanceof NeedsDice)) throw error;
    }
    await tx.battle.update({ where: { id: battleId }, data: { status: "PRE_BATTLE", snapshot: toJson(snapshot), preBattleChoices: toJson(choices) } });
    loaded.row.status = "PRE_BATTLE";
    const progress = await advanceBattle(tx, loaded, await loadRecordedFaces(tx, battleId), access);
    return { ok: true, progress };
  }, BATTLE_TRANSACTION);
}
