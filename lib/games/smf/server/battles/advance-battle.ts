import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { smfBattleDetails } from "@/lib/rules/smf";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { applyBattle } from "./apply-battle";
import { parseSlot, probePreBattle, type BattleStage } from "@/lib/games/smf/battles/battle-stages";
import { decidingTeamIds, facesOf, foldPostBattle } from "@/lib/games/smf/battles/fold-on";
import { toJson } from "./load-battle";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import type { BattleProgress, RecordedFaces } from "@/lib/games/smf/battles/battle-progress";

/** Each stage's recorded faces, read from the battle's rolls. */
export async function loadRecordedFaces(tx: Prisma.TransactionClient, battleId: string): Promise<RecordedFaces> {
  return recordedFaces(await tx.roll.findMany({ where: { battleId }, select: { slot: true, faces: true } }));
}

/** Each stage's faces from rolls already read (any order). */
export function recordedFaces(rolls: ReadonlyArray<{ slot: string; faces: number[] }>): RecordedFaces {
  const byStage = new Map<string, Array<{ index: number; faces: number[] }>>();
  for (const roll of rolls) {
    const { prefix, index } = parseSlot(roll.slot);
    const list = byStage.get(prefix) ?? [];
    list.push({ index, faces: roll.faces });
    byStage.set(prefix, list);
  }
  return new Map([...byStage].map(([prefix, list]) => [prefix, list.sort((a, b) => a.index - b.index).flatMap((r) => r.faces)]));
}

export { decidingTeamIds };

/**
 * Runs the battle forward as far as the recorded dice and choices allow, saving each stage as it
 * completes (in the caller's transaction, which holds the battle's lock): the pre-battle result,
 * then each post-battle step's state and events; after the last step the battle is applied.
 * Returns what the battle waits for next. Pure reads when nothing can move.
 */
export async function advanceBattle(
  tx: Prisma.TransactionClient,
  loaded: LoadedBattle,
  recorded: RecordedFaces,
  actor: CampaignAccess,
  { saveSteps = true }: { saveSteps?: boolean } = {},
): Promise<BattleProgress> {
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
      const { progress, changed } = foldPostBattle(loaded, recorded);
      // `saveSteps: false` (a run of throws): the caller saves the state once the run stops
      // (postBattleStateData); only the last of the run's states would stay anyway.
      if (changed && saveSteps) await savePostBattleState(tx, loaded);
      if (progress) return progress;
      if (!saveSteps) await savePostBattleState(tx, loaded);
      await applyBattle(tx, loaded, actor);
      row.status = "RESOLVED";
      return { kind: "finished", status: "RESOLVED" };
    }
  }
}

/** Saves the post-battle as the fold left it in memory: its state, events and current step. */
async function savePostBattleState(tx: Prisma.TransactionClient, loaded: LoadedBattle): Promise<void> {
  await tx.battle.update({ where: { id: loaded.row.id }, data: postBattleStateData(loaded) });
}

/** The post-battle's columns as the fold left them in memory, for a write of the battle row. */
export function postBattleStateData({ data, events }: LoadedBattle) {
  return { postBattleState: toJson(data.postBattleState), postBattleEvents: toJson(events), postBattleStep: data.postBattleStep };
}
