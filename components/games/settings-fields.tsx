import { Fragment } from "react";
import type { SettingsField, SettingsFormSection } from "@/lib/game-contract/game-system";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";

/**
 * What the campaign form hands a game system's own fields: the game's part of the form as it
 * declares it (GameSystem.settings.form, handed over by the page), the values to show (the stored
 * or default settings, or what was typed before a refusal, as the form sent them), the field errors,
 * and whether the first battle locked the options.
 */
export interface SettingsFieldsProps {
  sections: readonly SettingsFormSection[];
  /** One value per field name, as the form posts it: a string, or "on" for a ticked box. */
  value: (field: string) => string;
  isChecked: (field: string) => boolean;
  errors: Record<string, string[] | undefined>;
  isLocked: boolean;
  /** The stored settings once play began (a raise-only goal starts from the stored one). */
  stored: Record<string, unknown> | null;
}

type FieldProps = Omit<SettingsFieldsProps, "sections"> & { field: SettingsField };

function Field({ field, value, isChecked, errors, isLocked, stored }: FieldProps) {
  switch (field.kind) {
    case "number": {
      const raiseOnly = isLocked && field.raiseOnlyOnceLocked;
      const storedValue = stored?.[field.name];
      return (
        <TextField
          name={field.name}
          label={field.label}
          type="number"
          inputMode="numeric"
          min={raiseOnly && typeof storedValue === "number" ? storedValue : field.min}
          max={field.max}
          required={field.required}
          defaultValue={value(field.name)}
          errors={errors[field.name]}
          hint={raiseOnly ? raiseOnly.hint : field.hint}
        />
      );
    }
    case "select":
      return <SelectField name={field.name} label={field.label} options={field.options} defaultValue={value(field.name)} errors={errors[field.name]} hint={field.hint} />;
    case "checkbox":
      return <CheckboxField name={field.name} label={field.label} hint={field.hint} defaultChecked={isChecked(field.name)} />;
    case "checkboxes": {
      // A refused submit posts the ticked boxes; stored settings give the list.
      const storedList = value(field.name);
      const inList = (option: { value: string; name: string }) => isChecked(option.name) || (storedList !== "" && storedList.split(",").includes(option.value));
      const fieldErrors = errors[field.name];
      return (
        <>
          <input type="hidden" name={field.name} value="" />
          {field.options.map((option) => (
            <CheckboxField key={option.name} name={option.name} label={option.label} defaultChecked={inList(option)} />
          ))}
          {fieldErrors?.length ? (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {fieldErrors.join(" ")}
            </p>
          ) : null}
        </>
      );
    }
  }
}

/** A disabled fieldset submits nothing: the stored values of a locked section's fields, posted unchanged. */
function LockedValues({ fields, value, isChecked }: { fields: readonly SettingsField[]; value: (field: string) => string; isChecked: (field: string) => boolean }) {
  return fields.map((field) => {
    if (field.kind === "checkbox") return isChecked(field.name) ? <input key={field.name} type="hidden" name={field.name} value="on" /> : null;
    if (field.kind === "checkboxes")
      return field.options.map((option) => (isChecked(option.name) ? <input key={option.name} type="hidden" name={option.name} value="on" /> : null));
    return <input key={field.name} type="hidden" name={field.name} value={value(field.name)} />;
  });
}

/**
 * A game system's own fields on the campaign form, drawn from the sections it declares: the one
 * component for every game, so the form holds no game's code and no list of games.
 */
export function GameSettingsFields({ sections, ...props }: SettingsFieldsProps) {
  return sections.map((section) => {
    const fields = section.fields.map((field) => <Field key={field.name} field={field} {...props} />);
    if (!section.legend) return <Fragment key={section.id}>{fields}</Fragment>;
    const isLocked = props.isLocked && section.locksWithPlay === true;
    const hintId = section.intro ? `${section.id}-hint` : undefined;
    const lockedId = isLocked && section.lockedNote ? `${section.id}-locked` : undefined;
    const describedBy = [hintId, lockedId].filter(Boolean).join(" ") || undefined;
    const onlyBoxes = section.fields.every((field) => field.kind === "checkboxes");
    return (
      <Fragment key={section.id}>
        <fieldset className={`flex flex-col ${onlyBoxes ? "gap-2" : "gap-4"} rounded-lg border border-stone-300 p-4`} disabled={isLocked} aria-describedby={describedBy}>
          <legend className="px-1 font-bold">{section.legend}</legend>
          {lockedId ? (
            <p id={lockedId} className="text-sm text-stone-700">
              {section.lockedNote}
            </p>
          ) : null}
          {section.intro ? (
            <p id={hintId} className="text-sm text-stone-700">
              {section.intro}
            </p>
          ) : null}
          {fields}
        </fieldset>
        {isLocked ? <LockedValues fields={section.fields} value={props.value} isChecked={props.isChecked} /> : null}
      </Fragment>
    );
  });
}
