import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { problemText, validatePostBattleChoices, validateSpecialChecks, type PostBattleChoices, type PostBattleStepId } from "@/lib/rules/smf";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { advanceBattle, decidingTeamIds, loadRecordedFaces } from "./advance-battle";
import type { BattleProgress } from "@/lib/games/smf/battles/battle-progress";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { decisionStepName } from "@/lib/games/smf/battles/battle-news";
import { postBattleInput, stageSlotPrefix, stepAt } from "@/lib/games/smf/battles/battle-stages";
import type { BattleProblem } from "./create-battle";
import { lockBattle, toJson } from "./load-battle";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import { wrongStageMessage } from "./report-battle";
import { refuseOthersSpends } from "./spend-owners";
import { battleTeamOwners, firstForeignTeam, isTeamControlled, othersTeamMessage } from "./team-control";
import { superMissionForce } from "@/lib/games/smf";

export type PostBattleChoicesResult =
  | { ok: true; progress: BattleProgress }
  | (ServiceFailure<"wrong-stage" | "step-started" | "illegal-choices" | "not-your-points" | "not-your-team"> & { problems?: BattleProblem[] });

/**
 * Sets the players' choices for the post-battle step under way (thrall powers, the scenario
 * special's checks, bump picks, Phase 3 spends, declined artifact upkeep) and confirms that step,
 * so it runs. Only before the step's first die: choices never change dice already thrown.
 */
export async function choosePostBattle(access: CampaignAccess, battleId: string, step: PostBattleStepId, patch: PostBattleChoices): Promise<PostBattleChoicesResult> {
  return db.$transaction(async (tx) => {
    const loaded = await lockBattle(tx, battleId);
    if (loaded.row.status !== "POST_BATTLE") return { ok: false, code: "wrong-stage", message: wrongStageMessage(loaded, "take post-battle choices") };
    const current = stepAt(loaded.data.postBattleStep);
    const recorded = await loadRecordedFaces(tx, battleId);
    if (current !== step) return { ok: false, code: "step-started", message: `The choices of ${decisionStepName(step)} are already made: the battle has moved on.` };
    if ((recorded.get(stageSlotPrefix({ kind: "post-battle", step }))?.length ?? 0) > 0) {
      return { ok: false, code: "step-started", message: "That step has already started rolling; its choices can no longer change." };
    }
    if (isTeamControlled(loaded)) {
      // Each team's owner chooses for it: the step must decide only for teams the actor may act for.
      const teamIds = [...decidingTeamIds(loaded, step), ...patchTeamIds(loaded, patch)];
      const foreign = firstForeignTeam(access, loaded, await battleTeamOwners(tx, loaded, teamIds), teamIds);
      if (foreign) return { ok: false, code: "not-your-team", message: othersTeamMessage(foreign, "make its choices in this step", ", so nothing was saved") };
    }
    const othersSpends = await refuseOthersSpends(
      tx,
      access,
      (patch.spends ?? []).map((spend) => spend.teamId),
    );
    if (othersSpends) return { ok: false, code: "not-your-points", message: othersSpends };
    const progress = { choices: { ...loaded.data.progress.choices, ...patch }, confirmedSteps: [...new Set([...loaded.data.progress.confirmedSteps, step])] };
    loaded.data.progress = progress;
    const input = postBattleInput(loaded.data);
    const problems = validatePostBattleChoices(input);
    // The special's checks are otherwise checked only when the step runs: refuse them here, before anything is saved.
    if (step === "scenario-special" && patch.special?.checks && loaded.data.postBattleState) {
      problems.push(...validateSpecialChecks(loaded.data.postBattleState, input, patch.special.checks));
    }
    if (problems.length > 0) {
      return {
        ok: false,
        code: "illegal-choices",
        message: "A choice breaks a rule, so nothing was saved.",
        problems: problems.map((p) => ({ ...(p.teamId ? { teamId: p.teamId } : {}), message: problemText(p) })),
      };
    }
    // New choices may change the step's requests: the throw cursor is folded afresh on the next throw.
    await tx.battle.update({ where: { id: battleId }, data: { postBattleChoices: toJson(progress), throwCursor: Prisma.DbNull } });
    const next = await advanceBattle(tx, loaded, recorded, access);
    await battleChanged(tx, superMissionForce, battleId, access, `confirmed ${decisionStepName(step)}`);
    return { ok: true, progress: next };
  }, BATTLE_TRANSACTION);
}

/** The teams a step's choices are for: a bump pick's team, a spender, a character's team (checks, upkeep), a thrall's Vampire's team. */
function patchTeamIds(loaded: LoadedBattle, patch: PostBattleChoices): string[] {
  const teams = loaded.data.postBattleState?.teams ?? [];
  const teamOf = (characterId: string) => teams.find((t) => t.characters.some((c) => c.id === characterId))?.teamId;
  const vampireOf = (foeId: string) => loaded.data.report?.teams.flatMap((t) => t.knockedOut).find((k) => k.characterId === foeId)?.vampireId;
  const ids = [
    ...Object.keys(patch.bumps ?? {}),
    ...(patch.spends ?? []).map((spend) => spend.teamId),
    ...(patch.declinedArtifactUpkeep ?? []).map(teamOf),
    ...(patch.special?.checks ?? []).map((check) => teamOf(check.characterId)),
    ...Object.keys(patch.thrallPowers ?? {}).map((foeId) => {
      const vampireId = vampireOf(foeId);
      return vampireId ? teamOf(vampireId) : undefined;
    }),
  ];
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}
