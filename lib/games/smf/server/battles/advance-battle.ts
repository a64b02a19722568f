import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { artifactUpkeepBearers, milestonesDue, POST_BATTLE_SEQUENCE, smfBattleDetails, specialCheckOptions, type PostBattleEvent, type PostBattleStepId } from "@/lib/rules/smf";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { applyBattle } from "./apply-battle";
import { parseSlot, postBattleInput, probePostBattleStep, probePreBattle, stageSlotPrefix, stepAt, type BattleStage } from "@/lib/games/smf/battles/battle-stages";
import { toJson } from "./load-battle";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import type { BattleProgress, RecordedFaces } from "@/lib/games/smf/battles/battle-progress";

/** Each stage's recorded faces, read from the battle's rolls. */
export async function loadRecordedFaces(tx: Prisma.TransactionClient, battleId: string): Promise<RecordedFaces> {
  const rolls = await tx.roll.findMany({ where: { battleId }, select: { slot: true, faces: true } });
  const byStage = new Map<string, Array<{ index: number; faces: number[] }>>();
  for (const roll of rolls) {
    const { prefix, index } = parseSlot(roll.slot);
    const list = byStage.get(prefix) ?? [];
    list.push({ index, faces: roll.faces });
    byStage.set(prefix, list);
  }
  return new Map([...byStage].map(([prefix, list]) => [prefix, list.sort((a, b) => a.index - b.index).flatMap((r) => r.faces)]));
}

const facesOf = (recorded: RecordedFaces, stage: BattleStage) => recorded.get(stageSlotPrefix(stage)) ?? [];

/**
 * Decision steps: they pause for the players before they run (their choices have defaults), and
 * only when the players have something to choose: a thrall's power when a Vampire KO'ed a foe
 * (L1151), who makes the scenario's special check or whether the winner takes the fortress,
 * Magic Artifact upkeep to pay or decline (L898), milestone bumps, Phase 3 spends.
 * Returns the teams that have something to choose in `step` (none: the step does not pause).
 */
export function decidingTeamIds(loaded: LoadedBattle, step: PostBattleStepId): string[] {
  const { data } = loaded;
  if (!data.postBattleState) return [];
  const state = data.postBattleState;
  const playing = new Set(data.teams.map((t) => t.teamId));
  const teams = state.teams.filter((t) => playing.has(t.teamId));
  const teamOf = (characterId: string) => state.teams.find((t) => t.characters.some((c) => c.id === characterId))?.teamId;
  const ids = (list: Array<string | undefined>) => [...new Set(list.filter((id): id is string => id !== undefined))];
  switch (step) {
    case "injuries":
      // The Vampire's team chooses its new thrall's power.
      return ids((data.report?.teams ?? []).flatMap((t) => t.knockedOut.map((k) => (k.vampireId !== undefined ? teamOf(k.vampireId) : undefined))));
    case "scenario-special": {
      const options = specialCheckOptions(state, postBattleInput(data));
      return ids([...options.rollers.map((r) => r.teamId), options.fortressTeamId]);
    }
    case "story-points":
      return ids(artifactUpkeepBearers(state, postBattleInput(data)).map((b) => b.teamId));
    case "bumps":
      return teams.filter((t) => milestonesDue(t) > 0).map((t) => t.teamId);
    case "special-guest-stars":
      return teams.filter((t) => t.storyPoints.balance > 0).map((t) => t.teamId);
    default:
      return [];
  }
}

function needsDecision(loaded: LoadedBattle, step: PostBattleStepId): boolean {
  if (loaded.data.progress.confirmedSteps.includes(step)) return false;
  return decidingTeamIds(loaded, step).length > 0;
}

/**
 * Runs the battle forward as far as the recorded dice and choices allow, saving each stage as it
 * completes (in the caller's transaction, which holds the battle's lock): the pre-battle result,
 * then each post-battle step's state and events; after the last step the battle is applied.
 * Returns what the battle waits for next. Pure reads when nothing can move.
 */
export async function advanceBattle(tx: Prisma.TransactionClient, loaded: LoadedBattle, recorded: RecordedFaces, actor: CampaignAccess): Promise<BattleProgress> {
  const { row, data } = loaded;
  switch (row.status) {
    case "SETUP":
      return { kind: "setup" };
    case "REPORTING":
      return { kind: "reporting" };
    case "AWAITING_CONFIRMATION":
      return { kind: "awaiting-confirmation" };
    case "RESOLVED":
    case "UNDONE":
    case "CANCELLED":
      return { kind: "finished", status: row.status };
    case "PRE_BATTLE": {
      const stage: BattleStage = { kind: "pre-battle" };
      const probe = probePreBattle(data, facesOf(recorded, stage));
      if (probe.status === "needs-dice") return { kind: "needs-dice", stage, request: probe.request };
      const result = probe.result;
      // The choices were checked when they were locked, on the same snapshot: a refusal now is a bug.
      if (!result.ok) throw new Error(`Pre-battle of battle ${row.id} refused its locked input: ${result.problems.map((p) => p.message).join("; ")}`);
      await tx.battle.update({
        where: { id: row.id },
        data: {
          preBattle: toJson(result),
          details: toJson(
            smfBattleDetails({
              scenarioChoice: data.scenarioChoice,
              specialEventChoice: data.specialEventChoice,
              scenarioId: result.scenario.scenarioId,
              specialEventId: result.specialEvent.eventId,
            }),
          ),
          status: "REPORTING",
        },
      });
      row.status = "REPORTING";
      data.preBattle = result;
      await recordActivity(tx, {
        campaignId: row.campaignId,
        actor,
        kind: "BATTLE_PRE_BATTLE_DONE",
        summary: `Issue #${row.issue}: the pre-battle is rolled — ${result.scenario.summary}`,
        payload: { v: 1, battleId: row.id, issue: row.issue },
      });
      return { kind: "reporting" };
    }
    case "POST_BATTLE": {
      let changed = false;
      let progress: BattleProgress | undefined;
      while (data.postBattleStep < POST_BATTLE_SEQUENCE.length) {
        const step = stepAt(data.postBattleStep)!;
        const stage: BattleStage = { kind: "post-battle", step };
        const faces = facesOf(recorded, stage);
        if (faces.length === 0 && needsDecision(loaded, step)) {
          progress = { kind: "needs-decision", step };
          break;
        }
        const probe = probePostBattleStep(data, step, faces);
        if (probe.status === "needs-dice") {
          progress = { kind: "needs-dice", stage, request: probe.request };
          break;
        }
        if (!probe.result.ok) {
          progress = { kind: "refused", step, problems: probe.result.problems };
          break;
        }
        data.postBattleState = probe.result.state;
        loaded.events = [...loaded.events, ...(probe.result.events as PostBattleEvent[])];
        data.postBattleStep += 1;
        changed = true;
      }
      if (changed) {
        await tx.battle.update({
          where: { id: row.id },
          data: { postBattleState: toJson(data.postBattleState), postBattleEvents: toJson(loaded.events), postBattleStep: data.postBattleStep },
        });
      }
      if (progress) return progress;
      await applyBattle(tx, loaded, actor);
      row.status = "RESOLVED";
      return { kind: "finished", status: "RESOLVED" };
    }
  }
}
