"use client";
import { ALIGNMENTS, CLASSES, MAX_LEVEL, MIN_LEVEL } from "@/lib/rules/supers-unlimited";
import { BuilderSection, CheckboxGroup, SelectInput, TextInput } from "./builder-fields";
import type { SectionProps } from "./section-props";

/** Who the character is: name, high concept, Level, Alignment, Classes and Faction (SU L323–L332, L371). */
export function IdentitySection({ form, update, p }: SectionProps) {
  return (
    <BuilderSection title="Identity">
      <TextInput p={p} fieldKey="name" label="Name" value={form.name} onChange={(name) => update({ name })} />
      <TextInput p={p} fieldKey="highConcept" label="High concept (optional)" value={form.highConcept} onChange={(highConcept) => update({ highConcept })} />
      <div className="grid grid-cols-2 gap-3">
        <TextInput
          p={p}
          fieldKey="level"
          label="Level"
          hint={`${MIN_LEVEL}–2 Henchman, 3–${MAX_LEVEL} Super`}
          isNumber
          value={form.level}
          onChange={(level) => update({ level })}
        />
        <SelectInput p={p} fieldKey="alignment" label="Alignment" value={form.alignment} options={ALIGNMENTS} onChange={(alignment) => update({ alignment })} />
      </div>
      <CheckboxGroup p={p} fieldKey="classes" legend="Classes" hint="At least one." options={CLASSES} selected={form.classes} onChange={(classes) => update({ classes })} />
      <TextInput
        p={p}
        fieldKey="faction"
        label="Faction (optional)"
        hint="The name of the card's Faction symbol; empty when it shows none."
        value={form.faction}
        onChange={(faction) => update({ faction })}
      />
    </BuilderSection>
  );
}
