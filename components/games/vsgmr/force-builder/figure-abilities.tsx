"use client";
import { formatPoints, SUPER_POWER_TIERS, SUPER_POWERS, TRAITS, type SuperPowerId, type SuperPowerTier, type TraitId, type VsgmrFigure } from "@/lib/rules/vsgmr";

const SELECT = "min-h-11 rounded-md border border-stone-400 bg-white px-2";

interface FigureAbilitiesProps {
  /** The figure's id prefix in the page ("figure-2"). */
  at: string;
  figure: VsgmrFigure;
  onPowers: (powers: VsgmrFigure["powers"]) => void;
  onTraits: (traits: VsgmrFigure["traits"]) => void;
}

/** A figure's super powers (one tier each, L281) and traits (each once, L123). */
export function FigureAbilities({ at, figure, onPowers, onTraits }: FigureAbilitiesProps) {
  const traits = new Set(figure.traits ?? []);
  const tierOf = (power: SuperPowerId) => figure.powers?.find((p) => p.power === power)?.tier ?? "";
  const setTier = (power: SuperPowerId, tier: SuperPowerTier | "") => {
    const others = (figure.powers ?? []).filter((p) => p.power !== power);
    onPowers(tier ? [...others, { power, tier }] : others);
  };
  const toggleTrait = (trait: TraitId, on: boolean) => {
    const next = (figure.traits ?? []).filter((t) => t !== trait);
    onTraits(on ? [...next, trait] : next);
  };
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">Super-powers</legend>
        {SUPER_POWERS.map((power) => (
          <label key={power.id} className="flex items-center justify-between gap-2" htmlFor={`${at}-power-${power.id}`}>
            {power.name}
            <select id={`${at}-power-${power.id}`} value={tierOf(power.id)} onChange={(e) => setTier(power.id, e.target.value as SuperPowerTier | "")} className={SELECT}>
              <option value="">None</option>
              {SUPER_POWER_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {tier} ({formatPoints(power.tiers.find((t) => t.tier === tier)!.costHalves)} pts)
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>

      <details>
        <summary className="min-h-11 cursor-pointer font-semibold">Traits ({traits.size})</summary>
        <div className="mt-2 grid gap-1">
          {TRAITS.map((trait) => (
            <label key={trait.id} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" checked={traits.has(trait.id)} onChange={(e) => toggleTrait(trait.id, e.target.checked)} className="size-5" />
              {trait.name}
            </label>
          ))}
        </div>
      </details>
    </>
  );
}
