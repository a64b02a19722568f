import type { PowerId } from "@/lib/rules/smf/character";
import { STREET_LEVEL_HENCHMEN_EQUIPMENT, STREET_LEVEL_HENCHMEN_EQUIPMENT_PICKS } from "@/lib/rules/smf/data/henchmen";
import { sidekickPowerOptions } from "./builder-menus";
import { setSidekickPower, toggleEquipment } from "./builder-model";
import { FieldProblems, Group } from "./field-problems";
import { CheckboxOptions, SelectField } from "./option-inputs";
import type { SectionProps } from "./section-props";

const EQUIPMENT_OPTIONS = STREET_LEVEL_HENCHMEN_EQUIPMENT.map((e) => ({ value: e.id as string, label: e.name, description: e.description }));

/** Street Level Henchmen: two of the five equipment options (L1915). */
export function EquipmentSection({ f, build, update }: SectionProps) {
  return (
    <Group f={f} fieldKey="henchmenEquipment" legend={`Equipment (choose ${STREET_LEVEL_HENCHMEN_EQUIPMENT_PICKS})`}>
      <CheckboxOptions f={f} fieldKey="henchmenEquipment" name="equipment" options={EQUIPMENT_OPTIONS} values={build.henchmenEquipment ?? []} onToggle={(id, isOn) => update(toggleEquipment(build, id, isOn))} />
    </Group>
  );
}

/** A sidekick's one minor power (L1037). */
export function SidekickSection({ f, build, update }: SectionProps) {
  const options = sidekickPowerOptions().map((r) => ({ value: r.id, label: r.name }));
  return (
    <div className="flex flex-col gap-1">
      <SelectField<PowerId> f={f} fieldKey="sidekickPower" name="sidekick" label="Sidekick's minor power" options={options} value={build.powers[0]?.power} onChange={(p) => update(setSidekickPower(build, p))} />
      <FieldProblems f={f} fieldKey="sidekickPower" />
    </div>
  );
}
