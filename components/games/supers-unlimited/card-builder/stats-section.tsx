"use client";
import { ACTION_TRAITS, EFFECTS, MOVEMENT_TYPES, type SuImmunity } from "@/lib/rules/supers-unlimited";
import { BuilderSection, CheckboxGroup, TextInput } from "./builder-fields";
import type { SectionProps } from "./section-props";

const MOVEMENT_OPTIONS = MOVEMENT_TYPES.filter((m) => m.id !== "sprint");
const IMMUNITY_OPTIONS: { id: SuImmunity; name: string }[] = [{ id: "fall", name: "Fall" }, ...EFFECTS.map(({ id, name }) => ({ id, name }))];

/** The numbers: Power, Move, Size, HP, Reach, the four traits with their Resistances, Recovery; movement and immunities (SU L271–L296, L597, L746). */
export function StatsSection({ form, update, p }: SectionProps) {
  const number = (key: "power" | "move" | "size" | "hp" | "recovery" | "reach", label: string, hint?: string) => (
    <TextInput p={p} fieldKey={key} label={label} hint={hint} isNumber value={form[key]} onChange={(value) => update({ [key]: value })} />
  );
  return (
    <BuilderSection title="Stats">
      <div className="grid grid-cols-2 gap-3">
        {number("power", "Power")}
        {number("move", "Move (inches)")}
        {number("size", "Size", "0 Tiny – 6 Colossal")}
        {number("hp", "HP boxes", "Half, rounded down, are the Red Zone.")}
      </div>
      <fieldset className="flex flex-col gap-2 rounded-md border border-stone-300 p-3">
        <legend className="px-1 font-semibold">Traits</legend>
        <div className="grid grid-cols-2 gap-3">
          {ACTION_TRAITS.map(({ id, name }) => (
            <div key={id} className="contents">
              <TextInput
                p={p}
                fieldKey={`traits.${id}.dice`}
                label={`${name} dice`}
                isNumber
                value={form.traits[id].dice}
                onChange={(dice) => update({ traits: { ...form.traits, [id]: { ...form.traits[id], dice } } })}
              />
              <TextInput
                p={p}
                fieldKey={`traits.${id}.resistance`}
                label={`${name} Resistance`}
                isNumber
                value={form.traits[id].resistance}
                onChange={(resistance) => update({ traits: { ...form.traits, [id]: { ...form.traits[id], resistance } } })}
              />
            </div>
          ))}
          {number("recovery", "Recovery dice")}
          {number("reach", "Reach (inches)", "Empty: base to base.")}
        </div>
      </fieldset>
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input type="checkbox" className="size-5" checked={form.isImmobile} onChange={(event) => update({ isImmobile: event.target.checked })} />
        Immobile (takes no Move Actions)
      </label>
      <CheckboxGroup
        p={p}
        fieldKey="movementTypes"
        legend="Movement types"
        hint="Sprint is every character's own; tick the others."
        options={MOVEMENT_OPTIONS}
        selected={form.movementTypes}
        onChange={(movementTypes) => update({ movementTypes })}
      />
      <CheckboxGroup
        p={p}
        fieldKey="immune"
        legend="Immune to"
        hint="Flight and the like make a character Immune/Fall by themselves."
        options={IMMUNITY_OPTIONS}
        selected={form.immune}
        onChange={(immune) => update({ immune })}
      />
    </BuilderSection>
  );
}
