import { randomUUID } from "node:crypto";
import { StepSubmitButtons } from "./step-submit-buttons";

/** The form's one-time key: new on every render, so a double submit rolls once. */
export function RequestKeyField() {
  return <input type="hidden" name="requestKey" value={randomUUID()} />;
}

/**
 * A battle step's buttons: save it, or save it and let the app roll every throw up to the next
 * decision (one tap instead of two at a table rolling app dice). The key is new on every render,
 * so a double submit rolls once.
 */
export function StepButtons({ label, rollLabel }: { label: string; rollLabel?: string }) {
  return (
    <>
      <RequestKeyField />
      <StepSubmitButtons label={label} {...(rollLabel ? { rollLabel } : {})} />
    </>
  );
}
