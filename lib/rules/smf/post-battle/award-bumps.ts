import type { Dice } from "../../dice";
import { STORY_POINTS_PER_MILESTONE } from "../data/bump-tables";
import { applyBump } from "./bump-availability";
import { bumpsPerMilestone, milestonesDue, suggestBumpAllocation, validateBumpAllocation } from "./bump-allocation";
import { rollBump } from "./roll-bump";
import { characterById, updateCharacter, updateTeam } from "./state";
import type { BumpPick, PostBattleEvent, PostBattleInput, PostBattleProblem, PostBattleState, StepResult } from "./types";

/**
 * Phase 2, the benefits of experience (SMF L2623–L2690): every team whose earned SP passed a
 * multiple of 5 gets two bumps per milestone. All teams' picks are validated before any die is
 * thrown; then each bump is rolled (or chosen) and applied. `milestonesReached` ends equal to
 * floor(earned / 5).
 */
export function awardBumps(state: PostBattleState, input: PostBattleInput, dice: Dice): StepResult {
  const isNonRandom = input.options.isAdvancementNonRandom === true;
  const plans: Array<{ teamId: string; milestones: number; picks: BumpPick[] }> = [];
  const problems: PostBattleProblem[] = [];
  for (const team of state.teams) {
    const milestones = milestonesDue(team);
    if (milestones === 0) continue;
    const picks = input.choices?.bumps?.[team.teamId] ?? suggestBumpAllocation(team, milestones, isNonRandom);
    problems.push(...validateBumpAllocation(team, picks, milestones, isNonRandom).map((p) => ({ ...p, teamId: team.teamId })));
    plans.push({ teamId: team.teamId, milestones, picks });
  }
  if (problems.length > 0) return { ok: false, problems };

  let next = state;
  const events: PostBattleEvent[] = [];
  for (const { teamId, milestones, picks } of plans) {
    const start = next.teams.find((t) => t.teamId === teamId)!;
    const perMilestone = bumpsPerMilestone(start);
    for (let m = 0; m < milestones; m++) {
      const milestone = start.milestonesReached + m + 1;
      events.push({
        step: "bumps",
        kind: "milestone",
        teamId,
        milestone,
        dice: [],
        summary: `${start.name} reached ${milestone * STORY_POINTS_PER_MILESTONE} earned SP: milestone ${milestone}, ${perMilestone} bump(s) (L2625–L2627).`,
      });
      for (const pick of picks.slice(m * perMilestone, (m + 1) * perMilestone)) {
        const character = characterById(next, pick.characterId);
        const result = rollBump(character, pick, isNonRandom, input.report.issue, dice);
        next = updateCharacter(next, character.id, (c) => applyBump(c, result.bump, pick.newPowerChoices));
        events.push({
          step: "bumps",
          kind: "bump",
          teamId,
          characterId: character.id,
          bump: result.bump,
          needsPowerChoice: result.needsPowerChoice,
          dice: result.thrown,
          summary: result.summary,
        });
      }
    }
    next = updateTeam(next, teamId, (t) => ({ ...t, milestonesReached: t.milestonesReached + milestones }));
  }
  return { ok: true, state: next, events };
}
