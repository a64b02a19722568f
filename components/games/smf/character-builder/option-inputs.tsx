import type { FieldKey } from "./problem-fields";
import { controlId, invalidProps, type FieldLookup } from "./field-problems";

export interface Option<T extends string> {
  value: T;
  label: string;
  description?: string;
}

const ROW = "flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-2 py-2 hover:bg-stone-100 has-[:checked]:bg-brand-50";
const BOX = "mt-0.5 size-5 shrink-0 accent-brand-700";

/** Radio buttons, each a large touch target, for a choice of one. */
export function RadioOptions<T extends string>({
  f,
  fieldKey,
  name,
  options,
  value,
  onChange,
}: {
  f: FieldLookup;
  fieldKey: FieldKey;
  name: string;
  options: readonly Option<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
}) {
  return (
    <div className="grid gap-1 sm:grid-cols-2">
      {options.map((o) => {
        const id = controlId(f, `${name}-${o.value}`);
        return (
          <label key={o.value} htmlFor={id} className={ROW}>
            <input
              id={id}
              type="radio"
              name={controlId(f, name)}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className={BOX}
              {...invalidProps(f, fieldKey, o.description ? `${id}-desc` : undefined)}
            />
            <OptionText id={id} option={o} />
          </label>
        );
      })}
    </div>
  );
}

/** An option's label and its short description (the description's id is `${id}-desc`). */
function OptionText({ id, option }: { id: string; option: { label: string; description?: string } }) {
  return (
    <span>
      <span className="font-medium">{option.label}</span>
      {option.description ? (
        <span id={`${id}-desc`} aria-hidden="true" className="block text-sm text-stone-600">
          {option.description}
        </span>
      ) : null}
    </span>
  );
}

/** Checkboxes for a choice of several; `flagged` values are marked invalid on their own. */
export function CheckboxOptions<T extends string>({
  f,
  fieldKey,
  name,
  options,
  values,
  onToggle,
  flagged = [],
}: {
  f: FieldLookup;
  fieldKey: FieldKey;
  name: string;
  options: readonly Option<T>[];
  values: readonly T[];
  onToggle: (value: T, isOn: boolean) => void;
  flagged?: readonly T[];
}) {
  return (
    <div className="grid gap-1 sm:grid-cols-2">
      {options.map((o) => {
        const id = controlId(f, `${name}-${o.value}`);
        const isFlagged = flagged.includes(o.value);
        return (
          <label key={o.value} htmlFor={id} className={`${ROW} ${isFlagged ? "ring-2 ring-red-700" : ""}`}>
            <input
              id={id}
              type="checkbox"
              checked={values.includes(o.value)}
              onChange={(e) => onToggle(o.value, e.target.checked)}
              className={BOX}
              {...invalidProps(f, fieldKey, o.description ? `${id}-desc` : undefined)}
            />
            <OptionText id={id} option={o} />
          </label>
        );
      })}
    </div>
  );
}

/** A labelled select; the empty option is the "none chosen" state. */
export function SelectField<T extends string>({
  f,
  fieldKey,
  name,
  label,
  options,
  value,
  onChange,
  emptyLabel = "Choose…",
}: {
  f: FieldLookup;
  fieldKey: FieldKey;
  name: string;
  label: string;
  options: readonly Option<T>[];
  value: T | undefined;
  onChange: (value: T | null) => void;
  emptyLabel?: string;
}) {
  const id = controlId(f, name);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value ? (e.target.value as T) : null)}
        className={`min-h-11 rounded-md border bg-white px-3 py-2 text-base shadow-sm ${(f.problems.get(fieldKey)?.length ?? 0) > 0 ? "border-red-700" : "border-stone-400"}`}
        {...invalidProps(f, fieldKey)}
      >
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
