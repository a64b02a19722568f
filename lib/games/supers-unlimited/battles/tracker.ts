/**
 * The battle tracker's view of a Supers Unlimited battle (lib/rules/supers-unlimited/tracker): its
 * sides as the rules library reads them, and each tap in a player's words (the tracker's list, the
 * other phones' note, the journal). Pure: the server and the tracker's component share it.
 */
import type { SuTap, SuTrackerBattle, SuTrackerState, SuTrackPayload } from "@/lib/rules/supers-unlimited";
import type { ScenarioId } from "@/lib/rules/supers-unlimited";
import type { SuBattleSide } from "./score-result";

/** The battle as the tracker's fold reads it: every model with its card's HP and Power (null in battles recorded before they were kept). */
export function trackerBattleOf(scenarioId: ScenarioId, sides: readonly SuBattleSide[]): SuTrackerBattle {
  return {
    scenarioId,
    sides: sides.map((s) => ({
      sideId: s.teamId,
      models: s.lineUp.map((m) => ({ modelId: m.characterId, level: m.level, isSuper: m.isSuper, isLeader: m.isLeader, hp: m.hp ?? null, power: m.power ?? null })),
    })),
  };
}

/** Names by id (a character or a team); "someone" for an id the battle does not hold. */
export type SuNames = (id: string) => string;

export function namesOfSides(sides: readonly Pick<SuBattleSide, "teamId" | "teamName" | "lineUp">[]): SuNames {
  const names = new Map<string, string>(sides.flatMap((s) => [[s.teamId, s.teamName] as const, ...s.lineUp.map((m) => [m.characterId, m.name] as const)]));
  return (id) => names.get(id) ?? "someone";
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** "Objective 3" for a tap that names an objective by its place; the tracker passes the label it shows. */
export type ObjectiveLabel = (index: number) => string;

/** A tap in words: "Ace −2 HP", "Brute KO'ed", "Avengers Claim Table Quarter 2". */
export function suTapWords(tap: SuTap | SuTrackPayload, name: SuNames, objective: ObjectiveLabel = (i) => `Objective ${i + 1}`): string {
  switch (tap.kind) {
    case "hp":
      return `${name(tap.modelId)} ${signed(tap.change)} HP${tap.bySideId ? ` (${name(tap.bySideId)})` : ""}`;
    case "pp":
      return `${name(tap.modelId)} ${signed(tap.change)} Power`;
    case "state": {
      const by = tap.bySideId ? ` by ${name(tap.bySideId)}` : "";
      return tap.state === "ko"
        ? `${name(tap.modelId)} KO'ed${by}`
        : tap.state === "up"
          ? `${name(tap.modelId)} back up`
          : tap.state === "incapacitated"
            ? `${name(tap.modelId)} Incapacitated${by}`
            : tap.state === "on-board"
              ? `${name(tap.modelId)} back on the table`
              : `${name(tap.modelId)} off the table (Climb High)`;
    }
    case "turn":
      return `${name(tap.modelId)} took a Turn`;
    case "pass":
      return `${name(tap.sideId)} passed its Endgame Turns`;
    case "resolved":
      return `${objective(tap.objective)} resolved`;
    case "objective":
      return tap.state === "claimed" && tap.sideId
        ? `${name(tap.sideId)} Claim ${objective(tap.objective)}`
        : tap.state === "contested"
          ? `${objective(tap.objective)} Contested`
          : `${objective(tap.objective)} open`;
    case "strike":
      return "a tap undone";
  }
}

/**
 * The battle as the tracker told it, kept with the result for the journal. STORED AS JSON in
 * Battle.details.result.tracked (optional within v1: battles resolved without taps have none).
 */
export interface SuTrackedStory {
  /** The taps that tell the battle (KO'ed, back up, out, objectives, passes), in the order tapped, in words. */
  events: string[];
  /** The same taps with their place among all the battle's taps (0 for the first row), to interleave Plasma X and Gimmicks (absent in older results). */
  timeline?: Array<{ tap: number; text: string }>;
  turns: number;
  /** The tap after which the Endgame began, in words; null: it never began on the tracker. */
  endgameAfter: string | null;
  endgameTurns: { played: number; owed: number };
}

const STORY_KINDS = new Set(["state", "resolved", "objective", "pass"]);

/** What the journal keeps of the tracked battle (hit points and single Turns are left out: too many to read). */
export function trackedStory(state: SuTrackerState, name: SuNames, allIds: readonly string[] = state.live.map((e) => e.id)): SuTrackedStory {
  const label = (i: number) => state.objectives[i]?.label ?? `Objective ${i + 1}`;
  const trigger = state.live.find((e) => e.id === state.endgame.triggeredBy);
  const told = state.live.filter((e) => STORY_KINDS.has(e.payload.kind));
  const place = new Map(allIds.map((id, i) => [id, i]));
  return {
    events: told.map((e) => suTapWords(e.payload, name, label)),
    timeline: told.map((e) => ({ tap: place.get(e.id) ?? 0, text: suTapWords(e.payload, name, label) })),
    turns: state.turns,
    endgameAfter: trigger ? suTapWords(trigger.payload, name, label) : null,
    endgameTurns: { played: state.endgame.done.length, owed: state.endgame.owed.length },
  };
}

/** One team the tracker offers as the attacker of a hit, KO or Incapacitation. */
export interface AttackerChoice {
  teamId: string;
  teamName: string;
  /** The team whose attack KO'ed this model: it stays the attacker of the Out unless another is named (Ruling SU-R46). */
  isTheirKo: boolean;
}

/**
 * The teams that may have done it to a model of `sideId` (every other team of the battle), the one
 * that KO'ed it first when it is KO'ed: with three or more teams the tracker asks, and a KO'ed
 * model's Out is most often finished by the team that knocked it down.
 */
export function attackerChoices(
  sides: readonly Pick<SuBattleSide, "teamId" | "teamName">[],
  sideId: string,
  model: Pick<SuTrackerState["models"][string], "state" | "by">,
): AttackerChoice[] {
  const koBy = model.state === "ko" ? model.by : undefined;
  const choices = sides.filter((s) => s.teamId !== sideId).map((s) => ({ teamId: s.teamId, teamName: s.teamName, isTheirKo: s.teamId === koBy }));
  return [...choices.filter((c) => c.isTheirKo), ...choices.filter((c) => !c.isTheirKo)];
}
