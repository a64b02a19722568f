import type { PowerChoices, PowerId, PowerPick } from "@/lib/rules/smf/character";
import { findPower } from "@/lib/rules/smf/data/powers";
import { sidekickPowerOptions } from "./builder-menus";
import { FieldProblems, Group, type FieldLookup } from "./field-problems";
import { GrimoireField, QuiverField } from "./list-choice-fields";
import { RadioOptions, SelectField } from "./option-inputs";
import { choiceKey } from "./problem-fields";
import { isRadioChoice, radioChoice } from "./radio-choices";
import { VariablePowerField } from "./variable-power-field";

export interface PowerChoiceFieldsProps {
  f: FieldLookup;
  pick: PowerPick;
  onChoices: (patch: Partial<PowerChoices>) => void;
  /** Rapport partners: the other characters on the team. */
  teammates: readonly { id: string; name: string }[];
}

const ELASTIC_FORMS = [
  { value: "1", label: "Form 1" },
  { value: "2", label: "Form 2" },
  { value: "3", label: "Form 3" },
] as const;

/** Every creation-time choice one picked power needs or allows. */
export function PowerChoiceFields({ f, pick, onChoices, teammates }: PowerChoiceFieldsProps) {
  const row = findPower(pick.power, pick.tier);
  if (!row) return null;
  const keys = [...(row.requiredChoices ?? []), ...(row.optionalChoices ?? [])];
  const choices = pick.choices ?? {};
  const key = (k: keyof PowerChoices) => choiceKey(pick.power, pick.tier, k);
  return (
    <>
      {keys.map((k) => {
        if (isRadioChoice(k)) {
          const spec = radioChoice(k, pick.power);
          return (
            <Group key={k} f={f} fieldKey={key(k)} legend={spec.legend}>
              <RadioOptions
                f={f}
                fieldKey={key(k)}
                name={`${pick.power}-${k}`}
                options={spec.options}
                value={choices[k] as string | undefined}
                onChange={(v) => onChoices({ [k]: v })}
              />
            </Group>
          );
        }
        switch (k) {
          case "quiver":
            return <QuiverField key={k} f={f} pick={pick} onChoices={onChoices} />;
          case "grimoire":
            return <GrimoireField key={k} f={f} pick={pick} onChoices={onChoices} />;
          case "variablePower":
            return <VariablePowerField key={k} f={f} pick={pick} onChoices={onChoices} />;
          case "extraElasticityForm":
            return choices.metamorphTrack === "shape-shifter" ? (
              <div key={k} className="flex flex-col gap-1">
                <SelectField
                  f={f}
                  fieldKey={key(k)}
                  name="extra-form"
                  label="Extra Elasticity form (uses your minor pick)"
                  options={ELASTIC_FORMS}
                  value={choices.extraElasticityForm ? (String(choices.extraElasticityForm) as "1") : undefined}
                  emptyLabel="None"
                  onChange={(v) => onChoices({ extraElasticityForm: v ? (Number(v) as 1 | 2 | 3) : undefined })}
                />
                <FieldProblems f={f} fieldKey={key(k)} />
              </div>
            ) : null;
          case "rapportPartnerId": {
            const options = teammates.map((t) => ({ value: t.id, label: t.name }));
            return (
              <div key={k} className="flex flex-col gap-1">
                <SelectField
                  f={f}
                  fieldKey={key(k)}
                  name="rapport"
                  label="Rapport partner"
                  options={options}
                  value={choices.rapportPartnerId}
                  onChange={(v) => onChoices({ rapportPartnerId: v ?? undefined })}
                />
                {options.length === 0 ? <p className="text-sm text-stone-600">Rapport links to a teammate; add one to the team first.</p> : null}
                <FieldProblems f={f} fieldKey={key(k)} />
              </div>
            );
          }
          case "sidekickPower":
            return (
              <div key={k} className="flex flex-col gap-1">
                <SelectField<PowerId>
                  f={f}
                  fieldKey={key(k)}
                  name="sidekick-power"
                  label="Sidekick's minor power"
                  options={sidekickPowerOptions().map((r) => ({ value: r.id, label: r.name }))}
                  value={choices.sidekickPower}
                  onChange={(v) => onChoices({ sidekickPower: v ?? undefined })}
                />
                <FieldProblems f={f} fieldKey={key(k)} />
              </div>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
