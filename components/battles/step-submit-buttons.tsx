import { SubmitButton } from "@/components/ui/submit-button";

/**
 * A battle step's two submit buttons: save it, or save it and let the app roll on to the next
 * decision. Without the form's request key (StepButtons adds one), so a client form whose labels
 * follow its fields (who gets the bumps) can render them itself.
 */
export function StepSubmitButtons({ label, rollLabel = `${label} and roll the rest for me` }: { label: string; rollLabel?: string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <SubmitButton pendingLabel="Saving…">{label}</SubmitButton>
      <SubmitButton pendingLabel="Saving and rolling…" name="rollRest" value="1" look="secondary">
        {rollLabel}
      </SubmitButton>
    </div>
  );
}
