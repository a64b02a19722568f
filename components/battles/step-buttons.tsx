import { randomUUID } from "node:crypto";
import { SubmitButton } from "@/components/ui/submit-button";

/**
 * A battle step's buttons: save it, or save it and let the app roll every throw up to the next
 * decision (one tap instead of two at a table rolling app dice). The key is new on every render,
 * so a double submit rolls once.
 */
export function StepButtons({ label, rollLabel = `${label} and roll the rest for me` }: { label: string; rollLabel?: string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <input type="hidden" name="requestKey" value={randomUUID()} />
      <SubmitButton pendingLabel="Saving…">{label}</SubmitButton>
      <SubmitButton pendingLabel="Saving and rolling…" name="rollRest" value="1" look="secondary">
        {rollLabel}
      </SubmitButton>
    </div>
  );
}
