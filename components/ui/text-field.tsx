interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  name: string;
  label: string;
  errors?: string[];
  hint?: string;
}

/** A labelled input whose errors sit beside it and are announced with it (aria-describedby). */
export function TextField({ name, label, errors, hint, ...input }: TextFieldProps) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hasError = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy}
        className={`rounded-md border bg-white px-3 py-2 text-base shadow-sm ${hasError ? "border-red-700" : "border-stone-400"}`}
        {...input}
      />
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
  );
}
