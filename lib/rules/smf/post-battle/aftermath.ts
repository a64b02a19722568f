import type { NextBattleEffects, SmfCharacter } from "../character";
import type { SmfTeamState } from "../team";
import { battleTeams, findCharacter, teamById, replaceTeam, updateCharacter } from "./state";
import type { PostBattleEvent, PostBattleInput, PostBattleState, StepResult, TeamBattleReport } from "./types";

/**
 * Phase 1 opening, before any die: what the battle just fought used up or changed.
 * - "Next battle" effects and Settle the Score grudges against teams met here are served (Ruling R18).
 * - Sidekicks replaced before this battle have had their 2+ arrival roll (L1035).
 * - A base held during the battle ages by one; a base lost in it is removed (Ruling R16).
 * - Captives rescued or released go back to their team (Ruling R19).
 */

const NO_EFFECTS: NextBattleEffects = { missesBattle: false, moveLoss: 0, attackDiceLoss: 0 };

function describeEffects(e: NextBattleEffects): string[] {
  const out: string[] = [];
  if (e.missesBattle) out.push("missed the battle");
  if (e.moveLoss > 0) out.push(`−${e.moveLoss}" Move`);
  if (e.attackDiceLoss > 0) out.push(`−${e.attackDiceLoss}D attacks`);
  if (e.arrivesRound) out.push(`arrived round ${e.arrivesRound}`);
  return out;
}

export function isBaseLost(team: SmfTeamState, report: TeamBattleReport, scenarioId: string): boolean {
  if (!team.base) return false;
  if (report.hasLostBase) return true;
  return scenarioId === "fortress-assault" && report.isFortressDefender === true && report.result === "lost";
}

function serveEffects(team: SmfTeamState, metTeamIds: ReadonlySet<string>): { team: SmfTeamState; lines: string[] } {
  const lines: string[] = [];
  const characters = team.characters.map((c): SmfCharacter => {
    const served = describeEffects(c.state.nextBattle);
    const grudges = c.state.settleScoreAgainst.filter((g) => metTeamIds.has(g.teamId));
    if (served.length === 0 && grudges.length === 0) return c;
    const settled = grudges.map((g) => `settled the score with ${g.teamName}`);
    lines.push(`${c.name}: ${[...served, ...settled].join(", ")}`);
    return {
      ...c,
      state: {
        ...c.state,
        nextBattle: { ...NO_EFFECTS },
        settleScoreAgainst: c.state.settleScoreAgainst.filter((g) => !metTeamIds.has(g.teamId)),
      },
    };
  });
  return { team: { ...team, characters, replacedSidekickIds: [] }, lines };
}

export function runAftermath(state: PostBattleState, input: PostBattleInput): StepResult {
  const events: PostBattleEvent[] = [];
  const metTeamIds = new Set(battleTeams(input).map((t) => t.teamId));
  let next = state;

  for (const report of battleTeams(input)) {
    const teamId = report.teamId;
    const others = new Set([...metTeamIds].filter((id) => id !== teamId));
    const served = serveEffects(teamById(next, teamId), others);
    let team = served.team;
    if (served.lines.length > 0) {
      events.push({
        step: "aftermath",
        kind: "next-battle-effects-cleared",
        teamId,
        dice: [],
        summary: `${team.name} served its next-battle effects (Ruling R18): ${served.lines.join("; ")}`,
      });
    }

    if (team.base) {
      const battlesWhileHeld = team.base.battlesWhileHeld + 1;
      team = { ...team, base: { ...team.base, battlesWhileHeld } };
      if (isBaseLost(team, report, input.report.scenarioId)) {
        next = { ...next, lostBases: [...next.lostBases, { teamId, battlesWhileHeld }] };
        const { base: _lost, ...withoutBase } = team;
        team = withoutBase;
        events.push({
          step: "aftermath",
          kind: "base-lost",
          teamId,
          dice: [],
          battlesWhileHeld,
          summary: `${team.name} lost its base after ${battlesWhileHeld} battle(s) holding it (Ruling R16).`,
        });
      } else {
        events.push({
          step: "aftermath",
          kind: "base-held",
          teamId,
          dice: [],
          battlesWhileHeld,
          summary: `${team.name} fought while holding its base: ${battlesWhileHeld} battle(s) so far (Ruling R16).`,
        });
      }
    }
    next = replaceTeam(next, team);
  }

  for (const id of input.report.releasedCharacterIds ?? []) {
    const found = findCharacter(next.teams, id);
    if (!found) continue;
    const captor = found.character.state.capturedBy?.teamName;
    next = updateCharacter(next, id, (c) => {
      const { capturedBy: _released, ...rest } = c.state;
      return { ...c, state: { ...rest, status: "active" } };
    });
    events.push({
      step: "aftermath",
      kind: "released",
      teamId: found.team.teamId,
      characterId: id,
      dice: [],
      summary: `${found.character.name} is free${captor ? ` from ${captor}` : ""} and back with ${found.team.name} (Ruling R19).`,
    });
  }
  return { ok: true, state: next, events };
}
