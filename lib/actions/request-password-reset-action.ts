"use server";
import { requestPasswordReset } from "@/lib/server/accounts/password-reset";
import type { ActionState } from "./action-result";
import { readEmailRequest } from "./email-request-form";

/** Mails a reset link when the address has an account; answers the same either way. */
export async function requestPasswordResetAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const request = await readEmailRequest(formData);
  if (!request.ok) return request;
  await requestPasswordReset(request.email);
  return { ok: true, data: undefined };
}
