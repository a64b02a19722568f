/**
 * What the answer to a tap on the battle page's roll card carries: only what the throw changed,
 * for the page to update in place (components/games/smf/battles/battle-dice.tsx), never the whole
 * page again. Shapes only; built by lib/games/smf/server/battles/tap-answer.ts.
 */
import type { ReactNode } from "react";
import { POST_BATTLE_SEQUENCE, type PostBattleStepId } from "@/lib/rules/smf";
import type { RollOdds } from "@/lib/rules/roll-odds";
import type { LastThrow, TeamTally } from "@/lib/games/smf/battles/explain-throws";
import type { BattleView } from "./battle-view";

/** A post-battle event as the page lists it: its phase of the sequence (1–4) and its line. */
export interface EventLine {
  phase: number;
  summary: string;
}

export type RollRow = Omit<BattleView["rolls"][number], "slot" | "requestKey">;

/** The next roll card, when this member may make the throw. */
export interface NextRollCard {
  slot: string;
  /** New for this card: a double submit rolls once. */
  requestKey: string;
  label: string;
  who?: string;
  count: number;
  sides: number;
  replacesFaces?: number[];
  odds?: RollOdds;
  isAppDiceOnly: boolean;
}

/** How much of the battle the page already shows, sent with each tap. */
export interface ShownSoFar {
  /** Post-battle event lines on the page. */
  events: number;
  /** The sequence of the last roll listed (0: none). */
  sequence: number;
}

export interface TapAnswer {
  /** Battle.version after the throw: the page's live updates need not redraw up to it. */
  version: number;
  lastThrow?: LastThrow;
  tally?: TeamTally[];
  /** The next roll, when the battle waits for dice this member may throw. */
  nextRoll?: NextRollCard;
  /**
   * The battle moved to something the roll card cannot show (a decision, the report, the end, or
   * another team's throw): the page shows what the server drew for it (`drawn`), or, when the
   * answer carries none, is drawn again from the server.
   */
  redraw: boolean;
  /** With `redraw`, when the battle page's own throw action answered: what the page shows next. */
  drawn?: TapDrawn;
  /** Event lines from index `from` on (the page keeps the ones before). */
  events: { from: number; lines: EventLine[] };
  /** The rolls after the last one the page lists, but for those of `thrown`. */
  rolls: RollRow[];
  /**
   * The rolls of this answer's own throw (its `lastThrow`), with only what the throw does not
   * already say: a "Roll the rest" of a dozen throws would otherwise send each label and faces
   * twice. answerRolls puts them back together.
   */
  thrown: ThrownRoll[];
  /** When the throw's rolls were made: one time for all, as they are written in one statement. */
  thrownAt?: Date;
}

/** A roll of the answer's own throw: what its entry in `lastThrow` does not carry. */
export type ThrownRoll = Pick<RollRow, "id" | "sequence" | "teamName">;

export const eventLines = (events: ReadonlyArray<{ step: PostBattleStepId; summary: string }>): EventLine[] =>
  events.map(({ step, summary }) => ({ phase: POST_BATTLE_SEQUENCE.find((s) => s.step === step)?.phase ?? 4, summary }));

export const rollRows = (rolls: BattleView["rolls"]): RollRow[] => rolls.map(({ slot: _slot, requestKey: _key, ...row }) => row);

/** The battle page's parts that follow its status, as the server draws them. */
export interface BattleFrame {
  heading: ReactNode;
  stepper: ReactNode;
  admin: ReactNode;
}

/**
 * What the server drew for a throw that moved the battle past its rolls: the stage panel (the
 * decision, the waiting note, the outcome) and, once the battle ended, the parts that follow its
 * status. Only these: the rest of the page is in the answer's data or cannot have changed.
 */
export interface TapDrawn {
  panel: ReactNode;
  frame?: BattleFrame;
}
