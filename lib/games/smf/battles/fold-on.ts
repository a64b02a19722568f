/**
 * The post-battle fold, step by step, on the faces recorded so far: no database here (the services
 * save what it changed, lib/games/smf/server/battles/advance-battle.ts). Finished steps are never
 * run again: their state and events are stored on the battle, so a throw costs the step it is for
 * (plus any step after it that the throw lets run), however long the battle already is.
 */
import { artifactUpkeepBearers, milestonesDue, POST_BATTLE_SEQUENCE, specialCheckOptions, type PostBattleEvent, type PostBattleStepId } from "@/lib/rules/smf";
import { postBattleInput, probePostBattleStep, stageSlotPrefix, stepAt, type BattleStage } from "./battle-stages";
import type { LoadedBattle } from "./loaded-battle";
import type { BattleProgress, RecordedFaces } from "./battle-progress";

export const facesOf = (recorded: RecordedFaces, stage: BattleStage) => recorded.get(stageSlotPrefix(stage)) ?? [];

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
 * Runs the post-battle on from its stored step as far as the recorded faces and choices allow:
 * each step that completes is folded into `loaded` (its state, its events, the next step), in
 * place. `progress` is what the battle waits for next; none when every step has run (the battle
 * is ready to apply). `changed`: a step completed, so the caller saves the battle.
 */
export function foldPostBattle(loaded: LoadedBattle, recorded: RecordedFaces): { progress?: BattleProgress; changed: boolean } {
  const { data } = loaded;
  let changed = false;
  while (data.postBattleStep < POST_BATTLE_SEQUENCE.length) {
    const step = stepAt(data.postBattleStep)!;
    const stage: BattleStage = { kind: "post-battle", step };
    const faces = facesOf(recorded, stage);
    if (faces.length === 0 && needsDecision(loaded, step)) return { progress: { kind: "needs-decision", step }, changed };
    const probe = probePostBattleStep(data, step, faces);
    if (probe.status === "needs-dice") return { progress: { kind: "needs-dice", stage, request: probe.request }, changed };
    if (!probe.result.ok) return { progress: { kind: "refused", step, problems: probe.result.problems }, changed };
    data.postBattleState = probe.result.state;
    loaded.events = [...loaded.events, ...(probe.result.events as PostBattleEvent[])];
    data.postBattleStep += 1;
    changed = true;
  }
  return { changed };
}
