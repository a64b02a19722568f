"use client";
import { ACTION_TRAITS, ATTACK_TYPES, EFFECTS, TYPE_KEYWORDS, type SuActionTrait, type SuControlTarget } from "@/lib/rules/supers-unlimited";
import { BuilderSection, CheckboxGroup, FieldProblems, SelectInput, TextInput, type Problems } from "./builder-fields";
import { NEW_ATTACK, type PlainEffect, type SuAttackForm } from "./card-form-model";
import type { SectionProps } from "./section-props";

const EFFECT_OPTIONS = EFFECTS.filter((e): e is (typeof EFFECTS)[number] & { id: PlainEffect } => e.id !== "control");
const VERSUS_OPTIONS: { id: SuActionTrait | ""; name: string }[] = [
  { id: "", name: "Its own Resistance" },
  ...ACTION_TRAITS.map(({ id, name }) => ({ id, name: `${name} Resistance` })),
];
const CONTROL_OPTIONS: { id: SuControlTarget | ""; name: string }[] = [
  { id: "", name: "No Control" },
  { id: "all", name: "Control (All)" },
  ...TYPE_KEYWORDS.map(({ id, name }) => ({ id, name: `Control (${name})` })),
];

/** The card's own attacks (SU L776–L802); Bash and any Throw come by themselves (Ruling SU-R22, SU-R30). */
export function AttacksSection({ form, update, p }: SectionProps) {
  const setAttack = (index: number, patch: Partial<SuAttackForm>) => update({ attacks: form.attacks.map((a, i) => (i === index ? { ...a, ...patch } : a)) });
  return (
    <BuilderSection title="Attacks">
      <p className="text-sm text-stone-700">Every character has Bash, and Throw comes with the Abilities that give it: enter only the card&apos;s other attacks.</p>
      <FieldProblems p={p} fieldKey="attacks" />
      {form.attacks.map((attack, index) => (
        <AttackFields
          key={index}
          index={index}
          attack={attack}
          p={p}
          onChange={(patch) => setAttack(index, patch)}
          onRemove={() => update({ attacks: form.attacks.filter((_, i) => i !== index) })}
        />
      ))}
      <button
        type="button"
        onClick={() => update({ attacks: [...form.attacks, NEW_ATTACK] })}
        className="min-h-11 self-start rounded-md border border-stone-400 bg-white px-4 py-2 font-semibold hover:bg-stone-100"
      >
        Add an attack
      </button>
    </BuilderSection>
  );
}

interface AttackFieldsProps {
  index: number;
  attack: SuAttackForm;
  p: Problems;
  onChange: (patch: Partial<SuAttackForm>) => void;
  onRemove: () => void;
}

function AttackFields({ index, attack, p, onChange, onRemove }: AttackFieldsProps) {
  const key = (input: string) => `attacks[${index}].${input}`;
  const hasRange = ATTACK_TYPES.find((t) => t.id === attack.type)?.hasRange ?? false;
  const label = attack.name.trim() || `Attack ${index + 1}`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-stone-300 p-3">
      <legend className="px-1 font-semibold">{label}</legend>
      <TextInput p={p} fieldKey={key("name")} label="Attack name" value={attack.name} onChange={(name) => onChange({ name })} />
      <div className="grid grid-cols-2 gap-3">
        <SelectInput p={p} fieldKey={key("trait")} label="Attack trait" value={attack.trait} options={ACTION_TRAITS} onChange={(trait) => onChange({ trait })} />
        <SelectInput p={p} fieldKey={key("versus")} label="Against" value={attack.versus} options={VERSUS_OPTIONS} onChange={(versus) => onChange({ versus })} />
        <SelectInput
          p={p}
          fieldKey={key("type")}
          label="Attack type"
          value={attack.type}
          options={ATTACK_TYPES}
          // A Close attack's range is the character's Reach: a range typed for another type goes with it.
          onChange={(type) => onChange({ type, range: ATTACK_TYPES.find((t) => t.id === type)!.hasRange ? attack.range : "" })}
        />
        {hasRange ? <TextInput p={p} fieldKey={key("range")} label="Range (inches)" isNumber value={attack.range} onChange={(range) => onChange({ range })} /> : null}
        <TextInput p={p} fieldKey={key("bonusDice")} label="Bonus dice (+XD10)" isNumber value={attack.bonusDice} onChange={(bonusDice) => onChange({ bonusDice })} />
        <TextInput p={p} fieldKey={key("combatBonus")} label="Combat Bonus" isNumber value={attack.combatBonus} onChange={(combatBonus) => onChange({ combatBonus })} />
      </div>
      {/* A Close attack never shows the range box, so a range problem for it is listed here. */}
      {hasRange ? null : <FieldProblems p={p} fieldKey={key("range")} />}
      <CheckboxGroup
        p={p}
        fieldKey={key("effects")}
        legend="Effects"
        hint="At least one."
        options={EFFECT_OPTIONS}
        selected={attack.effects}
        onChange={(effects) => onChange({ effects })}
      />
      <SelectInput p={p} fieldKey={key("control")} label="Control" value={attack.control} options={CONTROL_OPTIONS} onChange={(control) => onChange({ control })} />
      <button type="button" onClick={onRemove} className="min-h-11 self-start rounded-md border border-red-300 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
        Remove {label}
      </button>
    </fieldset>
  );
}
