"use client";
import { useRouter } from "next/navigation";
import { startTransition, useCallback, useEffect, useMemo, useState } from "react";
import { announceBattleShown } from "@/components/battles/battle-live";
import { RollOddsTable } from "@/components/battles/roll-odds";
import type { LastThrow, TeamTally } from "@/lib/games/smf/battles/explain-throws";
import type { EventLine, RollRow, TapAnswer } from "@/lib/games/smf/views/tap-answer";
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
 * The part of the battle page a throw changes: what the dice did, the tally, the stage panel (the
 * roll card), the post-battle events and the rolls. The server draws it; a tap's answer (the
 * throw action's TapAnswer) then updates it in place, so a tap never brings the whole page back.
 * When the battle moves past a roll (a decision, the report, the end), the page is drawn again
 * once, and the throw's answer brings it (the action refreshes the page); should it not arrive,
 * the page asks for it. A newer server render (another phone's change, followed by the live updates) starts over
 * from what it brings.
 */
export function BattleDice({
  battleId,
  version,
  lastThrow,
  tally,
  events,
  rolls,
  preBattle,
  children,
}: {
  battleId: string;
  version: number;
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
        return { ...s, answer, events: [...s.events.slice(0, answer.events.from), ...answer.events.lines], rolls: [...s.rolls, ...answer.rolls.filter((r) => !listed.has(r.id))] };
      });
      announceBattleShown(battleId, answer.version);
    },
    [battleId],
  );
  const lastSequence = shown.rolls.at(-1)?.sequence ?? 0;
  const scope = useMemo<TapScope>(() => ({ shown: { events: shown.events.length, sequence: lastSequence }, show }), [shown.events.length, lastSequence, show]);
  const { answer } = shown;
  // The page drawn again after a throw that moved the battle on: until it is here, say so.
  const isAwaitingRedraw = answer?.redraw === true && version < answer.version;
  useEffect(() => {
    if (!isAwaitingRedraw) return;
    const late = setTimeout(() => startTransition(() => router.refresh()), REDRAW_GRACE_MS);
    return () => clearTimeout(late);
  }, [isAwaitingRedraw, router]);
  const next = answer?.nextRoll;
  const tallyNow = answer ? answer.tally : tally;

  return (
    <TapContext.Provider value={scope}>
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
    </TapContext.Provider>
  );
}
