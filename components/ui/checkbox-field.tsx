import { fieldDescription } from "./field-description";

interface CheckboxFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type"> {
  name: string;
  label: string;
  hint?: string;
  errors?: string[];
}

/** A checkbox with its label beside it; the hint and errors are its accessible description. */
export function CheckboxField({ name, label, hint, errors, ...input }: CheckboxFieldProps) {
  const id = `field-${name}`;
  const { controlProps, messages } = fieldDescription(id, { hint, errors });
  return (
    <div className="flex items-start gap-3">
      <input id={id} name={name} type="checkbox" {...controlProps} className="mt-1 size-5 accent-brand-700" {...input} />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {messages}
      </div>
    </div>
  );
}
