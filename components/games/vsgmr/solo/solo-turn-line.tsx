import type { SoloTurn } from "@/lib/games/vsgmr/battles/battle-details";

/** One enemy turn of the log: its rolls, and the app's suggestion of which figures act (VS-R24). */
export function SoloTurnLine({ turn }: { turn: SoloTurn }) {
  return (
    <li className="flex flex-col gap-1 rounded border border-stone-200 px-2 py-1">
      <p>
        <span className="font-semibold">Round {turn.round}:</span> {turn.enemyAction.summary}
        {turn.outflanked ? `. ${turn.outflanked.summary}` : ""}
        {turn.spawn ? `. ${turn.spawn.summary}` : ""}
      </p>
      {turn.suggestion && turn.suggestion.picks.length > 0 ? (
        // Paragraphs, not a list: the log counts one item per turn.
        <div>
          <p className="font-semibold">Suggestion (a fair random pick; you may play other figures):</p>
          {turn.suggestion.picks.map((pick) => (
            <p key={pick.figureId} className="pl-3">
              {pick.name}: {pick.behaviour}
            </p>
          ))}
        </div>
      ) : null}
    </li>
  );
}
