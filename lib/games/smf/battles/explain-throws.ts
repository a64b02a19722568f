/**
 * What the dice of a battle did, as soon as they are thrown: the lines the latest request's
 * throws settled ("2 goals → +1 to the injury roll"), the events settled so far in the step still
 * running, and the battle's running tally (who is hurt, story points so far). No database here:
 * the caller loads the battle and its rolls.
 */
import type { Settled } from "@/lib/rules/dice-explanations";
import { linesOfThrow } from "@/lib/rules/dice-explanations";
import { injuryRow, POST_BATTLE_SEQUENCE, type PostBattleEvent, type PreBattleRecord } from "@/lib/rules/smf";
import type { RecordedFaces } from "./battle-progress";
import { parseSlot, settledOfStage, stageSlotPrefix, type BattleStage } from "./battle-stages";
import type { LoadedBattle } from "./loaded-battle";

export interface StoredRoll {
  sequence: number;
  slot: string;
  requestKey: string;
  label: string;
  faces: number[];
  source: "APP" | "PHYSICAL";
  actorName: string;
}

export interface ThrowExplanation {
  sequence: number;
  label: string;
  faces: number[];
  /** What the throw did, in the rules library's own lines; empty when it settled nothing yet. */
  lines: string[];
}

/** The throws of the latest request (one "Roll for me" or typed throw, or every throw of "Roll the rest"). */
export interface LastThrow {
  actorName: string;
  /** The app's dice or typed ones: one request throws one way ("Roll the rest" only the app's). */
  source: "APP" | "PHYSICAL";
  throws: ThrowExplanation[];
}

export interface TallyCharacter {
  characterId: string;
  name: string;
  /** "Light injury" or, before its roll, undefined. */
  outcome?: string;
  tone: "bad" | "lasting" | "fine";
}

export interface TeamTally {
  teamId: string;
  name: string;
  /** Story points earned (and spent, negative) in this battle so far. */
  storyPoints: number;
  /** The team's balance after the last story-point change of this battle, if any. */
  balance?: number;
  knockedOut: TallyCharacter[];
}

function stageOfSlot(slot: string): { stage: BattleStage; index: number } | undefined {
  const { prefix, index } = parseSlot(slot);
  if (prefix === "pre-battle") return { stage: { kind: "pre-battle" }, index };
  const step = POST_BATTLE_SEQUENCE.find((s) => `post:${s.step}` === prefix)?.step;
  return step ? { stage: { kind: "post-battle", step }, index } : undefined;
}

/** Settles each stage at most once per page: the stage in progress is a rule run. */
function stageSettler(loaded: LoadedBattle, recorded: RecordedFaces) {
  const cache = new Map<string, Settled<PostBattleEvent | PreBattleRecord>>();
  const { data } = loaded;
  return (stage: BattleStage) => {
    const prefix = stageSlotPrefix(stage);
    const hit = cache.get(prefix);
    if (hit) return hit;
    const faces = recorded.get(prefix) ?? [];
    let settled: Settled<PostBattleEvent | PreBattleRecord>;
    if (stage.kind === "pre-battle") {
      settled = data.snapshot && data.preBattleChoices ? settledOfStage(data, stage, faces, { preBattle: data.preBattle, events: null }) : { items: [], lines: [], notes: [] };
    } else {
      const stepIndex = POST_BATTLE_SEQUENCE.findIndex((s) => s.step === stage.step);
      const isDone = stepIndex < data.postBattleStep;
      const canRun = data.postBattleState && data.report;
      settled = isDone
        ? settledOfStage(data, stage, faces, { preBattle: null, events: loaded.events.filter((e) => e.step === stage.step) })
        : canRun
          ? settledOfStage(data, stage, faces, { preBattle: null, events: null })
          : { items: [], lines: [], notes: [] };
    }
    cache.set(prefix, settled);
    return settled;
  };
}

export interface ThrowsExplained {
  lastThrow?: LastThrow;
  /** The stored post-battle events, then those the step in progress has settled so far. */
  events: PostBattleEvent[];
}

/** The latest request's throws explained, and the post-battle events known so far. */
export function explainThrows(loaded: LoadedBattle, rolls: readonly StoredRoll[], recorded: RecordedFaces): ThrowsExplained {
  const settle = stageSettler(loaded, recorded);
  const { data, row } = loaded;
  let events = loaded.events;
  const current = POST_BATTLE_SEQUENCE[data.postBattleStep]?.step;
  if (row.status === "POST_BATTLE" && current && (recorded.get(`post:${current}`)?.length ?? 0) > 0) {
    events = [...events, ...(settle({ kind: "post-battle", step: current }).items as PostBattleEvent[])];
  }
  const last = rolls.at(-1);
  if (!last) return { events };
  const base = last.requestKey.split(":")[0]!;
  // "Roll the rest" keys its later throws `${key}:n`: one request, one answer.
  const ofRequest = rolls.filter((r) => r.requestKey === base || r.requestKey.startsWith(`${base}:`));
  const throws = ofRequest.map((roll): ThrowExplanation => {
    const at = stageOfSlot(roll.slot);
    const lines = at ? linesOfThrow(settle(at.stage), at.index, roll.faces.length) : [];
    return { sequence: roll.sequence, label: roll.label.replace(/^Issue #\d+ · /, ""), faces: roll.faces, lines };
  });
  return { events, lastThrow: { actorName: last.actorName, source: last.source, throws } };
}

const TONE_OF_OUTCOME: Record<string, TallyCharacter["tone"]> = {
  dead: "bad",
  captured: "bad",
  "grievous-injury": "lasting",
  "serious-injuries": "lasting",
  "light-injury": "lasting",
};

/** The battle so far, team by team: story points earned and who was KO'ed, with their injury once rolled. */
export function battleTally(loaded: LoadedBattle, events: readonly PostBattleEvent[]): TeamTally[] {
  const { data, row } = loaded;
  const teams = data.postBattleState?.teams ?? data.snapshot?.teams ?? [];
  const nameOf = (id: string) => teams.flatMap((t) => t.characters).find((c) => c.id === id)?.name ?? "A character";
  return row.teams.map((team) => {
    const spEvents = events.flatMap((e) => (e.kind === "story-points" && e.entry.teamId === team.teamId ? [e.entry] : []));
    const knockedOut = (data.report?.teams.find((t) => t.teamId === team.teamId)?.knockedOut ?? []).map((ko): TallyCharacter => {
      const result = events.find((e) => e.characterId === ko.characterId && (e.kind === "injury" || e.kind === "no-injury-roll"));
      if (!result) return { characterId: ko.characterId, name: nameOf(ko.characterId), tone: "lasting" };
      if (result.kind === "injury") {
        const outcome = result.roll.outcome;
        return { characterId: ko.characterId, name: nameOf(ko.characterId), outcome: injuryRow(outcome).name, tone: TONE_OF_OUTCOME[outcome] ?? "fine" };
      }
      return { characterId: ko.characterId, name: nameOf(ko.characterId), outcome: "No injury roll", tone: "fine" };
    });
    const last = spEvents.at(-1);
    return {
      teamId: team.teamId,
      name: team.teamName,
      storyPoints: spEvents.reduce((sum, e) => sum + e.delta, 0),
      ...(last ? { balance: last.balance } : {}),
      knockedOut,
    };
  });
}
