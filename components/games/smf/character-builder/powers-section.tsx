import type { PowerId, PowerPick } from "@/lib/rules/smf/character";
import { archetypeRow } from "@/lib/rules/smf/data/archetypes";
import { findPower, type PowerRow } from "@/lib/rules/smf/data/powers";
import { baseMinorPicks, majorSlots } from "@/lib/rules/smf/roster/power-menus";
import { crossListOptions, minorOptions } from "./builder-menus";
import { setMajor, toggleMinor } from "./builder-model";
import { Group } from "./field-problems";
import { CheckboxOptions, RadioOptions, type Option } from "./option-inputs";
import type { SectionProps } from "./section-props";

export function powerOption(row: PowerRow): Option<PowerId> {
  return { value: row.id, label: row.name + (row.recharge ? ` (Recharge ${row.recharge})` : ""), description: row.description };
}

/** Picks of one source whose own field has a problem, so their checkbox is flagged too. */
function flaggedPicks(picks: readonly PowerPick[], fields: readonly string[], source: PowerPick["source"]): PowerId[] {
  return picks.filter((p, i) => p.tier === "minor" && (p.source ?? "pick") === (source ?? "pick") && fields.includes(`powers[${i}]`)).map((p) => p.power);
}

/** Majors (one per base), ordinary minor picks, and a Super's cross-list trade. */
export function PowersSection({ f, build, update }: SectionProps) {
  const slots = majorSlots(build);
  const minors = build.powers.filter((p) => p.tier === "minor");
  const ownPicks = minors.filter((p) => (p.source ?? "pick") === "pick").map((p) => p.power);
  const crossPicks = minors.filter((p) => p.source === "super-cross-list").map((p) => p.power);
  const problemFields = [...f.problems.values()].flat().map((p) => p.field);
  const budget = baseMinorPicks(build);
  return (
    <>
      {slots.map((slot) => {
        const current = build.powers.find((p) => p.tier === "major" && (p.source ?? "pick") === "pick" && slot.menu.includes(p.power));
        const options = slot.menu.flatMap((id) => findPower(id, "major") ?? []).map(powerOption);
        return (
          <Group key={slot.base} f={f} fieldKey="majors" legend={slots.length > 1 ? `Major power (${archetypeRow(slot.base).name})` : "Major power"}>
            <RadioOptions f={f} fieldKey="majors" name={`major-${slot.base}`} options={options} value={current?.power} onChange={(p) => update(setMajor(build, slot.menu, p))} />
          </Group>
        );
      })}
      {slots.length === 0 && build.archetype !== "street-level-henchmen" && build.archetype !== "basic-vehicle" ? (
        <p className="text-sm text-stone-600">{archetypeRow(build.archetype).name} characters have no major power.</p>
      ) : null}
      {budget > 0 ? (
        <Group f={f} fieldKey="minors" legend="Minor powers" hint={`${budget} minor pick${budget === 1 ? "" : "s"}. Each Boost uses one; Immortal uses two.`}>
          <CheckboxOptions
            f={f}
            fieldKey="minors"
            name="minor"
            options={minorOptions(build).map(powerOption)}
            values={ownPicks}
            flagged={flaggedPicks(build.powers, problemFields, "pick")}
            onToggle={(p, isOn) => update(toggleMinor(build, p, "pick", isOn))}
          />
        </Group>
      ) : null}
      {build.archetype === "super" ? (
        <details className="rounded-md border border-stone-300 p-3" open={crossPicks.length > 0 || f.problems.has("crossList")}>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">Powers from other lists (two picks each)</summary>
          <Group f={f} fieldKey="crossList" legend="Cross-list minor powers" hint="A Super may spend two picks on one minor power from another standard archetype's list.">
            <CheckboxOptions
              f={f}
              fieldKey="crossList"
              name="cross"
              options={crossListOptions(build).map(powerOption)}
              values={crossPicks}
              flagged={flaggedPicks(build.powers, problemFields, "super-cross-list")}
              onToggle={(p, isOn) => update(toggleMinor(build, p, "super-cross-list", isOn))}
            />
          </Group>
        </details>
      ) : null}
    </>
  );
}
