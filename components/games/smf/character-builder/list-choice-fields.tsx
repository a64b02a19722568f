import type { PowerChoices, PowerId, PowerPick } from "@/lib/rules/smf/character";
import { GRIMOIRE_MINORS, QUIVER_SIZE } from "@/lib/rules/smf/data/powers";
import { grimoireOptions, quiverOptions } from "./builder-menus";
import { Group, type FieldLookup } from "./field-problems";
import { CheckboxOptions, SelectField } from "./option-inputs";
import { choiceKey } from "./problem-fields";

interface ListChoiceProps {
  f: FieldLookup;
  pick: PowerPick;
  onChoices: (patch: Partial<PowerChoices>) => void;
}

const toggled = (list: readonly PowerId[], id: PowerId, isOn: boolean) => (isOn ? [...list.filter((p) => p !== id), id] : list.filter((p) => p !== id));

/** Archery: three trick arrows out of seven (L687). */
export function QuiverField({ f, pick, onChoices }: ListChoiceProps) {
  const key = choiceKey(pick.power, pick.tier, "quiver");
  const quiver = pick.choices?.quiver ?? [];
  return (
    <Group f={f} fieldKey={key} legend={`Quiver: ${QUIVER_SIZE} trick arrows (${quiver.length} chosen)`}>
      <CheckboxOptions
        f={f}
        fieldKey={key}
        name="quiver"
        options={quiverOptions().map((r) => ({ value: r.id, label: r.name }))}
        values={quiver}
        onToggle={(id, isOn) => onChoices({ quiver: toggled(quiver, id, isOn) })}
      />
    </Group>
  );
}

/** Sorcery: the grimoire's one major and four minor spells (L1060). */
export function GrimoireField({ f, pick, onChoices }: ListChoiceProps) {
  const key = choiceKey(pick.power, pick.tier, "grimoire");
  const grimoire = pick.choices?.grimoire;
  const minors = grimoire?.minors ?? [];
  return (
    <Group f={f} fieldKey={key} legend="Grimoire" hint={`One major spell, then ${GRIMOIRE_MINORS} minor spells (${minors.length} chosen).`}>
      <SelectField<PowerId>
        f={f}
        fieldKey={key}
        name="grimoire-major"
        label="Major spell"
        options={grimoireOptions("major").map((r) => ({ value: r.id, label: r.name }))}
        value={grimoire?.major}
        onChange={(major) => onChoices({ grimoire: major ? { major, minors } : undefined })}
      />
      {grimoire ? (
        <CheckboxOptions
          f={f}
          fieldKey={key}
          name="grimoire-minor"
          options={grimoireOptions("minor").map((r) => ({ value: r.id, label: r.name }))}
          values={minors}
          onToggle={(id, isOn) => onChoices({ grimoire: { major: grimoire.major, minors: toggled(minors, id, isOn) } })}
        />
      ) : (
        <p className="text-sm text-stone-600">Choose the major spell first.</p>
      )}
    </Group>
  );
}
