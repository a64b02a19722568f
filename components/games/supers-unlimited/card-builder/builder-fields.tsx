"use client";

/** What each section needs to show problems beside its inputs. */
export interface Problems {
  /** Unique per builder on the page (from useId). */
  idPrefix: string;
  byField: ReadonlyMap<string, readonly string[]>;
}

export function inputId(p: Problems, key: string): string {
  return `${p.idPrefix}-${key.replace(/[^a-zA-Z0-9]+/g, "-")}`;
}

function problemsId(p: Problems, key: string): string {
  return `${inputId(p, key)}-problems`;
}

/** aria-invalid and aria-describedby for an input whose field has problems. */
export function invalidProps(p: Problems, key: string): { "aria-invalid"?: true; "aria-describedby"?: string } {
  return (p.byField.get(key)?.length ?? 0) > 0 ? { "aria-invalid": true, "aria-describedby": problemsId(p, key) } : {};
}

/** The problems of one input, right beside it. */
export function FieldProblems({ p, fieldKey }: { p: Problems; fieldKey: string }) {
  const messages = p.byField.get(fieldKey);
  if (!messages?.length) return null;
  return (
    <ul id={problemsId(p, fieldKey)} data-field-problems={fieldKey} className="flex flex-col gap-0.5 text-sm font-medium text-red-800">
      {messages.map((message) => (
        <li key={message}>
          <span aria-hidden="true">⚠ </span>
          {message}
        </li>
      ))}
    </ul>
  );
}

const INPUT = "w-full min-w-0 rounded-md border bg-white px-3 py-2 text-base shadow-sm";
const border = (p: Problems, key: string) => ((p.byField.get(key)?.length ?? 0) > 0 ? "border-red-700" : "border-stone-400");

interface TextInputProps {
  p: Problems;
  fieldKey: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Whole numbers get the phone's number pad. */
  isNumber?: boolean;
  hint?: string;
}

export function TextInput({ p, fieldKey, label, value, onChange, isNumber = false, hint }: TextInputProps) {
  const id = inputId(p, fieldKey);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {hint ? <p className="text-xs text-stone-600">{hint}</p> : null}
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode={isNumber ? "numeric" : undefined}
        autoComplete="off"
        className={`${INPUT} ${border(p, fieldKey)}`}
        {...invalidProps(p, fieldKey)}
      />
      <FieldProblems p={p} fieldKey={fieldKey} />
    </div>
  );
}

export function TextAreaInput({ p, fieldKey, label, value, onChange, hint }: Omit<TextInputProps, "isNumber">) {
  const id = inputId(p, fieldKey);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {hint ? <p className="text-xs text-stone-600">{hint}</p> : null}
      <textarea id={id} value={value} rows={3} onChange={(event) => onChange(event.target.value)} className={`${INPUT} ${border(p, fieldKey)}`} {...invalidProps(p, fieldKey)} />
      <FieldProblems p={p} fieldKey={fieldKey} />
    </div>
  );
}

interface SelectInputProps<T extends string> {
  p: Problems;
  fieldKey: string;
  label: string;
  value: T;
  options: readonly { id: T; name: string }[];
  onChange: (value: T) => void;
}

export function SelectInput<T extends string>({ p, fieldKey, label, value, options, onChange }: SelectInputProps<T>) {
  const id = inputId(p, fieldKey);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)} className={`${INPUT} ${border(p, fieldKey)}`} {...invalidProps(p, fieldKey)}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldProblems p={p} fieldKey={fieldKey} />
    </div>
  );
}

interface CheckboxGroupProps<T extends string> {
  p: Problems;
  fieldKey: string;
  legend: string;
  options: readonly { id: T; name: string }[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  hint?: string;
}

/** A set of choices: ticking adds one at the end, unticking takes it out. */
export function CheckboxGroup<T extends string>({ p, fieldKey, legend, options, selected, onChange, hint }: CheckboxGroupProps<T>) {
  const hasProblems = (p.byField.get(fieldKey)?.length ?? 0) > 0;
  return (
    <fieldset
      className={`flex min-w-0 flex-col gap-2 rounded-md border p-3 ${hasProblems ? "border-red-700" : "border-stone-300"}`}
      aria-describedby={invalidProps(p, fieldKey)["aria-describedby"]}
    >
      <legend className="px-1 font-semibold">{legend}</legend>
      {hint ? <p className="text-xs text-stone-600">{hint}</p> : null}
      <FieldProblems p={p} fieldKey={fieldKey} />
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.id} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={selected.includes(option.id)}
              onChange={(event) => onChange(event.target.checked ? [...selected, option.id] : selected.filter((id) => id !== option.id))}
            />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A section of the builder with its heading. */
export function BuilderSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-3 sm:p-4">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}
