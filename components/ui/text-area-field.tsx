import { fieldDescription } from "./field-description";

interface TextAreaFieldProps extends Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name"> {
  name: string;
  label: string;
  errors?: string[];
  hint?: string;
}

/** A labelled multi-line field whose errors and hint are announced with it (aria-describedby). */
export function TextAreaField({ name, label, errors, hint, ...textarea }: TextAreaFieldProps) {
  const id = `field-${name}`;
  const { hasError, controlProps, messages } = fieldDescription(id, { hint, errors });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={4}
        {...controlProps}
        className={`rounded-md border bg-white px-3 py-2 text-base shadow-sm ${hasError ? "border-red-700" : "border-stone-400"}`}
        {...textarea}
      />
      {messages}
    </div>
  );
}
