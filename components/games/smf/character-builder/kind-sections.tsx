import type { PowerId } from "@/lib/rules/smf/character";
import { STREET_LEVEL_HENCHMEN_EQUIPMENT, STREET_LEVEL_HENCHMEN_EQUIPMENT_PICKS } from "@/lib/rules/smf/data/henchmen";
import { findPower } from "@/lib/rules/smf/data/powers";
import { VEHICLE_SPECIAL_POWER_PICKS } from "@/lib/rules/smf/data/vehicle";
import type { SidekickOwnerOption } from "@/lib/games/smf/schemas/character-sidekick";
import { sidekickPowerOptions, vehicleSizeOptions, vehicleSpecialPowerOptions } from "./builder-menus";
import { setSidekickPower, setVehicleSize, toggleEquipment, toggleVehicleSpecialPower } from "./builder-model";
import { FieldProblems, Group } from "./field-problems";
import { CheckboxOptions, RadioOptions, SelectField } from "./option-inputs";
import type { SectionProps } from "./section-props";

const EQUIPMENT_OPTIONS = STREET_LEVEL_HENCHMEN_EQUIPMENT.map((e) => ({ value: e.id as string, label: e.name, description: e.description }));

/** Street Level Henchmen: two of the five equipment options (L1915). */
export function EquipmentSection({ f, build, update }: SectionProps) {
  return (
    <Group f={f} fieldKey="henchmenEquipment" legend={`Equipment (choose ${STREET_LEVEL_HENCHMEN_EQUIPMENT_PICKS})`}>
      <CheckboxOptions
        f={f}
        fieldKey="henchmenEquipment"
        name="equipment"
        options={EQUIPMENT_OPTIONS}
        values={build.henchmenEquipment ?? []}
        onToggle={(id, isOn) => update(toggleEquipment(build, id, isOn))}
      />
    </Group>
  );
}

export interface SidekickOwnerProps {
  /** The teammates it may belong to; undefined outside a team (the public sandbox), where there is no owner to pick. */
  owners?: readonly SidekickOwnerOption[];
  owner: string | undefined;
  /** Sets the owner and, in the same draft, the power its sheet names (setSidekickOwner). */
  onOwner: (owner: string | undefined) => void;
}

/** A sidekick: whose Servitor / Sidekick power brings it (L1033) and its one minor power (L1037). */
export function SidekickSection({ f, build, update, owners, owner, onOwner }: SectionProps & SidekickOwnerProps) {
  const options = sidekickPowerOptions().map((r) => ({ value: r.id, label: r.name }));
  const chosen = owners?.find((o) => o.id === owner);
  const sheetPower = chosen?.sidekickPower;
  const picked = build.powers[0]?.power;
  return (
    <div className="flex flex-col gap-4">
      {owners ? (
        <div className="flex flex-col gap-1">
          <SelectField
            f={f}
            fieldKey="sidekickOf"
            name="sidekick-of"
            label="Sidekick of"
            options={owners.map((o) => ({ value: o.id, label: o.name }))}
            value={owner}
            onChange={(id) => onOwner(id ?? undefined)}
          />
          {owners.length === 0 ? (
            <p className="text-sm text-stone-600">A sidekick belongs to a teammate with the Servitor / Sidekick power who has none yet. Give a teammate that power first.</p>
          ) : null}
          <FieldProblems f={f} fieldKey="sidekickOf" />
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <SelectField<PowerId>
          f={f}
          fieldKey="sidekickPower"
          name="sidekick"
          label="Sidekick's minor power"
          options={options}
          value={picked}
          onChange={(p) => update(setSidekickPower(build, p))}
        />
        {chosen && sheetPower && picked && sheetPower !== picked ? (
          <p className="text-sm text-stone-600">
            {chosen.name}&apos;s sheet names {findPower(sheetPower, "minor")?.name ?? sheetPower} for the sidekick.
          </p>
        ) : null}
        <FieldProblems f={f} fieldKey="sidekickPower" />
      </div>
    </div>
  );
}

/** A Basic Vehicle's size and its special vehicle powers (L2728, L2734); its minors are in the powers section. */
export function VehicleSection({ f, build, update }: SectionProps) {
  const vehicle = build.vehicle;
  return (
    <Group
      f={f}
      fieldKey="vehicle"
      legend="Vehicle"
      hint={`Choose a size and ${VEHICLE_SPECIAL_POWER_PICKS} special vehicle powers. Fielding it costs a story point per scenario.`}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-semibold">Size</legend>
        <RadioOptions f={f} fieldKey="vehicle" name="vehicle-size" options={vehicleSizeOptions()} value={vehicle?.size} onChange={(size) => update(setVehicleSize(build, size))} />
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-semibold">Special vehicle powers</legend>
        <CheckboxOptions
          f={f}
          fieldKey="vehicle"
          name="vehicle-power"
          options={vehicleSpecialPowerOptions()}
          values={vehicle?.specialPowers ?? []}
          onToggle={(id, isOn) => update(toggleVehicleSpecialPower(build, id, isOn))}
        />
      </fieldset>
    </Group>
  );
}
