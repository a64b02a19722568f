import { fieldDescription } from "./field-description";

interface SelectFieldProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id" | "name"> {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  errors?: string[];
  hint?: string;
  /** Distinguishes several fields with one name on a page (one form per row). */
  idSuffix?: string;
}

/** A labelled select whose errors and hint are announced with it (aria-describedby). */
export function SelectField({ name, label, options, errors, hint, idSuffix, className = "", ...select }: SelectFieldProps) {
  const id = `field-${name}${idSuffix ? `-${idSuffix}` : ""}`;
  const { hasError, controlProps, messages } = fieldDescription(id, { hint, errors });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        {...controlProps}
        className={`rounded-md border bg-white px-3 py-2 text-base shadow-sm disabled:bg-stone-100 ${hasError ? "border-red-700" : "border-stone-400"} ${className}`}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {messages}
    </div>
  );
}
