import { endgameSides, isBelowHalf, scenarioById, subplotName, type ScenarioId } from "@/lib/rules/supers-unlimited";
import { gimmickLine } from "../battles/gimmick-words";
import { PLASMA_X_BENEFIT_WORDS } from "../battles/plasma-x-at-table";
import { withNames } from "../battles/score-result";
import { subplotsOfSetUp } from "../battles/set-up-steps";
import { tablePlayOf } from "../battles/su-battle-details";
import type { SuBattleListRow } from "../views/su-battle-list-row";

/** The journal's entry for one resolved league battle: "Shield Squad beat Night Watch, 3 VP to 0" and how it went. */
export interface SuJournalEntry {
  battleId: string;
  issue: number;
  title: string;
  winnerNames: string[];
  /** "Slugfest, with the Subplots First Blood! and Take Their Leader!" */
  scenarioLine: string | null;
  /** The story of the issue, one sentence each, in the order things happened: the table, the fallen, the Endgame, the VP. */
  lines: string[];
}

/** "A", "A and B", "A, B and C". */
function listOf(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const HELD: Record<Exclude<ScenarioId, "slugfest">, [one: string, many: string]> = {
  "danger-zone": ["Power Marker", "Power Markers"],
  "enemy-territory": ["Enemy Objective", "Enemy Objectives"],
  "hold-ground": ["Table Quarter", "Table Quarters"],
  "super-quest": ["Quest Marker", "Quest Markers"],
};

function title(teams: SuBattleListRow["teams"], vp: Readonly<Record<string, number>>): { title: string; winnerNames: string[] } {
  const points = (id: string) => vp[id] ?? 0;
  const ranked = [...teams].sort((a, b) => points(b.teamId) - points(a.teamId));
  const best = points(ranked[0]!.teamId);
  const top = ranked.filter((t) => points(t.teamId) === best);
  const rest = ranked.filter((t) => points(t.teamId) < best);
  const others = rest.map((t) => `${t.teamName} ${points(t.teamId)}`);
  if (top.length === 1) {
    const winner = top[0]!.teamName;
    const score = rest.length === 1 ? `${best} VP to ${points(rest[0]!.teamId)}` : `${best} VP (${listOf(others)})`;
    return { title: `${winner} beat ${listOf(rest.map((t) => t.teamName))}, ${score}`, winnerNames: [winner] };
  }
  const drawn = `${listOf(top.map((t) => t.teamName))} drew on ${best} VP`;
  return { title: rest.length > 0 ? `${drawn}, ahead of ${listOf(others)}` : drawn, winnerNames: [] };
}

/** Writes the journal's entry for a resolved battle from its stored record alone (pure). */
export function suJournalEntry(battle: SuBattleListRow): SuJournalEntry {
  const result = battle.details.result!;
  const sides = battle.teams.map((t) => ({ teamId: t.teamId, teamName: t.teamName, lineUp: t.lineUp }));
  const teamName = (id: string) => sides.find((s) => s.teamId === id)?.teamName ?? "A team";
  const modelName = (characterId: string) => {
    for (const s of sides) for (const m of s.lineUp) if (m.characterId === characterId) return `${m.name} (${s.teamName})`;
    return "a model";
  };
  const scenarioId = battle.details.setUp.scenario?.scenarioId;
  const subplots = subplotsOfSetUp(battle.details.setUp).map((s) => subplotName(s.subplotId));
  const scenarioLine = scenarioId ? `${scenarioById(scenarioId).name}${subplots.length > 0 ? `, with the Subplots ${listOf(subplots)}` : ""}` : null;

  const lines: string[] = [];
  const table = tablePlayOf(battle.details);
  const story = result.tracked;
  // One timeline: Plasma X, Gimmicks and the tracker's taps in the order they happened (a Plasma X or
  // Gimmick line knows how many taps came before it). Lines recorded before that was kept come first.
  const moments: Array<{ after: number; order: number; text: string; isTap: boolean }> = [
    ...table.plasmaX.map((gain, i) => ({
      after: gain.afterTaps ?? -1,
      order: i,
      text: `${gain.name} (${teamName(gain.teamId)}) took Plasma X: ${PLASMA_X_BENEFIT_WORDS[gain.benefit]}.`,
      isTap: false,
    })),
    ...table.gimmicks.map((line, i) => ({
      after: line.afterTaps ?? -1,
      order: table.plasmaX.length + i,
      text: `${teamName(line.teamId)}: ${gimmickLine(line.entry, sides.find((s) => s.teamId === line.teamId)?.lineUp ?? [])}.`,
      isTap: false,
    })),
  ];
  if (story?.timeline) {
    // A tap at place n came before a line recorded after n + 1 taps.
    for (const [i, event] of story.timeline.entries()) moments.push({ after: event.tap + 0.5, order: i, text: event.text, isTap: true });
  }
  moments.sort((a, b) => a.after - b.after || Number(a.isTap) - Number(b.isTap) || a.order - b.order);
  // Taps in a row read as one sentence of the battle (Ruling SU-R43).
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) lines.push(`At the table: ${run.join("; ")}.`);
    run = [];
  };
  for (const moment of moments) {
    if (moment.isTap) run.push(moment.text);
    else {
      flush();
      lines.push(moment.text);
    }
  }
  flush();

  if (story) {
    if (!story.timeline && story.events.length > 0) lines.push(`At the table: ${story.events.join("; ")}.`);
    if (story.endgameAfter)
      lines.push(
        `The Endgame began after ${story.endgameAfter}; ${story.endgameTurns.played} of ${story.endgameTurns.owed} Endgame Turns were played, ${story.turns} Turns in all.`,
      );
  }

  const out = result.models
    .filter((m) => m.state === "incapacitated")
    .sort((a, b) => (a.order ?? 99) - (b.order ?? 99))
    .map((m) => modelName(m.characterId));
  if (out.length > 0) lines.push(out.length === 1 ? `${out[0]} was Incapacitated.` : `Incapacitated, in order: ${listOf(out)}.`);
  const gone = result.models.filter((m) => m.state === "off-board").map((m) => modelName(m.characterId));
  if (gone.length > 0) lines.push(`${listOf(gone)} climbed high and never came back.`);
  const kos = result.models.filter((m) => m.state === "ko").map((m) => modelName(m.characterId));
  if (kos.length > 0) lines.push(`KO'ed at the end: ${listOf(kos)}.`);

  const ended = endgameSides(
    battle.teams.map((t) => ({
      sideId: t.teamId,
      models: t.lineUp.map((m) => ({
        modelId: m.characterId,
        level: m.level,
        isLeader: m.isLeader,
        isSuper: m.isSuper,
        state: result.models.find((r) => r.characterId === m.characterId)?.state ?? "active",
      })),
    })),
  );
  if (scenarioId === "slugfest") {
    const below = ended.filter(isBelowHalf).map((s) => teamName(s.sideId));
    if (below.length > 0) lines.push(`Endgame: ${listOf(below)} ended below half ${below.length === 1 ? "its" : "their"} starting Levels.`);
  } else if (scenarioId && result.claimed) {
    const [one, many] = HELD[scenarioId];
    const held = battle.teams.map((t) => {
      const n = result.claimed![t.teamId] ?? 0;
      return `${t.teamName} ${n} ${n === 1 ? one : many}`;
    });
    lines.push(`At the end of the Endgame: ${listOf(held)} Claimed.`);
  }

  for (const line of result.score.lines) {
    if (line.vp > 0) lines.push(`${teamName(line.sideId)} +${line.vp} VP — ${withNames(line.detail, sides)}.`);
  }
  return { battleId: battle.id, issue: battle.issue, ...title(battle.teams, result.score.vp), scenarioLine, lines };
}
