import "server-only";
import { randomUUID } from "node:crypto";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { eventLines, rollRows, type ShownSoFar, type TapAnswer } from "@/lib/games/smf/views/tap-answer";
import type { BattleView } from "@/lib/games/smf/views/battle-view";
import { getBattleView } from "./get-battle-view";

/**
 * The view each answer was built from, for the battle page's own action (which draws the panel
 * that follows a throw) to draw from without reading the battle a second time. Held weakly: it
 * goes with the answer, and nothing of it is ever sent (the answer is what is sent).
 */
const viewOfAnswer = new WeakMap<TapAnswer, BattleView>();

/** The battle as `answer` was built from it, read right after the throw (tapAnswer's one read). */
export function viewBehind(answer: TapAnswer): BattleView | undefined {
  return viewOfAnswer.get(answer);
}

/**
 * The answer to a throw, for the page that made it: what the throw did, the next roll card, the
 * tally, and only the event lines and rolls the page does not list yet (`shown`). The page
 * updates in place; when the battle moved past what a roll card shows, it asks for a redraw.
 */
export async function tapAnswer(access: CampaignAccess, battleId: string, shown: ShownSoFar): Promise<TapAnswer | null> {
  const view = await getBattleView(access, battleId);
  if (!view) return null;
  const { loaded, nextRoll, progress, table } = view;
  const status = loaded.row.status;
  const events = eventLines(view.events);
  const from = Math.min(shown.events, events.length);
  const mayRoll = progress.kind === "needs-dice" && nextRoll !== undefined && view.may.play && !nextRoll.waitingFor;
  const roller = nextRoll?.characterName ?? nextRoll?.teamName;
  const who = nextRoll && roller && !nextRoll.label.includes(roller) ? `Rolled for ${roller}` : undefined;
  const lastThrow = view.lastThrow && (status === "PRE_BATTLE" || status === "POST_BATTLE" || status === "RESOLVED") ? view.lastThrow : undefined;
  // The rolls of the throw just explained are told by lastThrow already; one request has one thrower.
  const inThrow = new Set(lastThrow?.throws.map((t) => t.sequence));
  const fresh = view.rolls.filter((roll) => roll.sequence > shown.sequence);
  const isThrown = (roll: (typeof fresh)[number]) => inThrow.has(roll.sequence) && roll.actorName === lastThrow?.actorName;
  const thrown = fresh.filter(isThrown);
  const answer: TapAnswer = {
    version: loaded.row.version,
    ...(lastThrow ? { lastThrow } : {}),
    ...(view.tally && (status === "POST_BATTLE" || status === "RESOLVED") ? { tally: view.tally } : {}),
    ...(mayRoll
      ? {
          nextRoll: {
            slot: nextRoll.slot,
            requestKey: randomUUID(),
            label: nextRoll.label,
            ...(who ? { who } : {}),
            count: nextRoll.request.count,
            sides: nextRoll.request.sides,
            ...(nextRoll.request.replacesFaces ? { replacesFaces: nextRoll.request.replacesFaces } : {}),
            ...(nextRoll.odds?.outcomes.length ? { odds: nextRoll.odds } : {}),
            isAppDiceOnly: table.isAppDiceOnly,
          },
        }
      : {}),
    redraw: !mayRoll,
    events: { from, lines: events.slice(from) },
    rolls: rollRows(fresh.filter((roll) => !isThrown(roll))),
    thrown: thrown.map(({ id, sequence, teamName }) => ({ id, sequence, teamName })),
    ...(thrown[0] ? { thrownAt: thrown[0].createdAt } : {}),
  };
  viewOfAnswer.set(answer, view);
  return answer;
}
