interface CheckboxFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type"> {
  name: string;
  label: string;
  hint?: string;
  errors?: string[];
}

/** A checkbox with its label beside it; the hint and errors are its accessible description. */
export function CheckboxField({ name, label, hint, errors, ...input }: CheckboxFieldProps) {
  const id = `field-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex items-start gap-3">
      <input id={id} name={name} type="checkbox" aria-describedby={describedBy} aria-invalid={hasError || undefined} className="mt-1 size-5 accent-brand-700" {...input} />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-stone-600">
            {hint}
          </p>
        ) : null}
        {hasError ? (
          <p id={errorId} className="text-sm font-medium text-red-800">
            {errors!.join(" ")}
          </p>
        ) : null}
      </div>
    </div>
  );
}
