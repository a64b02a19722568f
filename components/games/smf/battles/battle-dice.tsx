"use client";
import { useRouter } from "next/navigation";
import { startTransition, useCallback, useEffect, useMemo, useState } from "react";
import { announceBattleShown } from "@/components/battles/battle-live";
import { RollOddsTable } from "@/components/battles/roll-odds";
import type { LastThrow, TeamTally } from "@/lib/games/smf/battles/explain-throws";
import type { ActionState } from "@/lib/actions/action-result";
import type { BattleFrame, EventLine, RollRow, TapAnswer } from "@/lib/games/smf/views/tap-answer";
import { answerRolls } from "@/lib/games/smf/views/answer-rolls";
import { BattleRolls } from "./battle-rolls";
import { BattleTally } from "./battle-tally";
import { LastThrowCard } from "./last-throw";
import { PostBattleEvents } from "./post-battle-events";
import { RollCard } from "./roll-card";
import { TapContext, type TapScope } from "./tap-context";

/** How long a throw's answer may lack the page it refreshed before the page asks for it itself. */
const REDRAW_GRACE_MS = 2_000;

interface Shown {
  /** Battle.version of the server render these start from. */
  base: number;
  answer?: TapAnswer;
  events: EventLine[];
  rolls: RollRow[];
}

/**
 * The battle page's body: what a throw changes (what the dice did, the tally, the stage panel with
 * the roll card, the post-battle events and the rolls) between the parts that follow the battle's
 * status (`frame`). The server draws it; a tap's answer (the page's throw action, a TapAnswer)
 * then updates it in place, so a tap never brings the whole page back. When the battle moves past
 * a roll (a decision, the end), the answer brings the stage panel the server drew for it, and at
 * the end the frame too (`drawn`); an answer without it (the report comes next, which the action
 * refreshes the page for, or a caller that draws nothing) has the page drawn again, and should
 * that not arrive, the page asks for it. A newer server render (another phone's change, followed
 * by the live updates) starts over from what it brings.
 */
export function BattleDice({
  battleId,
  version,
  frame,
  live,
  throwDice,
  lastThrow,
  tally,
  events,
  rolls,
  preBattle,
  children,
}: {
  battleId: string;
  version: number;
  /** The heading, stepper and management, as the server drew them for `version`. */
  frame: BattleFrame;
  /** The live updates and any notice, between the stepper and the dice. */
  live: React.ReactNode;
  /** The action the roll cards throw through (the page's own): its answer may bring `drawn`. */
  throwDice?: (previous: ActionState<TapAnswer>, formData: FormData) => Promise<ActionState<TapAnswer>>;
  lastThrow?: LastThrow | undefined;
  tally?: TeamTally[] | undefined;
  events: EventLine[];
  rolls: RollRow[];
  /** The pre-battle summary, between the events and the rolls. */
  preBattle?: React.ReactNode;
  /** The stage panel as the server drew it. */
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [state, setState] = useState<Shown>({ base: version, events, rolls });
  let shown = state;
  if (state.base !== version) {
    // A new server render: it shows everything up to its version.
    shown = { base: version, events, rolls };
    setState(shown);
  }

  const show = useCallback(
    (answer: TapAnswer) => {
      setState((s) => {
        const listed = new Set(s.rolls.map((r) => r.id));
        return {
          ...s,
          answer,
          events: [...s.events.slice(0, answer.events.from), ...answer.events.lines],
          rolls: [...s.rolls, ...answerRolls(answer).filter((r) => !listed.has(r.id))],
        };
      });
      announceBattleShown(battleId, answer.version);
    },
    [battleId],
  );
  const lastSequence = shown.rolls.at(-1)?.sequence ?? 0;
  const scope = useMemo<TapScope>(
    () => ({ shown: { events: shown.events.length, sequence: lastSequence }, show, ...(throwDice ? { throwDice } : {}) }),
    [shown.events.length, lastSequence, show, throwDice],
  );
  const { answer } = shown;
  const isAhead = answer !== undefined && version < answer.version;
  // What the server drew for a throw that moved the battle on, until a newer render replaces it.
  const drawn = isAhead && answer.redraw ? answer.drawn : undefined;
  const shownFrame = drawn?.frame ?? frame;
  // The page drawn again after a throw that moved the battle on: until it is here, say so.
  const isAwaitingRedraw = isAhead && answer.redraw && !drawn;
  useEffect(() => {
    if (!isAwaitingRedraw) return;
    const late = setTimeout(() => startTransition(() => router.refresh()), REDRAW_GRACE_MS);
    return () => clearTimeout(late);
  }, [isAwaitingRedraw, router]);
  const next = answer?.nextRoll;
  const tallyNow = answer ? answer.tally : tally;

  return (
    <TapContext.Provider value={scope}>
      {shownFrame.heading}
      {shownFrame.stepper}
      {live}
      <LastThrowCard lastThrow={answer ? answer.lastThrow : lastThrow} />
      {tallyNow ? <BattleTally tally={tallyNow} /> : null}
      {next ? (
        <RollCard
          key={next.slot}
          battleId={battleId}
          slot={next.slot}
          requestKey={next.requestKey}
          label={next.label}
          {...(next.who ? { who: next.who } : {})}
          count={next.count}
          sides={next.sides}
          {...(next.replacesFaces ? { replacesFaces: next.replacesFaces } : {})}
          odds={next.odds ? <RollOddsTable odds={next.odds} /> : undefined}
          isAppDiceOnly={next.isAppDiceOnly}
        />
      ) : drawn ? (
        drawn.panel
      ) : isAwaitingRedraw ? (
        <p role="status" data-redrawing className="rounded-lg border border-stone-300 bg-stone-50 p-4 text-stone-800">
          Rolled. Bringing up the next step…
        </p>
      ) : (
        children
      )}
      <PostBattleEvents events={shown.events} />
      {preBattle}
      <BattleRolls rolls={shown.rolls} />
      {shownFrame.admin}
    </TapContext.Provider>
  );
}
