import type { ShsaSettings, StatusCause, TaskSettings } from "@/lib/rules/shsa";

/** A hero as an episode's page names it. */
export interface EpisodeHeroRef {
  teamId: string;
  name: string;
}

/** A taken-out hero's aftermath: what is rolled next (or done), and what was rolled. */
export interface TakenOutView extends EpisodeHeroRef {
  stage: "status" | "save" | "done";
  status: { causes: readonly StatusCause[]; face: number; modifier: number; total: number; status: "dying" | "hurt" | "shaken"; source: "app" | "physical"; by: string } | null;
  save: { medical: string; summary: string; isSaved: boolean; source: "app" | "physical"; by: string } | null;
  /** The hero's condition now ("well", "hurt", "dying", "dead"). */
  condition: string;
}

export interface EpisodeStepView {
  id: string;
  number: number;
  kind: "task" | "combat";
  title: string;
  outcome: "success" | "failure";
  inTheNews: boolean;
  endedBy: readonly ("knockout" | "overmatched" | "rout")[];
  heroes: readonly EpisodeHeroRef[];
  captured: readonly EpisodeHeroRef[];
  takenOut: readonly TakenOutView[];
  /** A combat's mook returns, once rolled. */
  mooks: { outOfPlay: number; faces: readonly number[]; returning: number; defeated: number } | null;
  /** A combat's Comeback challenges, in the order rolled (L544). */
  comebacks: ReadonlyArray<{ key: string; name: string; turn: number; summary: string; isBack: boolean }>;
  /** An aftermath roll was made: the step's kind and heroes at TO 0 stay as they are. */
  hasAftermathRolls: boolean;
}

/** An episode's part of its session page. */
export interface EpisodeView {
  campaignId: string;
  sessionId: string;
  /** The episode record's version: the live updates compare it with theirs. */
  version: number;
  /** The viewer runs the episode (shsa:run-episode): the step forms and the aftermath rolls are theirs. */
  canRun: boolean;
  /** Not undone: its steps can still change. */
  isOpen: boolean;
  appDiceOnly: boolean;
  /** How the campaign grades a task and reads turn 12 (SHSA-R1, SHSA-R12): the Comeback's odds before its roll. */
  settings: TaskSettings & Pick<ShsaSettings, "comebackOnTurn12">;
  heroes: readonly EpisodeHeroRef[];
  steps: readonly EpisodeStepView[];
}
