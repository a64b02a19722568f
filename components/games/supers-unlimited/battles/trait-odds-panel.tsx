import { RollOddsTable } from "@/components/battles/roll-odds";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { readOddsQuery } from "@/lib/games/supers-unlimited/battles/odds-query";
import { traitRollRollOdds, type SuDiceSettings } from "@/lib/rules/supers-unlimited";

type Params = Record<string, string | string[] | undefined>;

/**
 * The Trait Roll odds panel (issue 15): pick the pool, the target (a TN, or Power + Resistance),
 * a bonus on each die, Power Up and the POW settings, and see the exact chance of 0, 1, 2…
 * Successes before rolling. A GET form back to the page it sits on (`#trait-odds`): no script is
 * needed, nothing is stored, and the question stays in the address for the rest of the game.
 */
export function TraitOddsPanel({ action, params, league }: { action: string; params: Params; league: SuDiceSettings }) {
  const result = readOddsQuery(params, league);
  const { query } = result;
  return (
    <section id="trait-odds" aria-labelledby="trait-odds-heading" className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
      <h2 id="trait-odds-heading" className="text-xl font-bold">
        Trait Roll odds
      </h2>
      <form method="get" action={`${action}#trait-odds`} className="flex flex-col gap-3">
        <SelectField
          name="oddsKind"
          label="Roll"
          defaultValue={query.kind}
          options={[
            { value: "action", label: "Action Roll against a TN" },
            { value: "combat", label: "Combat Roll against Power + Resistance" },
          ]}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField name="oddsPool" label="Dice (the Trait)" inputMode="numeric" defaultValue={String(query.pool)} />
          <TextField name="oddsBonus" label="Bonus on each die" inputMode="numeric" defaultValue={String(query.bonus)} />
          <TextField name="oddsTn" label="TN (Action Roll)" inputMode="numeric" defaultValue={String(query.tn)} />
          <TextField name="oddsPower" label="Power (Combat)" inputMode="numeric" defaultValue={String(query.power)} />
          <TextField name="oddsResistance" label="Resistance (Combat)" inputMode="numeric" defaultValue={String(query.resistance)} />
        </div>
        <CheckboxField name="oddsPowerUp" label="Power Up (+1D10)" defaultChecked={query.powerUp} />
        <CheckboxField name="oddsPowExplodes" label="A 10 (POW) throws one more die" defaultChecked={query.settings.powExplodes} />
        <CheckboxField name="oddsExtraExplode" label="…and so does a 10 on that die" defaultChecked={query.settings.extraDiceExplode} />
        <button type="submit" className="self-start rounded-md border border-brand-700 bg-white px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50">
          Show the odds
        </button>
      </form>
      <div aria-live="polite">
        {result.ok ? (
          <RollOddsTable id="trait-odds-table" odds={traitRollRollOdds(result.input, query.settings)} />
        ) : (
          <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">{result.message}</p>
        )}
      </div>
    </section>
  );
}
