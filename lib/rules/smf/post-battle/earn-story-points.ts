import { scenarioById } from "../data/scenarios";
import { specialEventById } from "../data/special-events";
import type { SmfCharacter } from "../character";
import { hasPower } from "../roster/traits";
import type { SmfTeamState } from "../team";
import { battleTeams, characterById, teamById, replaceTeam, updateCharacter } from "./state";
import { gainStoryPoints, loseStoryPoints, spendStoryPoints, type StoryPointLedgerEntry } from "../story-points/ledger";
import type { PostBattleEvent, PostBattleInput, PostBattleState, StepResult, TeamBattleReport } from "./types";

/**
 * Phase 2, building your legend — the story points (SMF L2613–L2621 and the rules each scenario
 * and event adds). Gains first, then the costs, so a cost is paid from this battle's SP:
 * reward, scenario objectives, event rewards, Inspired Recovery, base income; then a lost base
 * (mandatory: capped at the balance) and Magic Artifact upkeep (optional: refused when short,
 * and then the bearer arrives at round 3). Ruling R8 for the two counters.
 */

/** Seek and Find hides five fragments (L2244). */
export const FRAGMENT_COUNT = 5; // L2244
/** Holding a base: +1 SP per post-battle sequence (L2183, Ruling R16). */
export const BASE_INCOME_SP = 1; // L2183
/** Losing a base held more than two battles: −2 SP (L2183, Ruling R16). */
export const BASE_LOSS_SP = 2; // L2183
export const BASE_LOSS_MIN_BATTLES = 3; // Ruling R16: "more than two battles"
/** Magic Artifact: 1 SP after each battle the bearer takes part in (L898). */
export const ARTIFACT_UPKEEP_SP = 1; // L898
/** Unpaid upkeep: the bearer arrives at the start of round 3 (L898). */
export const ARTIFACT_UNPAID_ARRIVAL_ROUND = 3; // L898

/** A Magic Artifact bearer who fought owes its upkeep unless it died (L898). */
function owesArtifactUpkeep(character: SmfCharacter): boolean {
  return hasPower(character, "magic-artifact") && character.state.status !== "dead";
}

/**
 * The fielded bearers whose Magic Artifact upkeep falls due in this post-battle (L898), in report
 * order: the players may decline each (PostBattleChoices.declinedArtifactUpkeep). Read on the
 * state before Phase 2, after the injuries.
 */
export function artifactUpkeepBearers(state: PostBattleState, input: PostBattleInput): Array<{ teamId: string; characterId: string }> {
  return battleTeams(input).flatMap((report) =>
    report.fieldedCharacterIds.filter((id) => owesArtifactUpkeep(characterById(state, id))).map((characterId) => ({ teamId: report.teamId, characterId })),
  );
}

interface Gain {
  amount: number;
  reason: "reward" | "objective" | "event" | "inspired-recovery" | "base-income";
  note: string;
  characterId?: string;
}

/** The team with strictly more fragments than every other team gets the bonus; a tie gets none. */
function fragmentMajorityTeamId(reports: readonly TeamBattleReport[]): string | undefined {
  const counts = reports.map((t) => ({ teamId: t.teamId, n: t.fragmentsCarriedOff ?? 0 })).sort((a, b) => b.n - a.n);
  const [first, second] = counts;
  if (!first || first.n === 0 || (second && second.n === first.n)) return undefined;
  return first.teamId;
}

function gainsFor(
  state: PostBattleState,
  input: PostBattleInput,
  report: TeamBattleReport,
  team: SmfTeamState,
): { gains: Gain[]; notes: string[]; spaceGodCharacterIds: string[] } {
  const scenario = scenarioById(input.report.scenarioId);
  const gains: Gain[] = [];
  const notes: string[] = [];
  const spaceGodCharacterIds: string[] = [];

  // Reward: winner / loser; a draw pays everyone the loser's reward (Ruling R9); >2 teams: Ruling R10.
  const isWinner = report.result === "won";
  gains.push({
    amount: isWinner ? scenario.reward.winner : scenario.reward.loser,
    reason: "reward",
    note: `${scenario.name}: ${report.result === "draw" ? "draw (loser's reward, Ruling R9)" : isWinner ? "winner" : "loser"}`,
  });

  const extra = scenario.extraSp;
  if (extra?.kind === "fragments-majority" && fragmentMajorityTeamId(battleTeams(input)) === team.teamId) {
    gains.push({ amount: extra.sp, reason: "objective", note: `most fragments carried off (${report.fragmentsCarriedOff}) (L2260)` });
  }
  if (extra?.kind === "rift-or-secret" && (report.riftClosedOrSecretsStolen ?? 0) > 0) {
    const amount = Math.min((report.riftClosedOrSecretsStolen ?? 0) * extra.sp, extra.maxPerTeam ?? Infinity);
    gains.push({ amount, reason: "objective", note: "closed the rift or stole a secret (at most +1, L2378)" });
  }

  const effect = input.report.specialEventId ? specialEventById(input.report.specialEventId).campaignEffect : undefined;
  if (effect?.kind === "artifact-carried" && report.artifactCarrierId) {
    gains.push({ amount: effect.sp ?? 1, reason: "event", note: "holds the Alien Artifact (L2463)", characterId: report.artifactCarrierId });
  }
  if (effect?.kind === "civilians-rescued" && (report.civiliansRescued ?? 0) > 0) {
    const amount = Math.min((report.civiliansRescued ?? 0) * (effect.sp ?? 1), effect.maxSp ?? Infinity);
    gains.push({ amount, reason: "event", note: `${report.civiliansRescued} civilian(s) escorted off (at most +${effect.maxSp}, L2467)` });
  }
  if (effect?.kind === "diplomat-held" && report.hasDiplomat) {
    gains.push({ amount: effect.sp ?? 1, reason: "event", note: "holds the Rogue Alien Diplomat (L2541)" });
  }
  for (const { characterId, goals } of effect?.kind === "space-god-communion" ? (report.spaceGodCommunions ?? []) : []) {
    const character = characterById(state, characterId);
    const tn = (effect?.tn ?? 4) + character.state.curses; // L2473: curses raise every TN
    const survived = character.state.status !== "dead";
    if (goals < tn) notes.push(`${character.name} failed to commune with the Space God (${goals} goals vs TN ${tn}).`);
    else if (!survived) notes.push(`${character.name} communed with the Space God but did not survive: no SP (L2553).`);
    else {
      gains.push({ amount: effect?.sp ?? 1, reason: "event", note: `${character.name} communed with the Space God (${goals} goals vs TN ${tn}, L2553)`, characterId });
      spaceGodCharacterIds.push(characterId);
    }
  }

  for (const r of state.inspiredRecoveries.filter((x) => x.teamId === team.teamId)) {
    gains.push({ amount: 1, reason: "inspired-recovery", note: `${characterById(state, r.characterId).name}: Inspired Recovery (L2593)`, characterId: r.characterId });
  }
  if (team.base) gains.push({ amount: BASE_INCOME_SP, reason: "base-income", note: "holds a base (L2183, Ruling R16)" });
  return { gains, notes, spaceGodCharacterIds };
}

function ledgerEvent(entry: StoryPointLedgerEntry, teamName: string): PostBattleEvent {
  const sign = entry.delta > 0 ? `+${entry.delta}` : `−${-entry.delta}`;
  return {
    step: "story-points",
    kind: "story-points",
    teamId: entry.teamId,
    ...(entry.characterId ? { characterId: entry.characterId } : {}),
    entry,
    dice: [],
    summary: `${teamName} ${sign} SP (${entry.reason}): ${entry.note} → earned ${entry.earned}, balance ${entry.balance}`,
  };
}

export function earnStoryPoints(state: PostBattleState, input: PostBattleInput): StepResult {
  let next = state;
  const events: PostBattleEvent[] = [];
  const declined = new Set(input.choices?.declinedArtifactUpkeep ?? []);

  for (const report of battleTeams(input)) {
    let team = teamById(next, report.teamId);
    const { gains, notes, spaceGodCharacterIds } = gainsFor(next, input, report, team);
    for (const gain of gains) {
      const result = gainStoryPoints(team, gain.amount, gain.reason, gain.note, gain.characterId);
      team = result.team;
      events.push(ledgerEvent(result.entry, team.name));
    }
    for (const note of notes) events.push({ step: "story-points", kind: "note", teamId: team.teamId, dice: [], summary: note });

    const lost = next.lostBases.find((b) => b.teamId === team.teamId);
    if (lost && lost.battlesWhileHeld >= BASE_LOSS_MIN_BATTLES) {
      const result = loseStoryPoints(team, BASE_LOSS_SP, "base-lost", `lost a base held ${lost.battlesWhileHeld} battles (L2183, Ruling R16)`);
      team = result.team;
      if (result.entry) events.push(ledgerEvent(result.entry, team.name));
      if (result.unpaid > 0) {
        events.push({
          step: "story-points",
          kind: "story-points-not-paid",
          reason: "base-lost",
          amount: result.unpaid,
          teamId: team.teamId,
          dice: [],
          summary: `${team.name} could not lose ${result.unpaid} more SP for its base: the balance never falls below 0 (Ruling R8).`,
        });
      }
    }
    next = replaceTeam(next, team);
    for (const id of spaceGodCharacterIds) {
      // L2553: +1D to Magical and Science checks for the rest of the campaign.
      next = updateCharacter(next, id, (c) => ({ ...c, state: { ...c.state, hasSpaceGodBonus: true } }));
    }

    // L898: upkeep for every living bearer who fought; unpaid (declined or unaffordable) → round 3.
    for (const id of report.fieldedCharacterIds) {
      const bearer = characterById(next, id);
      if (!owesArtifactUpkeep(bearer)) continue;
      const paid = declined.has(id)
        ? undefined
        : spendStoryPoints(teamById(next, team.teamId), ARTIFACT_UPKEEP_SP, "artifact-upkeep", `${bearer.name}'s Magic Artifact upkeep (L898)`, id);
      if (paid?.ok) {
        next = replaceTeam(next, paid.team);
        events.push(ledgerEvent(paid.entry, team.name));
        continue;
      }
      next = updateCharacter(next, id, (c) => ({
        ...c,
        state: { ...c.state, nextBattle: { ...c.state.nextBattle, arrivesRound: ARTIFACT_UNPAID_ARRIVAL_ROUND } },
      }));
      const why = paid ? "the team cannot afford it" : "the team declines";
      events.push({
        step: "story-points",
        kind: "story-points-not-paid",
        reason: "artifact-upkeep",
        amount: ARTIFACT_UPKEEP_SP,
        teamId: team.teamId,
        characterId: id,
        dice: [],
        summary: `${bearer.name}'s Magic Artifact upkeep is not paid (${why}): arrives at round ${ARTIFACT_UNPAID_ARRIVAL_ROUND} next battle (L898).`,
      });
    }
  }
  return { ok: true, state: next, events };
}
