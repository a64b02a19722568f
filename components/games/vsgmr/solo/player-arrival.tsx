import { randomUUID } from "node:crypto";
import { BattleForm } from "@/components/battles/battle-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { rollVsgmrBattleDiceAction } from "@/lib/games/vsgmr/actions/roll-vsgmr-battle-dice-action";
import { fractionText, outflankedArrivalChance } from "@/lib/rules/vsgmr";

/**
 * Outflanked when the player's force is the Attacker: the arrival roll belongs to the player's own
 * turn, before it moves (L643), so it is offered here, on the player's side, and logged under the
 * player's name with the battle's other dice; the enemy's turns never roll it.
 */
export function PlayerArrival({ battleId, forceName, round, appDiceOnly }: { battleId: string; forceName: string; round: number; appDiceOnly: boolean }) {
  const label = `Round ${round}: Outflanked arrival for ${forceName} (its own turn; the rest arrive on ${Math.min(round, 6)} or less)`;
  return (
    <section aria-labelledby="arrival-heading" className="flex flex-col gap-2 rounded-md border border-stone-300 bg-stone-50 p-3 text-sm">
      <h3 id="arrival-heading" className="font-semibold">
        Your turn: {forceName} attacks from the flank
      </h3>
      <p>
        At the start of {forceName}’s turn in round {round}, before moving, roll a d6: on {Math.min(round, 6)} or less ({fractionText(outflankedArrivalChance(round))}) the rest of
        the force comes on within 1 Move Unit of an edge you choose. Roll each turn until it has arrived.
      </p>
      <BattleForm action={rollVsgmrBattleDiceAction} hidden={{ battleId, requestKey: randomUUID(), label, count: "1" }}>
        {appDiceOnly ? null : (
          <label className="flex flex-col gap-1">
            <span>Your d6 (for a typed die)</span>
            <input name="faces" inputMode="numeric" className="min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2" />
          </label>
        )}
        <div className="flex flex-wrap gap-2">
          <SubmitButton pendingLabel="Rolling…" name="source" value="app">
            Roll your arrival
          </SubmitButton>
          {appDiceOnly ? null : (
            <SubmitButton pendingLabel="Saving…" name="source" value="physical" look="secondary">
              Save your typed die
            </SubmitButton>
          )}
        </div>
      </BattleForm>
    </section>
  );
}
