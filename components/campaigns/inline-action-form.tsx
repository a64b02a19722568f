"use client";
import { useActionState } from "react";
import { type ActionState, initialActionState } from "@/lib/actions/action-result";
import { FormMessage } from "@/components/ui/form-message";

interface InlineActionFormProps {
  action: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  hidden: Record<string, string>;
  /** Extra fields before the button (a role select, say). */
  children?: React.ReactNode;
  submitLabel: string;
  pendingLabel: string;
  /** Names the button for screen readers when the visible label is short ("Remove" → "Remove Pat"). */
  accessibleLabel?: string;
  tone?: "default" | "danger";
  confirmMessage?: string;
}

/** A one-button form (revoke, remove, change role, leave) with its own announced outcome. */
export function InlineActionForm({ action, hidden, children, submitLabel, pendingLabel, accessibleLabel, tone = "default", confirmMessage }: InlineActionFormProps) {
  const [state, formAction, isPending] = useActionState(action, initialActionState);
  return (
    <form
      action={formAction}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        if (confirmMessage && !window.confirm(confirmMessage)) event.preventDefault();
      }}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button
        type="submit"
        disabled={isPending}
        aria-label={accessibleLabel}
        className={`rounded-md border px-3 py-2 text-sm font-semibold disabled:opacity-70 ${
          tone === "danger" ? "border-red-700 text-red-800 hover:bg-red-50" : "border-stone-400 hover:bg-stone-100"
        }`}
      >
        {isPending ? pendingLabel : submitLabel}
      </button>
      <div className="basis-full">
        <FormMessage message={state && !state.ok ? state.message : undefined} />
      </div>
    </form>
  );
}
