import type { PostBattleInput, PostBattleState, StepResult } from "./types";

/**
 * Phase 4, story points (SMF L2696–L2700): tally every team's balance. If any team has reached
 * the campaign goal, the campaign ends; the highest balance wins and equal balances share the
 * anniversary issue (Ruling R14).
 */
export function campaignWinners(state: PostBattleState, goal: number): string[] {
  const balances = state.teams.map((t) => t.storyPoints.balance);
  if (!balances.some((b) => b >= goal)) return [];
  const best = Math.max(...balances);
  return state.teams.filter((t) => t.storyPoints.balance === best).map((t) => t.teamId);
}

export function tallyStoryPoints(state: PostBattleState, input: PostBattleInput): StepResult {
  const goal = input.options.storyPointGoal;
  const winnerTeamIds = campaignWinners(state, goal);
  const balances = state.teams.map((t) => ({ teamId: t.teamId, balance: t.storyPoints.balance, earned: t.storyPoints.earned }));
  const line = state.teams.map((t) => `${t.name} ${t.storyPoints.balance}`).join(", ");
  const names = state.teams.filter((t) => winnerTeamIds.includes(t.teamId)).map((t) => t.name);
  const ending =
    winnerTeamIds.length === 0
      ? `no team has reached ${goal}; the campaign goes on`
      : `the goal of ${goal} is reached: ${names.join(" and ")} ${names.length > 1 ? "share" : "wins"} the anniversary issue (Ruling R14)`;
  const next: PostBattleState = winnerTeamIds.length > 0 ? { ...state, campaignEnd: { winnerTeamIds, goal } } : state;
  return {
    ok: true,
    state: next,
    events: [{ step: "tally", kind: "tally", balances, winnerTeamIds, goal, dice: [], summary: `Story points: ${line} — ${ending}.` }],
  };
}
