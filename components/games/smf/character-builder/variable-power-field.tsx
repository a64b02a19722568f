import type { PowerChoices, PowerPick } from "@/lib/rules/smf/character";
import { Group, type FieldLookup } from "./field-problems";
import { CheckboxOptions, RadioOptions } from "./option-inputs";
import { choiceKey } from "./problem-fields";

type Variable = NonNullable<PowerChoices["variablePower"]>[number];
type Stat = "move" | "body" | "psyche";

const OPTIONS = [
  { value: "range-for-reroll", label: '−5" range, +1 Re-roll' },
  { value: "die-for-stat", label: "−1D, +1 to a stat" },
  { value: "move-or-shoot", label: "Move or shoot", description: "No blasting on a turn it moves; +1 Re-roll" },
] as const;
const STATS = [
  { value: "move", label: '+1" Move' },
  { value: "body", label: "+1 Body" },
  { value: "psyche", label: "+1 Psyche" },
] as const;

/** Power Blasts' optional Variable Power trades (L966–L972). */
export function VariablePowerField({ f, pick, onChoices }: { f: FieldLookup; pick: PowerPick; onChoices: (patch: Partial<PowerChoices>) => void }) {
  const key = choiceKey(pick.power, pick.tier, "variablePower");
  const list = pick.choices?.variablePower ?? [];
  const stat = list.find((v) => v.kind === "die-for-stat")?.stat;
  const save = (next: Variable[]) => onChoices({ variablePower: next.length ? next : undefined });
  const toggle = (kind: Variable["kind"], isOn: boolean) => {
    const rest = list.filter((v) => v.kind !== kind);
    if (!isOn) return save(rest);
    save([...rest, kind === "die-for-stat" ? { kind, stat: "move" } : { kind }]);
  };
  return (
    <Group f={f} fieldKey={key} legend={`Variable Power (${pick.tier} Power Blasts, optional)`}>
      <CheckboxOptions f={f} fieldKey={key} name={`variable-${pick.tier}`} options={OPTIONS} values={list.map((v) => v.kind)} onToggle={toggle} />
      {stat ? (
        <fieldset className="pl-2">
          <legend className="text-sm font-semibold">Stat for the −1D</legend>
          <RadioOptions<Stat>
            f={f}
            fieldKey={key}
            name={`variable-stat-${pick.tier}`}
            options={STATS}
            value={stat}
            onChange={(s) => save(list.map((v) => (v.kind === "die-for-stat" ? { kind: "die-for-stat", stat: s } : v)))}
          />
        </fieldset>
      ) : null}
    </Group>
  );
}
