import { fieldDescription } from "./field-description";

interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  name: string;
  label: string;
  errors?: string[];
  hint?: string;
  /** Distinguishes two fields with one name on a page (e.g. two sign-in forms). */
  idSuffix?: string;
}

/** A labelled input whose errors sit beside it and are announced with it (aria-describedby). */
export function TextField({ name, label, errors, hint, idSuffix, ...input }: TextFieldProps) {
  const id = `field-${name}${idSuffix ? `-${idSuffix}` : ""}`;
  const { hasError, controlProps, messages } = fieldDescription(id, { hint, errors });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        {...controlProps}
        className={`rounded-md border bg-white px-3 py-2 text-base shadow-sm ${hasError ? "border-red-700" : "border-stone-400"}`}
        {...input}
      />
      {messages}
    </div>
  );
}
