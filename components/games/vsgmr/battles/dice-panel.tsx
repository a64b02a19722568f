import { randomUUID } from "node:crypto";
import { BattleForm } from "@/components/battles/battle-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { rollVsgmrBattleDiceAction } from "@/lib/games/vsgmr/actions/roll-vsgmr-battle-dice-action";
import type { VsgmrBattleRoll } from "@/lib/games/vsgmr/views/battle-page";

const INPUT = "min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2";

/** Dice at the table: the app's, or the faces of physical dice typed in; and every die of the battle so far. */
export function DicePanel({ battleId, rolls, canRoll, appDiceOnly }: { battleId: string; rolls: VsgmrBattleRoll[]; canRoll: boolean; appDiceOnly: boolean }) {
  return (
    <section aria-labelledby="dice-heading" className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
      <h2 id="dice-heading" className="text-xl font-bold">
        Dice
      </h2>
      {canRoll ? (
        <BattleForm action={rollVsgmrBattleDiceAction} hidden={{ battleId, requestKey: randomUUID() }}>
          <label className="flex flex-col gap-1 text-sm">
            <span>What for</span>
            <input name="label" maxLength={200} required className={INPUT} placeholder="Distance attack at the Orc Boss" />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span>How many d6</span>
            <input name="count" type="number" inputMode="numeric" min={1} max={20} defaultValue={1} className={INPUT} />
          </label>
          {appDiceOnly ? null : (
            <label className="flex flex-col gap-1 text-sm">
              <span>Faces of your dice (for typed dice, e.g. 3 5)</span>
              <input name="faces" inputMode="numeric" className={INPUT} />
            </label>
          )}
          <div className="flex flex-wrap gap-2">
            <SubmitButton pendingLabel="Rolling…" name="source" value="app">
              Roll for me
            </SubmitButton>
            {appDiceOnly ? null : (
              <SubmitButton pendingLabel="Saving…" name="source" value="physical" look="secondary">
                Save typed dice
              </SubmitButton>
            )}
          </div>
        </BattleForm>
      ) : null}
      {rolls.length === 0 ? (
        <p className="text-sm text-stone-700">No dice yet.</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm" aria-label="Dice of this battle">
          {rolls.map((roll) => (
            <li key={roll.id}>
              <span className="font-mono text-stone-600">#{roll.sequence}</span> {roll.label}: <span className="font-semibold">{roll.faces.join(", ")}</span> (
              {roll.source === "APP" ? "app" : "typed"}, {roll.actorName})
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
