"use client";
import { BuilderSection, TextAreaInput } from "./builder-fields";
import type { SectionProps } from "./section-props";

const ONE_PER_LINE = "One per line.";

/** The named lists: Talents, the Gear Talent's items, Abilities and Spells (SU L321, L340–L345, Ruling SU-R28). */
export function ListsSection({ form, update, p }: SectionProps) {
  return (
    <BuilderSection title="Talents, Gear, Abilities and Spells">
      <TextAreaInput
        p={p}
        fieldKey="talents"
        label="Talents"
        hint={`${ONE_PER_LINE} The Gear Talent's items go under Gear.`}
        value={form.talents}
        onChange={(talents) => update({ talents })}
      />
      <TextAreaInput p={p} fieldKey="gear" label="Gear" hint={ONE_PER_LINE} value={form.gear} onChange={(gear) => update({ gear })} />
      <TextAreaInput
        p={p}
        fieldKey="abilities"
        label="Abilities"
        hint={`${ONE_PER_LINE} Super Strength, Psychokinesis, Telekinesis and Thaumatokinesis give a Throw; Leadership makes a Team Leader.`}
        value={form.abilities}
        onChange={(abilities) => update({ abilities })}
      />
      <TextAreaInput p={p} fieldKey="spells" label="Spells" hint={ONE_PER_LINE} value={form.spells} onChange={(spells) => update({ spells })} />
    </BuilderSection>
  );
}
