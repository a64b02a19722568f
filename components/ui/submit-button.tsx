"use client";
import { useFormStatus } from "react-dom";

const LOOKS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
};

/** A form's submit button; `name`/`value` tell the action which of a form's buttons was pressed. */
export function SubmitButton({
  children,
  pendingLabel,
  name,
  value,
  look = "primary",
}: {
  children: React.ReactNode;
  pendingLabel: string;
  name?: string;
  value?: string;
  look?: keyof typeof LOOKS;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      {...(name ? { name, value } : {})}
      className={`rounded-md px-4 py-2.5 font-semibold disabled:opacity-70 ${LOOKS[look]}`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
