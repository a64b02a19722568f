/**
 * The file picker of an import form: a labelled .json file input with its hint. Both imports (a
 * team, a campaign) read the chosen file in the browser first, so `onChange` is the form's own.
 */
export function JsonFileField({
  id,
  label,
  hint,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  hint: React.ReactNode;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex max-w-xl flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        aria-describedby={`${id}-hint`}
        onChange={onChange}
        disabled={disabled}
        className="rounded-md border border-stone-400 bg-white px-3 py-2 text-base file:mr-3 file:rounded file:border-0 file:bg-stone-200 file:px-3 file:py-1 file:font-semibold"
      />
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {hint}
      </p>
    </div>
  );
}
