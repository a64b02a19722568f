import { archetypeRow } from "@/lib/rules/smf/data/archetypes";
import { BACKGROUND_TABLE, type BackgroundRow } from "@/lib/rules/smf/data/backgrounds";
import type { BackgroundId } from "@/lib/rules/smf/character";
import { setBackground, setBackgroundCategory } from "./builder-model";
import { FieldProblems, Group } from "./field-problems";
import { RadioOptions, SelectField } from "./option-inputs";
import type { SectionProps } from "./section-props";

function diceText(row: BackgroundRow): string {
  if (row.chooseOne) return `+${row.chooseOne.dice}D Magical or Science`;
  return row.checkDice.map((d) => `+${d.dice}D ${d.category[0]!.toUpperCase()}${d.category.slice(1)}`).join(", ");
}

const OPTIONS = BACKGROUND_TABLE.map((b) => ({ value: b.id as BackgroundId, label: `${b.name} (${diceText(b)})` }));
const CATEGORY_OPTIONS = [
  { value: "magical", label: "Magical" },
  { value: "science", label: "Science" },
] as const;

/** The background slots (two; one for henchmen); Alien / Dimensional asks for its category. */
export function BackgroundsSection({ f, build, update }: SectionProps) {
  const count = archetypeRow(build.archetype).backgroundPicks;
  if (count === 0) return null;
  return (
    <Group f={f} fieldKey="backgrounds" legend={count === 1 ? "Background" : "Backgrounds"} hint="Backgrounds add dice to pre- and post-battle checks.">
      {Array.from({ length: count }, (_, slot) => {
        const pick = build.backgrounds[slot];
        const key = `background:${slot}` as const;
        return (
          <div key={slot} className="flex flex-col gap-2">
            <SelectField<BackgroundId>
              f={f}
              fieldKey={key}
              name={`background-${slot}`}
              label={count === 1 ? "Background" : `Background ${slot + 1}`}
              options={OPTIONS}
              value={pick?.background}
              emptyLabel="None chosen"
              onChange={(b) => update(setBackground(build, slot, b))}
            />
            {pick?.background === "alien-dimensional" ? (
              <fieldset className="flex flex-col gap-1 pl-2">
                <legend className="text-sm font-semibold">Alien / Dimensional checks</legend>
                <RadioOptions
                  f={f}
                  fieldKey={key}
                  name={`background-${slot}-category`}
                  options={CATEGORY_OPTIONS}
                  value={pick.category}
                  onChange={(c) => update(setBackgroundCategory(build, slot, c))}
                />
              </fieldset>
            ) : null}
            <FieldProblems f={f} fieldKey={key} />
          </div>
        );
      })}
    </Group>
  );
}
