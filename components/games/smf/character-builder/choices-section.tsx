import { findPower } from "@/lib/rules/smf/data/powers";
import { setChoices } from "./builder-model";
import { PowerChoiceFields } from "./power-choice-fields";
import type { SectionProps } from "./section-props";

/** One block per picked power that needs or allows creation-time choices. */
export function ChoicesSection({ f, build, update, teammates }: SectionProps & { teammates: readonly { id: string; name: string }[] }) {
  const picks = build.powers.filter((p, i) => {
    const row = findPower(p.power, p.tier);
    const isFirst = build.powers.findIndex((q) => q.power === p.power && q.tier === p.tier) === i;
    return isFirst && row && (row.requiredChoices?.length || row.optionalChoices?.length);
  });
  if (picks.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {picks.map((pick) => (
        <div
          role="group"
          key={`${pick.power}/${pick.tier}`}
          aria-label={`${findPower(pick.power, pick.tier)!.name} choices`}
          className="flex flex-col gap-2 rounded-md border-l-4 border-brand-600 bg-brand-50/40 p-3"
        >
          <p className="font-semibold">
            {findPower(pick.power, pick.tier)!.name} <span className="text-sm font-normal text-stone-600">({pick.tier})</span>
          </p>
          <PowerChoiceFields f={f} pick={pick} teammates={teammates} onChoices={(patch) => update(setChoices(build, pick.power, pick.tier, patch))} />
        </div>
      ))}
    </div>
  );
}
